import type { MarketType, Participant } from '@furlong/contract';

type PricedRunner = Pick<Participant, 'isRunner' | 'odds'>;

/** A price the player chose to back: the app layer turns it into a slip line. */
export interface PricePick {
  runner: Participant;
  market: MarketType;
  selection: string;
  price: number;
}

/**
 * A price as the card shows it: two decimals; for WIN, "SP" (starting price) while no fixed
 * price is offered yet; "-" for a market without a price and for a scratched runner, which
 * cannot be backed. `shown` turns a price into the device's display (lib/price-display.ts).
 */
export function formatPrice(
  runner: PricedRunner,
  market: MarketType,
  shown: (price: number) => string = (price) => price.toFixed(2),
): string {
  if (!runner.isRunner) return '-';
  const offer = runner.odds.find((odds) => odds.market === market);
  if (offer) return shown(offer.price);
  return market === 'WIN' ? 'SP' : '-';
}

/** The offer a player may back now: an open race, a runner still in it, an open selection. */
export function findBackableOffer(runner: PricedRunner, market: MarketType, isRaceOpen: boolean) {
  if (!isRaceOpen || !runner.isRunner) return undefined;
  return runner.odds.find((odds) => odds.market === market && odds.status === 'OPEN');
}
