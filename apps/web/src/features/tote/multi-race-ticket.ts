import {
  BET_MESSAGES,
  MAX_SLIP_TOTAL_RUPEES,
  MIN_SLIP_TOTAL_RUPEES,
  PAISE_PER_RUPEE,
  TOTE_MESSAGES,
  toteTicketCost,
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

/** Lines = the product of the horses picked in each leg (0 while a leg is empty). */
export function multiRaceLines(picks: readonly (readonly number[])[]): number {
  if (picks.length === 0) return 0;
  return picks.reduce((lines, list) => lines * list.length, 1);
}

/** What the draft costs at the GST rate in force (basis points): ₹10 a line a unit + GST. */
export function multiRaceCost(draft: MultiRaceDraft, gstRateBp: number): ToteTicketCost {
  return toteTicketCost(multiRaceLines(draft.picks), draft.units, gstRateBp);
}

/**
 * What stops the draft from being bought, in the contract's words (the server says the same):
 * a leg with no horse, units that are not a whole number, a total outside ₹100-10,000.
 */
export function findMultiRaceProblem(draft: MultiRaceDraft, gstRateBp: number): string | null {
  if (draft.picks.some((list) => list.length === 0)) return TOTE_MESSAGES.pickHorses;
  if (!Number.isInteger(draft.units) || draft.units < 1) return BET_MESSAGES.invalidAmount;
  const total = multiRaceCost(draft, gstRateBp).totalPaise / PAISE_PER_RUPEE;
  if (total < MIN_SLIP_TOTAL_RUPEES || total > MAX_SLIP_TOTAL_RUPEES) {
    return BET_MESSAGES.totalOutOfRange;
  }
  return null;
}

/** The request body: `{ pool, legs: [[horseNo, ...], ...], units }`. */
export function toMultiRaceRequest(draft: MultiRaceDraft) {
  return { pool: draft.pool, legs: draft.picks.map((list) => [...list]), units: draft.units };
}
