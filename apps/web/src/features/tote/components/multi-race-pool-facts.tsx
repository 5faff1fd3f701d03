import type { MultiRacePool } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/use-t';
import { multiRacePoolName } from '../multi-race-names';
import { formatDividend } from '../../../lib/rupee-amount';

/**
 * What a multi-race pool holds and promises: its total, the carry-forward it started with
 * ("Jackpot carry-forward ₹3,45,000"), the will-pays before the last leg, then the dividend or
 * the money carried forward when no line won.
 */
export function MultiRacePoolFacts({ pool }: { pool: MultiRacePool }) {
  const { t } = useT();
  const name = multiRacePoolName(pool, t);
  const carriedOut = pool.status === 'CARRIED' ? (pool.carryOut ?? 0) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="multi-race-pool-total">
        {t('tote.poolTotal', { amount: formatDividend(pool.totalStake) })}
      </Typography>
      {pool.carryIn > 0 && (
        <Typography sx={{ fontWeight: 700 }} data-testid="multi-race-carry-forward">
          {t('tote.carryForward', { pool: name, amount: formatDividend(pool.carryIn) })}
        </Typography>
      )}
      {pool.dividends.map((declared) => (
        <Typography
          key={declared.winners.map((leg) => leg.join('/')).join('-')}
          sx={{ fontWeight: 700 }}
          data-testid="multi-race-dividend"
        >
          {`${t('multiRace.dividend', { dividend: formatDividend(declared.dividend) })} · ${declared.winners
            .map((leg) => leg.join('/'))
            .join('-')}`}
        </Typography>
      ))}
      {carriedOut > 0 && (
        <Typography sx={{ fontWeight: 700 }} data-testid="multi-race-carried-out">
          {t('multiRace.carriedOut', { amount: formatDividend(carriedOut) })}
        </Typography>
      )}
      {pool.willPays.length > 0 && pool.dividends.length === 0 && (
        <Box
          component="section"
          aria-label={t('multiRace.willPaysLabel')}
          data-testid="multi-race-will-pays"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('multiRace.willPays')}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
              gap: 0.5,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
            }}
          >
            {pool.willPays.map((willPay) => (
              <Box
                key={willPay.horseNo}
                sx={{ display: 'flex', gap: 1 }}
                data-testid="multi-race-will-pay"
              >
                <dt>{willPay.horseNo}</dt>
                <dd>{willPay.dividend > 0 ? formatDividend(willPay.dividend) : '-'}</dd>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
