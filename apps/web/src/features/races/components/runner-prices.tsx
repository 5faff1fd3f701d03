import { MARKET_TYPES, type MarketType, type Participant } from '@furlong/contract';
import { findBackableOffer, formatPrice, type PricePick } from '../runner-price';
import { runnerClass } from './runner-list-style';
import { useT } from '../../../i18n/use-t';
import { useFormatPrice } from '../../../lib/price-display';

/** Betting on a race card: present only where the app offers a slip. */
export interface RunnerBetting {
  isRaceOpen: boolean;
  /** Selection uids already on the slip. */
  picked: ReadonlySet<string>;
  onPick: (pick: PricePick) => void;
}

interface RunnerPricesProps {
  runner: Participant;
  betting?: RunnerBetting;
}

/** WIN, PLACE, SHP and THP prices; the ones open for betting are buttons that add to the slip. */
export function RunnerPrices({ runner, betting }: RunnerPricesProps) {
  const { t } = useT();
  const formatShown = useFormatPrice();
  return (
    <div className={runnerClass.prices}>
      {MARKET_TYPES.map((market) => (
        <div key={market}>
          <span className={runnerClass.market}>
            <abbr title={t(`market.${market}`)}>{market}</abbr>
          </span>
          <PriceCell runner={runner} market={market} betting={betting} formatShown={formatShown} />
        </div>
      ))}
    </div>
  );
}

function PriceCell({
  runner,
  market,
  betting,
  formatShown,
}: RunnerPricesProps & { market: MarketType; formatShown: (price: number) => string }) {
  const { t } = useT();
  const text = formatPrice(runner, market, formatShown);
  const testId = market === 'WIN' ? 'win-price' : undefined;
  const offer = betting && findBackableOffer(runner, market, betting.isRaceOpen);
  // One runner or one market suspended while the race stays open.
  const isSuspended =
    betting?.isRaceOpen === true &&
    runner.isRunner &&
    runner.odds.some((odds) => odds.market === market && odds.status === 'SUSPENDED');
  if (isSuspended) {
    return (
      <span className={runnerClass.suspended} data-testid={testId}>
        <span aria-hidden="true">SUSP</span>
        <span className={runnerClass.hidden}>
          {t('runner.suspended', { market, number: runner.horseNumber, name: runner.name })}
        </span>
      </span>
    );
  }
  if (!betting || !offer) {
    return (
      <p className={runnerClass.price} data-testid={testId}>
        {text}
      </p>
    );
  }
  const isPicked = betting.picked.has(offer.selection);
  return (
    <button
      type="button"
      className={runnerClass.price}
      aria-pressed={isPicked}
      aria-label={t('runner.priceButton', {
        market,
        price: text,
        number: runner.horseNumber,
        name: runner.name,
      })}
      data-testid={testId}
      onClick={() =>
        betting.onPick({ runner, market, selection: offer.selection, price: offer.price })
      }
    >
      {text}
    </button>
  );
}
