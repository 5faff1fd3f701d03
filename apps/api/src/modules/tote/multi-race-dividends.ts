import { TOTE_UNIT_PAISE } from '@furlong/contract';

/**
 * The arithmetic of multi-race pools (issue 28, decision 065, docs/rules.md "Multi-race
 * pools"): a Treble, Mini Jackpot or Jackpot line names one horse per leg and wins when every
 * leg is won. Pure: tickets arrive as their selections per leg, so a ticket of many lines is
 * counted as a product, never enumerated. Money is worked in BigInt paise and answered as safe
 * integers, as the single-race engine (pool-dividends.ts).
 *
 * - A scratched selection stands for the leg's favourite (the substitute); the ticket keeps its
 *   lines, so a ticket that named the favourite too has two lines on it.
 * - A void leg counts every selection in it as a winner.
 * - A dead heat makes each dead-heated horse a winner of the leg.
 * - Dividend per ₹10 line = net ÷ winning lines (units), rounded down to 10 paise, raised to the
 *   minimum dividend (the house pays the top-up); no winning line: the net is carried forward.
 */

export interface MultiRaceTicketBook {
  id: string;
  /** Horse numbers per leg, as bought. */
  legs: readonly (readonly number[])[];
  /** ₹10 units on every line. */
  units: number;
}

export interface MultiRaceLegFacts {
  /** The race was declared void (or abandoned): every selection wins the leg. */
  voided: boolean;
  /** Horses placed first (two or more on a dead heat); empty while the race is not resulted. */
  winners: readonly number[];
  /** Horses scratched from the race. */
  scratched: readonly number[];
  /** The leg's favourite at the off, who stands in for scratched selections. */
  favourite: number | null;
}

export interface MultiRaceBook {
  /** e.g. 2500 for 25%. */
  commissionBp: number;
  carryInPaise: number;
  /** Per ₹10 line; raised to a whole 10 paise if it is not one. */
  minDividendPaise: number;
  tickets: readonly MultiRaceTicketBook[];
}

export interface MultiRaceOutcome {
  status: 'FINAL' | 'CARRIED';
  /** Every line's units x ₹10. */
  grossPaise: number;
  commissionPaise: number;
  /** gross - commission + carry-in: what the winning lines share. */
  netPaise: number;
  /** Winning lines x units, over every ticket. */
  winningUnits: number;
  /** Per ₹10 line, a whole 10 paise; 0 when no line won. */
  dividendPaise: number;
  /** Dividends on each winning ticket (dividend x its winning units). */
  winnings: { ticketId: string; winningUnits: number; totalWinPaise: number }[];
  payoutPaise: number;
  breakagePaise: number;
  minusPoolTopUpPaise: number;
  carryOutPaise: number;
}

// payout + commission + breakage + carryOut = gross + carryIn + minusPoolTopUp, always.

const UNIT_PAISE = BigInt(TOTE_UNIT_PAISE);
const DIVIDEND_STEP = 10n;

/** Lines a ticket covers: the product of the horses named in each leg. */
export function linesOf(legs: readonly (readonly number[])[]): number {
  return legs.reduce((lines, leg) => lines * leg.length, legs.length === 0 ? 0 : 1);
}

/** The horse a selection runs as: itself, or the leg's favourite when it was scratched. */
export function effectiveSelection(horse: number, leg: MultiRaceLegFacts): number {
  return leg.scratched.includes(horse) && leg.favourite !== null ? leg.favourite : horse;
}

/** Scratched selections of a leg and the favourite who stands in for each. */
export function substitutesOf(
  selections: readonly number[],
  leg: MultiRaceLegFacts,
): { scratched: number; substitute: number }[] {
  return selections
    .filter((horse) => leg.scratched.includes(horse) && leg.favourite !== null)
    .map((horse) => ({ scratched: horse, substitute: leg.favourite as number }));
}

/** How many of a leg's selections win it (a void leg: all); null while the leg is undecided. */
export function selectionsWinning(
  selections: readonly number[],
  leg: MultiRaceLegFacts,
): number | null {
  if (leg.voided) return selections.length;
  if (leg.winners.length === 0) return null;
  const winners = new Set(leg.winners);
  return selections.filter((horse) => winners.has(effectiveSelection(horse, leg))).length;
}

/** A ticket's winning lines once every leg is decided (0 if one is lost). */
export function winningLines(
  legs: readonly (readonly number[])[],
  facts: readonly MultiRaceLegFacts[],
): number {
  let lines = 1;
  legs.forEach((selections, index) => {
    const leg = facts[index];
    lines *= leg ? (selectionsWinning(selections, leg) ?? 0) : 0;
  });
  return lines;
}

/** Legs won so far, and whether every decided leg was won (the ticket can still win). */
export function ticketProgress(
  legs: readonly (readonly number[])[],
  facts: readonly MultiRaceLegFacts[],
): { legsWon: number; alive: boolean; won: (boolean | null)[] } {
  const won = legs.map((selections, index) => {
    const leg = facts[index];
    const count = leg ? selectionsWinning(selections, leg) : null;
    return count === null ? null : count > 0;
  });
  return {
    legsWon: won.filter((value) => value === true).length,
    alive: !won.includes(false),
    won,
  };
}

