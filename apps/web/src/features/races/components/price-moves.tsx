import type { Participant, PricePoint } from '@furlong/contract';
import { Suspense, useState } from 'react';
import { lazy } from '../../../lib/lazy';
import { PriceSparkline } from './price-sparkline';
import { runnerClass } from './runner-list-style';
import { useT } from '../../../i18n/use-t';

const PriceHistoryDialog = lazy(() => import('./price-history-dialog'));

/** A price and when it was set; `at` is null for the card's price not yet in the history. */
export interface PriceMove {
  price: number;
  at: string | null;
}

/**
 * The WIN prices a runner has had, oldest first, ending at the card's price: the history can be
 * a few seconds behind the card (it is cached briefly), and the card is what a bet is struck at.
 */
export function winPriceMoves(runner: Participant, history: readonly PricePoint[]): PriceMove[] {
  const moves: PriceMove[] = history.map((point) => ({ price: point.price, at: point.at }));
  const now = runner.odds.find((odds) => odds.market === 'WIN')?.price;
  if (now !== undefined && moves.at(-1)?.price !== now) moves.push({ price: now, at: null });
  return moves;
}

/** "Opened 5.00 · now 3.50" with a sparkline; pressed, every move with its time, full width. */
export function PriceMoves({
  runner,
  history,
}: {
  runner: Participant;
  history: readonly PricePoint[];
}) {
  const { t } = useT();
  const [isOpen, setOpen] = useState(false);
  if (!runner.isRunner) return null;
  const moves = winPriceMoves(runner, history);
  const prices = moves.map((move) => move.price);
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
      <button
        type="button"
        className={runnerClass.movesButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="open-price-history"
      >
        <PriceSparkline prices={prices} />
        <span className={runnerClass.detail}>
          {t('runner.winOpenedNow', { opening: opening.toFixed(2), now: now.toFixed(2) })}
          <span className={runnerClass.hidden}>{` (${trend}). ${t('priceHistory.open')}`}</span>
        </span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <PriceHistoryDialog
            runnerName={`${runner.horseNumber}. ${runner.name}`}
            moves={moves}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
