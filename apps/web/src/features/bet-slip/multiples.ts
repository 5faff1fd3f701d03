import {
  betsInMultiple,
  MAX_MULTIPLE_LEGS,
  MIN_MULTIPLE_LEGS,
  MIN_SLIP_TOTAL_RUPEES,
  MAX_SLIP_TOTAL_RUPEES,
  multipleLegSets,
  type MultipleKind,
} from '@furlong/contract';
import { isPlaceable, type SlipLine } from './slip-line';

/** What the slip can combine into multiples, and the lines it cannot, with the reason. */
export interface MultipleLegs {
  legs: SlipLine[];
  /** Lines that share a race with another line: a multiple takes one leg per race. */
  sameRace: SlipLine[];
  /** More legs than a multiple takes. */
  isTooMany: boolean;
  /** Two or more legs in different races, at most six: multiples are offered. */
  isOffered: boolean;
}

/**
 * The legs of the slip's multiples: one placeable Win or Place line per race (the contract's
 * leg markets). Two lines in one race cannot both be legs (issue 26), so that race is left out.
 */
export function findMultipleLegs(lines: SlipLine[]): MultipleLegs {
  const candidates = lines.filter(
    (line) => isPlaceable(line) && (line.market === 'WIN' || line.market === 'PLACE'),
  );
  const perRace = new Map<string, number>();
  for (const line of candidates) {
    perRace.set(line.sportFixture, (perRace.get(line.sportFixture) ?? 0) + 1);
  }
  const legs = candidates.filter((line) => perRace.get(line.sportFixture) === 1);
  const sameRace = candidates.filter((line) => (perRace.get(line.sportFixture) ?? 0) > 1);
  const isTooMany = legs.length > MAX_MULTIPLE_LEGS;
  return { legs, sameRace, isTooMany, isOffered: legs.length >= MIN_MULTIPLE_LEGS && !isTooMany };
}

/** A leg's prices in hundredths: Win (or the line's own market) and, each-way, Place. */
export interface LegPrices {
  winHundredths: number;
  placeHundredths?: number;
}

export interface MultipleFigures {
  bets: number;
  ticketPaise: number;
  faceValuePaise: number;
  /** If every leg wins (and places, each-way): each bet's return, capped, added up. */
  potentialPayoutPaise: number;
  /** The ticket lies within the slip's range (spec section 9). */
  isTicketInRange: boolean;
}

/**
 * One bet's return if all its legs win: face value x product of (1 + odds), face value being
 * the stake / (1 + GST) as for singles; exact in integers and floored once, then capped.
 */
export function betReturnPaise(
  unitPaise: number,
  legHundredths: number[],
  gstRateBp: number,
  capPaise: number,
): number {
  const numerator = legHundredths.reduce(
    (product, hundredths) => product * (100n + BigInt(hundredths)),
    BigInt(unitPaise) * 10_000n,
  );
  const denominator = (10_000n + BigInt(gstRateBp)) * 100n ** BigInt(legHundredths.length);
  const payout = numerator / denominator;
  return Number(payout < BigInt(capPaise) ? payout : BigInt(capPaise));
}

/**
 * A multiple's ticket and potential payout: unit stake x bets (x 2 each-way), and each bet's
 * return at the legs' Win prices (and each-way, the Place part's at their Place prices).
 */
export function figureMultiple(
  kind: MultipleKind,
  isEachWay: boolean,
  unitRupees: number,
  legs: LegPrices[],
  gstRateBp: number,
  capPaise: number,
): MultipleFigures {
  const bets = betsInMultiple(kind, legs.length, isEachWay);
  const unitPaise = unitRupees * 100;
  const ticketPaise = unitPaise * bets;
  const facePerBet = Number((BigInt(unitPaise) * 10_000n) / (10_000n + BigInt(gstRateBp)));
  const sets = multipleLegSets(kind, legs.length);
  const partReturn = (priceOf: (leg: LegPrices) => number) =>
    sets.reduce(
      (sum, set) =>
        sum +
        betReturnPaise(
          unitPaise,
          set.map((index) => priceOf(legs[index] as LegPrices)),
          gstRateBp,
          capPaise,
        ),
      0,
    );
  const winReturn = unitPaise > 0 ? partReturn((leg) => leg.winHundredths) : 0;
  const placeReturn =
    isEachWay && unitPaise > 0 ? partReturn((leg) => leg.placeHundredths ?? 0) : 0;
  return {
    bets,
    ticketPaise,
    faceValuePaise: facePerBet * bets,
    potentialPayoutPaise: winReturn + placeReturn,
    isTicketInRange:
      ticketPaise >= MIN_SLIP_TOTAL_RUPEES * 100 && ticketPaise <= MAX_SLIP_TOTAL_RUPEES * 100,
  };
}

/**
 * What a multiple pays at most, in rupees: the server's default `MULTIPLE_MAX_PAYOUT_RUPEES`,
 * stated on the slip (issue 26). The server caps what it pays; the slip's estimate is capped
 * the same way so it never promises more.
 */
export const MULTIPLE_PAYOUT_CAP_RUPEES = 500_000;
