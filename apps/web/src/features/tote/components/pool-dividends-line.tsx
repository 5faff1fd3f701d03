import Typography from '@mui/material/Typography';
import { useT, type Translator } from '../../../i18n/use-t';
import {
  isProbable,
  poolResultParts,
  type PoolOutcome,
  type PoolResultPart,
} from '../pool-dividends';

function describePart(part: PoolResultPart, t: Translator['t']): string {
  const pool = t(`tote.pool.${part.pool}`);
  switch (part.kind) {
    case 'dividends':
      return part.refunded === undefined
        ? `${pool} ${part.dividends.join(', ')}`
        : t('tote.dividendsWithRefunds', {
            pool,
            dividends: part.dividends.join(', '),
            refunded: part.refunded,
          });
    case 'carried':
      return t('tote.carryForward', { pool, amount: part.amount });
    case 'refunded':
      return t('tote.refunded', { pool });
  }
}

/**
 * A race's tote dividends per ₹10 as results print them: "Win ₹43 · Place ₹16, ₹12, ₹20 ·
 * Forecast ₹210 · Quinella ₹95 · Tanala ₹1,230", with carry-forwards and refunds; "probable"
 * while the result is provisional. Nothing while no pool has an outcome.
 */
export function PoolDividendsLine({ pools }: { pools: readonly PoolOutcome[] }) {
  const { t } = useT();
  const parts = poolResultParts(pools);
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" data-testid="tote-dividends">
      <strong>{t(isProbable(pools) ? 'tote.probableDividends' : 'tote.dividends')}</strong>{' '}
      {parts.map((part) => describePart(part, t)).join(' · ')}
    </Typography>
  );
}
