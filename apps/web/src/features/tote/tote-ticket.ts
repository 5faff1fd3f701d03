import {
  BET_MESSAGES,
  combinationKey,
  MAX_SLIP_TOTAL_RUPEES,
  MIN_SLIP_TOTAL_RUPEES,
  PAISE_PER_RUPEE,
  POOL_SHAPES,
  ticketCombinations,
  TOTE_MESSAGES,
  toteTicketCost,
  type RacePool,
  type ToteTicketCost,
  type ToteTicketRequest,
  type TotePool,
} from '@furlong/contract';

/**
 * How the player names horses: one horse per position (straight), several horses in a position
 * (banker: every combination of the lists, less those naming a horse twice), or one list whose
 * every order over the pool's positions is covered (box).
 */
export const TICKET_MODES = ['STRAIGHT', 'BANKER', 'BOX'] as const;
export type TicketMode = (typeof TICKET_MODES)[number];

export interface TicketDraft {
  pool: TotePool;
  mode: TicketMode;
  /** One list of horse numbers per position; a box uses the first list only. */
  picks: number[][];
  units: number;
}

export function emptyDraft(pool: TotePool, mode: TicketMode = 'STRAIGHT'): TicketDraft {
  return { pool, mode, picks: emptyPicks(pool), units: 1 };
}

function emptyPicks(pool: TotePool): number[][] {
  return Array.from({ length: POOL_SHAPES[pool].positions }, () => []);
}

/** A box is for a pool of two or three positions; Win, Place, SHP and THP have one. */
export function modesOf(pool: TotePool): readonly TicketMode[] {
  return POOL_SHAPES[pool].positions === 1 ? ['STRAIGHT', 'BANKER'] : TICKET_MODES;
}

/** The columns the player picks in: one per position, or the box's one list. */
export function columnsOf(draft: Pick<TicketDraft, 'pool' | 'mode'>): number {
  return draft.mode === 'BOX' ? 1 : POOL_SHAPES[draft.pool].positions;
}

/**
 * A tap on a horse in a column. Straight: the horse becomes the position's one pick, and leaves
 * any other position it held (a combination never names a horse twice). Banker and box: the
 * horse joins or leaves the column's list.
 */
export function toggleHorse(draft: TicketDraft, column: number, horse: number): TicketDraft {
  const current = draft.picks[column] ?? [];
  const isPicked = current.includes(horse);
  const picks = draft.picks.map((list, index) => {
    if (index === column) {
      if (isPicked) return list.filter((picked) => picked !== horse);
      return draft.mode === 'STRAIGHT' ? [horse] : [...list, horse].sort((a, b) => a - b);
    }
    return draft.mode === 'STRAIGHT' && !isPicked
      ? list.filter((picked) => picked !== horse)
      : list;
  });
  return { ...draft, picks };
}

export function changePool(draft: TicketDraft, pool: TotePool): TicketDraft {
  const mode = modesOf(pool).includes(draft.mode) ? draft.mode : 'STRAIGHT';
  return { ...emptyDraft(pool, mode), units: draft.units };
}

export function changeMode(draft: TicketDraft, mode: TicketMode): TicketDraft {
  // The horses already picked stay where they can: a box keeps every horse picked anywhere.
  if (mode === 'BOX') {
    const horses = [...new Set(draft.picks.flat())].sort((a, b) => a - b);
    return { ...draft, mode, picks: [horses, ...emptyPicks(draft.pool).slice(1)] };
  }
  const picks = draft.mode === 'BOX' ? emptyPicks(draft.pool) : draft.picks;
  return {
    ...draft,
    mode,
    picks: mode === 'STRAIGHT' ? picks.map((list) => list.slice(0, 1)) : picks,
  };
}

/** The request body the contract describes, for the draft as it stands. */
export function toTicketRequest(sportFixture: string, draft: TicketDraft): ToteTicketRequest {
  const isBox = draft.mode === 'BOX';
  return {
    sportFixture,
    pool: draft.pool,
    selections: isBox ? [draft.picks[0] ?? []] : draft.picks.slice(0, columnsOf(draft)),
    box: isBox,
    units: draft.units,
  };
}

/** Every combination the draft covers (none while a position is still empty). */
export function draftCombinations(draft: TicketDraft): number[][] {
  const lists = draft.picks.slice(0, columnsOf(draft));
  if (lists.some((list) => list.length === 0)) return [];
  return ticketCombinations(draft.pool, lists, draft.mode === 'BOX');
}

/** What the draft costs at the GST rate in force (basis points). */
export function draftCost(draft: TicketDraft, gstRateBp: number): ToteTicketCost {
  return toteTicketCost(draftCombinations(draft).length, draft.units, gstRateBp);
}

/**
 * What stops the draft from being bought, in the contract's own words (the server says the
 * same): an empty position, a box too small, no combination, a total outside ₹100-10,000.
 */
export function findTicketProblem(draft: TicketDraft, gstRateBp: number): string | null {
  const columns = draft.picks.slice(0, columnsOf(draft));
  if (draft.mode === 'BOX') {
    if ((columns[0]?.length ?? 0) < POOL_SHAPES[draft.pool].positions) {
      return TOTE_MESSAGES.boxTooSmall;
    }
  } else if (columns.some((list) => list.length === 0)) {
    return TOTE_MESSAGES.pickHorses;
  }
  const cost = draftCost(draft, gstRateBp);
  if (cost.combinations === 0) return TOTE_MESSAGES.noCombination;
  if (!Number.isInteger(draft.units) || draft.units < 1) return BET_MESSAGES.invalidAmount;
  const total = cost.totalPaise / PAISE_PER_RUPEE;
  if (total < MIN_SLIP_TOTAL_RUPEES || total > MAX_SLIP_TOTAL_RUPEES) {
    return BET_MESSAGES.totalOutOfRange;
  }
  return null;
}

/** The lowest and highest approximate among the covered combinations that have one. */
export interface ApproximateRange {
  low: number;
  high: number;
}

/**
 * The approximate dividend (rupees per ₹10 unit) of the combinations being built, from the pool's
 * published approximates; undefined when none of them has one yet.
 */
export function draftApproximate(
  draft: TicketDraft,
  pool: RacePool | undefined,
): ApproximateRange | undefined {
  if (!pool) return undefined;
  const byKey = new Map(pool.approximates.map((a) => [combinationKey(a.combination), a.dividend]));
  const dividends = draftCombinations(draft)
    .map((combination) => byKey.get(combinationKey(combination)))
    .filter((dividend): dividend is number => dividend !== undefined);
  if (dividends.length === 0) return undefined;
  return { low: Math.min(...dividends), high: Math.max(...dividends) };
}
