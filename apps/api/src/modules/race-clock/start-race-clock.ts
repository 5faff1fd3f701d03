import { and, inArray, lte } from 'drizzle-orm';
import type { RaceDeps } from '../races/race-deps';
import { fixtures } from '../races/races.schema';
import { recordOffAndSettle } from '../race-control/race-operations';
import { findRacesToSettle, settleRace } from '../settlement/settle-race';
import { suspendStaleFeeds } from '../price-feeds/suspend-stale-feeds';
import { releaseExpiredOffers } from '../race-admin/release-expired-offers';

export interface RaceClockLog {
  warn(details: object, message: string): void;
}

/** The race clock's period: the `race-clock` job runs once per period across all instances. */
export const RACE_CLOCK_EVERY_MS = 2_000;

/**
 * One tick of the race clock, always on, simulator or not: suspends the open races of a feed
 * gone stale, records the off of every open race
 * at its start time (bets after the off are refused by the bet path anyway; this closes the
 * markets and refunds bets still awaiting a trader), and sweeps races whose bets are not yet in
 * line with the race (a result whose settlement was cut short by a crash is settled here). A
 * late start is a later start time, set by the operator before this.
 * Answers how many races it suspended and settled.
 */
export async function tickRaceClock(
  deps: RaceDeps,
  options: { log: RaceClockLog; feedStaleSeconds?: number },
): Promise<{ suspended: number; settled: number }> {
  // A silent feed's races close first: their prices can no longer be trusted (decision 073).
  const staleSuspended = await suspendStaleFeeds(deps, options.feedStaleSeconds ?? 60).catch(
    (error: unknown) => {
      options.log.warn({ err: error }, 'race clock could not suspend the races of a stale feed');
      return [];
    },
  );
  // A trader's offer the player left unanswered gives the whole stake back (decision 080).
  await releaseExpiredOffers(deps).catch((error: unknown) =>
    options.log.warn({ err: error }, 'race clock could not release an expired offer'),
  );
  const due = await deps.db
    .select({ id: fixtures.id, startAt: fixtures.startAt })
    .from(fixtures)
    .where(
      and(inArray(fixtures.status, ['NEW', 'PUBLISHED']), lte(fixtures.startAt, deps.clock.now())),
    );
  let suspended = staleSuspended.length;
  let settled = 0;
  for (const race of due) {
    await recordOffAndSettle(deps, race.id, race.startAt).then(
      () => (suspended += 1),
      (error: unknown) =>
        options.log.warn(
          { err: error, fixtureId: race.id },
          'race clock could not suspend a race at the off',
        ),
    );
  }
  for (const fixtureId of await findRacesToSettle(deps.db, deps.clock.now())) {
    await settleRace(deps, fixtureId).then(
      () => (settled += 1),
      (error: unknown) =>
        options.log.warn({ err: error, fixtureId }, 'race clock could not settle a race'),
    );
  }
  return { suspended, settled };
}
