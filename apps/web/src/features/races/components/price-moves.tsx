import type { Participant, PricePoint } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import { PriceSparkline } from './price-sparkline';
import { useT } from '../../../i18n/use-t';

/**
 * The WIN prices a runner has had, oldest first, ending at the card's price: the history can be
 * a few seconds behind the card (it is cached briefly), and the card is what a bet is struck at.
 */
export function winPriceMoves(runner: Participant, history: readonly PricePoint[]): number[] {
  const prices = history.map((point) => point.price);
  const now = runner.odds.find((odds) => odds.market === 'WIN')?.price;
  if (now !== undefined && prices.at(-1) !== now) prices.push(now);
  return prices;
}

/** "Opened 5.00 · now 3.50" with a sparkline of every WIN price between. */
export function PriceMoves({
  runner,
  history,
}: {
  runner: Participant;
  history: readonly PricePoint[];
}) {
  const { t } = useT();
  if (!runner.isRunner) return null;
  const prices = winPriceMoves(runner, history);
  const opening = prices[0];
  const now = prices.at(-1);
  if (opening === undefined || now === undefined) return null;
  if (prices.length === 1) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="price-moves"
        sx={{ mt: 0.25 }}
      >
        {t('runner.winSinceOpening', { price: now.toFixed(2) })}
      </Typography>
    );
  }
  const trend =
    now < opening
      ? t('runner.shortened')
      : now > opening
        ? t('runner.drifted')
        : t('runner.backWhereOpened');
  return (
    <Box
      data-testid="price-moves"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.25 }}
    >
      <PriceSparkline prices={prices} />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {t('runner.winOpenedNow', { opening: opening.toFixed(2), now: now.toFixed(2) })}
        <Box component="span" sx={visuallyHidden}>{` (${trend})`}</Box>
      </Typography>
    </Box>
  );
}
