import type { MarketType } from '@furlong/contract';

/** What a price button hands to the slip: one selection at the price the player saw. */
export interface SlipPick {
  venue: string;
  /** The venue as players read it, for a slip that holds races of several meetings. */
  venueName: string;
  /** The India day of the race: the slip links each line back to its race page. */
  raceDay: string;
  raceNumber: number;
  market: MarketType;
  horseNo: number;
  horse: string;
  /** The "to 1" price. */
  odds: number;
  sportFixture: string;
  selection: string;
}

/** The Place half of an each-way line: the same runner's Place selection at its own price. */
export interface PlacePart {
  selection: string;
  odds: number;
  oddsChanged: boolean;
  isAvailable: boolean;
}

export interface SlipLine extends SlipPick {
  /** The amount as typed: digits only, at most five. Each-way: the stake of each part. */
  amount: string;
  /** The price moved since the player picked it; they must confirm the new one. */
  oddsChanged: boolean;
  /** False once the race is off, the runner is scratched or the selection stops taking bets. */
  isAvailable: boolean;
  /** Each-way: a Win line and this Place line at the same stake; null for a plain line. */
  eachWay: PlacePart | null;
}

/**
 * The current offer of each selection: its price while it takes bets, null once it does not.
 * Selections missing from the map are left as they are.
 */
export type SlipOffers = ReadonlyMap<string, number | null>;

/** A line is placed only while its selection (and, each-way, its Place part) takes bets. */
export const isPlaceable = (line: SlipLine): boolean =>
  line.isAvailable && (line.eachWay === null || line.eachWay.isAvailable);

/** What the slip needs to know of a line's race, from the race data the app holds. */
export interface SlipRace {
  isOpen: boolean;
  /** Runners still in the race: they set the place terms. */
  starters: number;
  /** Each runner's open Place offer, by horse number: the Place part of an each-way line. */
  placeOffers: ReadonlyMap<number, { selection: string; odds: number }>;
  /**
   * Best of price and tote (decision 066): on for the race, and today is its day: a WIN bet
   * struck now is paid at the better of its price and the Win dividend.
   */
  bestOfTote?: boolean;
}
