import {
  MULTI_RACE_SHAPES,
  type MultiRacePoolSettings,
  type MultiRacePoolSettingsRead,
  type MultiRacePoolType,
  type OperatorRaceSummary,
} from '@furlong/contract';

/** The pools as the console names them. */
export const MULTI_RACE_POOL_NAMES: Record<MultiRacePoolType, string> = {
  TREBLE: 'Treble',
  MINI_JACKPOT: 'Mini Jackpot',
  JACKPOT: 'Jackpot',
};

/** One pool of the day as the form holds it (commission as typed, in percent). */
export interface MultiRaceRow {
  uid?: string;
  pool: MultiRacePoolType;
  sequence: number;
  venue: string;
  legs: string[];
  commissionPercent: string;
  sold: boolean;
}

export const COMMISSION_PROBLEM = 'Enter a commission from 0 to 50%.';

export function toRows(read: MultiRacePoolSettingsRead): MultiRaceRow[] {
  return read.pools.map((pool) => ({
    uid: pool.uid,
    pool: pool.pool,
    sequence: pool.sequence,
    venue: pool.venue,
    legs: pool.legs,
    commissionPercent: String(Math.round(pool.commissionRate * 10_000) / 100),
    sold: pool.sold,
  }));
}

/** A venue's races of the day in race order. */
export function venueRaces(races: readonly OperatorRaceSummary[], venue: string) {
  return races.filter((race) => race.venue === venue).sort((a, b) => a.raceNumber - b.raceNumber);
}

/**
 * The legs of a new pool: the pool's number of consecutive races of the venue from the first leg
 * chosen, or null when the venue has too few races after it.
 */
export function legsFrom(
  races: readonly OperatorRaceSummary[],
  venue: string,
  pool: MultiRacePoolType,
  firstLeg: string,
): string[] | null {
  const ordered = venueRaces(races, venue);
  const start = ordered.findIndex((race) => race.uid === firstLeg);
  const count = MULTI_RACE_SHAPES[pool].legs;
  if (start < 0 || start + count > ordered.length) return null;
  return ordered.slice(start, start + count).map((race) => race.uid);
}

/** The next free sequence of a pool at a venue: a second Jackpot is Jackpot 2. */
export function nextSequence(
  rows: readonly MultiRaceRow[],
  venue: string,
  pool: MultiRacePoolType,
) {
  const taken = rows.filter((row) => row.venue === venue && row.pool === pool);
  return Math.max(0, ...taken.map((row) => row.sequence)) + 1;
}

/** The PUT body for the rows, or the row whose commission is not a percentage from 0 to 50. */
export function toSettings(
  rows: readonly MultiRaceRow[],
): { settings: MultiRacePoolSettings } | { problem: number } {
  const pools: MultiRacePoolSettings['pools'] = [];
  for (const [index, row] of rows.entries()) {
    const percent = Number(row.commissionPercent.trim());
    if (
      row.commissionPercent.trim() === '' ||
      !Number.isFinite(percent) ||
      percent < 0 ||
      percent > 50
    ) {
      return { problem: index };
    }
    pools.push({
      ...(row.uid !== undefined && { uid: row.uid }),
      pool: row.pool,
      sequence: row.sequence,
      legs: row.legs,
      commissionRate: Math.round(percent * 100) / 10_000,
    });
  }
  return { settings: { pools } };
}