/** Works out the pool once every leg is decided (each has winners or is void). */
export function settleMultiRace(
  book: MultiRaceBook,
  facts: readonly MultiRaceLegFacts[],
): MultiRaceOutcome {
  checkBook(book);
  if (facts.some((leg) => !leg.voided && leg.winners.length === 0))
    throw new RangeError('every leg must be decided before the pool is worked out');
  let gross = 0n;
  let winningUnits = 0n;
  const held: { ticketId: string; units: bigint }[] = [];
  for (const ticket of book.tickets) {
    if (ticket.legs.length !== facts.length)
      throw new RangeError(
        `ticket ${ticket.id} names ${ticket.legs.length} legs, not ${facts.length}`,
      );
    if (!Number.isSafeInteger(ticket.units) || ticket.units <= 0)
      throw new RangeError(`ticket ${ticket.id}: units must be a positive whole number`);
    const units = BigInt(ticket.units);
    gross += BigInt(linesOf(ticket.legs)) * units * UNIT_PAISE;
    const lines = BigInt(winningLines(ticket.legs, facts)) * units;
    if (lines > 0n) {
      winningUnits += lines;
      held.push({ ticketId: ticket.id, units: lines });
    }
  }
  const commission = (gross * BigInt(book.commissionBp)) / 10_000n;
  const net = gross - commission + BigInt(book.carryInPaise);
  if (winningUnits === 0n)
    return answer({
      status: 'CARRIED',
      gross,
      commission,
      net,
      winningUnits: 0n,
      dividend: 0n,
      winnings: [],
      payout: 0n,
      breakage: 0n,
      topUp: 0n,
      carryOut: net,
    });
  const rounded = (net / (winningUnits * DIVIDEND_STEP)) * DIVIDEND_STEP;
  const minimum = minimumDividend(book);
  const dividend = rounded < minimum ? minimum : rounded;
  return answer({
    status: 'FINAL',
    gross,
    commission,
    net,
    winningUnits,
    dividend,
    winnings: held.map(({ ticketId, units }) => ({
      ticketId,
      winningUnits: toSafe(units),
      totalWinPaise: toSafe(units * dividend),
    })),
    payout: dividend * winningUnits,
    breakage: net - rounded * winningUnits,
    topUp: (dividend - rounded) * winningUnits,
    carryOut: 0n,
  });
}

/**
 * Will-pays before the last leg: for each runner of the last leg, the dividend per ₹10 line if
 * it wins, given the lines alive after the legs before it (all of which must be decided). A
 * runner no live line has pays 0 (the pool would be carried forward).
 */
export function willPays(
  book: MultiRaceBook,
  earlierLegs: readonly MultiRaceLegFacts[],
  lastLeg: { runners: readonly number[]; scratched: readonly number[]; favourite: number | null },
): { horseNo: number; dividendPaise: number }[] {
  if (earlierLegs.some((leg) => !leg.voided && leg.winners.length === 0)) return [];
  return lastLeg.runners
    .filter((horse) => !lastLeg.scratched.includes(horse))
    .map((horse) => {
      const outcome = settleMultiRace(book, [
        ...earlierLegs,
        {
          voided: false,
          winners: [horse],
          scratched: lastLeg.scratched,
          favourite: lastLeg.favourite,
        },
      ]);
      return { horseNo: horse, dividendPaise: outcome.dividendPaise };
    });
}

/**
 * The favourite of a leg: the starter with the most Win pool money at the off; with no Win pool
 * money the shortest fixed Win price; the lowest number on a tie. Null with no starter.
 */
export function favouriteOf(
  starters: readonly number[],
  winUnits: ReadonlyMap<number, number>,
  winPrices: ReadonlyMap<number, number>,
): number | null {
  const sorted = [...starters].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const money = sorted.some((horse) => (winUnits.get(horse) ?? 0) > 0);
  let best = sorted[0] as number;
  for (const horse of sorted) {
    if (money) {
      if ((winUnits.get(horse) ?? 0) > (winUnits.get(best) ?? 0)) best = horse;
    } else {
      const price = winPrices.get(horse) ?? Infinity;
      if (price < (winPrices.get(best) ?? Infinity)) best = horse;
    }
  }
  return best;
}

function minimumDividend(book: MultiRaceBook): bigint {
  const minimum = BigInt(book.minDividendPaise);
  if (minimum < 0n) throw new RangeError('minDividendPaise must not be negative');
  return ((minimum + DIVIDEND_STEP - 1n) / DIVIDEND_STEP) * DIVIDEND_STEP;
}

function checkBook(book: MultiRaceBook): void {
  if (
    !Number.isSafeInteger(book.commissionBp) ||
    book.commissionBp < 0 ||
    book.commissionBp > 10_000
  )
    throw new RangeError('commissionBp must be a whole number from 0 to 10000');
  if (!Number.isSafeInteger(book.carryInPaise) || book.carryInPaise < 0)
    throw new RangeError('carryInPaise must be a whole number of paise, not negative');
}

function toSafe(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError('a pool sum passed 2^53 paise');
  return number;
}

function answer(outcome: {
  status: MultiRaceOutcome['status'];
  gross: bigint;
  commission: bigint;
  net: bigint;
  winningUnits: bigint;
  dividend: bigint;
  winnings: MultiRaceOutcome['winnings'];
  payout: bigint;
  breakage: bigint;
  topUp: bigint;
  carryOut: bigint;
}): MultiRaceOutcome {
  return {
    status: outcome.status,
    grossPaise: toSafe(outcome.gross),
    commissionPaise: toSafe(outcome.commission),
    netPaise: toSafe(outcome.net),
    winningUnits: toSafe(outcome.winningUnits),
    dividendPaise: toSafe(outcome.dividend),
    winnings: outcome.winnings,
    payoutPaise: toSafe(outcome.payout),
    breakagePaise: toSafe(outcome.breakage),
    minusPoolTopUpPaise: toSafe(outcome.topUp),
    carryOutPaise: toSafe(outcome.carryOut),
  };
}
