import {
  BET_MESSAGES,
  MULTI_RACE_MAX_TICKET_PAISE,
  MULTI_RACE_MESSAGES,
  MULTI_RACE_MIN_TICKET_PAISE,
  multiRaceLines,
  toteTicketCost,
  type MultiRaceTicketRequest,
  type ToteTicketCost,
} from '@furlong/contract';

/**
 * A multi-race ticket being built (Treble, Mini Jackpot, Jackpot): one list of horses per leg,
 * units of ₹10 on every line. A line is one horse per leg, so the lines are the product of the
 * lists' lengths.
 */
export interface MultiRaceDraft {
  /** The pool's uid (a day may run a first and a second Jackpot). */
  pool: string;
  /** One sorted list of horse numbers per leg, in leg order. */
  picks: number[][];
  units: number;
}

export function emptyMultiRaceDraft(pool: string, legCount: number, units = 1): MultiRaceDraft {
  return { pool, picks: Array.from({ length: legCount }, () => []), units };
}

/** A tap on a horse in a leg: it joins the leg's list, or leaves it. */
export function toggleLegHorse(draft: MultiRaceDraft, leg: number, horse: number): MultiRaceDraft {
  const picks = draft.picks.map((list, index) => {
    if (index !== leg) return list;
    return list.includes(horse)
      ? list.filter((picked) => picked !== horse)
      : [...list, horse].sort((a, b) => a - b);
  });
  return { ...draft, picks };
}

/** Every runner of a leg at once ("All"), or none when all are already picked. */
export function toggleWholeLeg(
  draft: MultiRaceDraft,
  leg: number,
  runners: readonly number[],
): MultiRaceDraft {
  const current = draft.picks[leg] ?? [];
  const hasAll = runners.length > 0 && runners.every((horse) => current.includes(horse));
  const picks = draft.picks.map((list, index) =>
    index === leg ? (hasAll ? [] : [...runners].sort((a, b) => a - b)) : list,
  );
  return { ...draft, picks };
}

/**
 * What the draft costs at the GST rate in force (basis points): ₹10 a line a unit + GST; the
 * lines are the product of the horses picked in each leg (the contract's `multiRaceLines`).
 */
export function multiRaceCost(draft: MultiRaceDraft, gstRateBp: number): ToteTicketCost {
  return toteTicketCost(multiRaceLines(draft.picks), draft.units, gstRateBp);
}

/**
 * What stops the draft from being bought, in the contract's words (the server says the same):
 * a leg with no horse, units that are not a whole number, a total under ₹100 or over ₹10,000.
 */
export function findMultiRaceProblem(draft: MultiRaceDraft, gstRateBp: number): string | null {
  if (draft.picks.some((list) => list.length === 0)) return MULTI_RACE_MESSAGES.pickEveryLeg;
  if (!Number.isInteger(draft.units) || draft.units < 1) return BET_MESSAGES.invalidAmount;
  const total = multiRaceCost(draft, gstRateBp).totalPaise;
  if (total < MULTI_RACE_MIN_TICKET_PAISE) return MULTI_RACE_MESSAGES.ticketTooSmall;
  if (total > MULTI_RACE_MAX_TICKET_PAISE) return MULTI_RACE_MESSAGES.ticketTooLarge;
  return null;
}

/** The request body: `{ pool, legs: [[horseNo, ...], ...], units }`. */
export function toMultiRaceRequest(draft: MultiRaceDraft): MultiRaceTicketRequest {
  return { pool: draft.pool, legs: draft.picks.map((list) => [...list]), units: draft.units };
}
