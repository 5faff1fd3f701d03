import { and, inArray, lte } from 'drizzle-orm';
import { repeatEvery, type Repeating } from '../../repeat-every';
import type { RaceDeps } from '../races/race-deps';
import { fixtures } from '../races/races.schema';
import { recordOffAndSettle } from '../settlement/race-operations';
import { findRacesToSettle, settleRace } from '../settlement/settle-race';

export interface RaceClockLog {
  warn(details: object, message: string): void;
}

export type RaceClock = Repeating;

/**
 * Always on, simulator or not: records the off of every open race at its start time (bets after
 * the off are refused by the bet path anyway; this closes the markets and refunds bets still
 * awaiting a trader), and sweeps races whose bets are not yet in line with the race. A late
 * start is a later start time, set by the operator before this.
 */
export function startRaceClock(
  deps: RaceDeps,
  options: { tickMs?: number; log: RaceClockLog },
): RaceClock {
  const tickMs = options.tickMs ?? 2_000;

  const tick = async () => {
    const due = await deps.db
      .select({ id: fixtures.id, startAt: fixtures.startAt })
      .from(fixtures)
      .where(
        and(
          inArray(fixtures.status, ['NEW', 'PUBLISHED']),
          lte(fixtures.startAt, deps.clock.now()),
        ),
      );
    for (const race of due) {
      await recordOffAndSettle(deps, race.id, race.startAt).catch((error: unknown) =>
        options.log.warn(
          { err: error, fixtureId: race.id },
          'race clock could not suspend a race at the off',
        ),
      );
    }
    for (const fixtureId of await findRacesToSettle(deps.db)) {
      await settleRace(deps, fixtureId).catch((error: unknown) =>
        options.log.warn({ err: error, fixtureId }, 'race clock could not settle a race'),
      );
    }
  };

  return repeatEvery(tickMs, tick, (error) =>
    options.log.warn({ err: error }, 'race clock tick failed'),
  );
}
