import type { Participant, PricePoint } from '@furlong/contract';
import { PriceSparkline } from './price-sparkline';
import { runnerClass } from './runner-list-style';
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
      <div className={runnerClass.moves} data-testid="price-moves">
        <p className={runnerClass.detail}>
          {t('runner.winSinceOpening', { price: now.toFixed(2) })}
        </p>
      </div>
    );
  }
  const trend =
    now < opening
      ? t('runner.shortened')
      : now > opening
        ? t('runner.drifted')
        : t('runner.backWhereOpened');
  return (
    <div className={runnerClass.moves} data-testid="price-moves">
      <PriceSparkline prices={prices} />
      <p className={runnerClass.detail}>
        {t('runner.winOpenedNow', { opening: opening.toFixed(2), now: now.toFixed(2) })}
        <span className={runnerClass.hidden}>{` (${trend})`}</span>
      </p>
    </div>
  );
}
