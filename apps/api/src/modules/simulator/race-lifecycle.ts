import { FIXTURE_STATUSES, type FixtureStatus } from '@furlong/contract';
import { completeRace } from '../race-control/complete-race';
import { publishRace } from '../race-control/publish-race';
import type { RaceDeps } from '../races/race-deps';
import { eq } from 'drizzle-orm';
import { fixtures } from '../races/races.schema';
import {
  declareOfficialAndSettle,
  declareOfficialResultAndSettle,
  settleAndMarkPaid,
  suspendAndSettle,
} from '../race-control/race-operations';
import { pickFinish } from './pick-finish';
import { findRunnerWinPrices, type RaceOnCard } from './simulator.queries';

const MINUTE_MS = 60_000;
/** Betting opens two hours before the off; before that a race is announced (NEW) only. */
export const PUBLISH_BEFORE_OFF_MS = 120 * MINUTE_MS;
export const RESULT_AFTER_OFF_MS = 3 * MINUTE_MS;
export const PAID_AFTER_OFF_MS = 10 * MINUTE_MS;
export const COMPLETE_AFTER_OFF_MS = 30 * MINUTE_MS;

/** The contract lists the statuses in the order a race goes through them. */
const rankOf = (status: string) => FIXTURE_STATUSES.indexOf(status as FixtureStatus);

/** Where a race of the demo day should be at `now`, judged from its start time alone. */
export function statusDueAt(startAt: Date, now: Date): FixtureStatus {
  const sinceOff = now.getTime() - startAt.getTime();
  if (sinceOff >= COMPLETE_AFTER_OFF_MS) return 'COMPLETE';
  if (sinceOff >= PAID_AFTER_OFF_MS) return 'PAID';
  if (sinceOff >= RESULT_AFTER_OFF_MS) return 'RESULT';
  if (sinceOff >= 0) return 'SUSPENDED';
  return -sinceOff <= PUBLISH_BEFORE_OFF_MS ? 'PUBLISHED' : 'NEW';
}

/** Only forward: a race the operator moved ahead (suspended early, say) is left alone. */
export const isBehind = (status: string, due: FixtureStatus): boolean =>
  rankOf(status) < rankOf(due);

async function takeStep(
  deps: RaceDeps,
  race: RaceOnCard,
  due: FixtureStatus,
  random: () => number,
) {
  const status = race.status as FixtureStatus;
  switch (status) {
    case 'NEW':
      // A race already past its off is closed straight away: publishing it is refused.
      return due === 'PUBLISHED' ? publishRace(deps, race.id) : suspendAndSettle(deps, race.id);
    case 'PUBLISHED':
      return suspendAndSettle(deps, race.id);
    case 'SUSPENDED': {
      const contenders = await findRunnerWinPrices(deps.db, [race.id]);
      // The demo's results are weighed in at once; an operator's may start provisional.
      return declareOfficialResultAndSettle(deps, race.id, {
        standings: pickFinish(contenders, random),
      });
    }
    case 'RESULT': {
      const [current] = await deps.db
        .select({ resultState: fixtures.resultState, resultVoided: fixtures.resultVoided })
        .from(fixtures)
        .where(eq(fixtures.id, race.id));
      // A provisional result left standing at paying time is declared official first.
      if (current && !current.resultVoided && current.resultState !== 'OFFICIAL')
        return declareOfficialAndSettle(deps, race.id);
      return settleAndMarkPaid(deps, race.id);
    }
    case 'PAID':
      return completeRace(deps, race.id);
    case 'COMPLETE':
      throw new RangeError('A complete race has no next step');
  }
}

/** Walks a race through the verbs until it reaches `due`; returns the status it ends in. */
export async function advanceRace(
  deps: RaceDeps,
  race: RaceOnCard,
  due: FixtureStatus,
  random: () => number,
): Promise<string> {
  let current = race;
  while (isBehind(current.status, due)) {
    const changed = await takeStep(deps, current, due, random);
    current = { ...current, status: changed.status };
  }
  return current.status;
}
