import type { MarketType } from '@furlong/contract';

/** What a price button hands to the slip: one selection at the price the player saw. */
export interface SlipPick {
  venue: string;
  raceNumber: number;
  market: MarketType;
  horseNo: number;
  horse: string;
  /** The "to 1" price. */
  odds: number;
  sportFixture: string;
  selection: string;
}

export interface SlipLine extends SlipPick {
  /** The amount as typed: digits only, at most five. */
  amount: string;
  /** The price moved since the player picked it; they must confirm the new one. */
  oddsChanged: boolean;
  /** False once the runner is scratched or the selection stops taking bets. */
  isAvailable: boolean;
}

/**
 * The current offer of each selection: its price while it takes bets, null once it does not.
 * Selections missing from the map are left as they are.
 */
export type SlipOffers = ReadonlyMap<string, number | null>;
