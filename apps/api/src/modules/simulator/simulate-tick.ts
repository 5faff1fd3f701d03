import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { RaceDeps } from '../races/race-deps';
import { scratchAndRefund } from '../race-control/race-operations';
import { driftPrices } from './drift-prices';
import { SIMULATOR_FEED_ID, sendSimulatorMessages } from './simulator-feed';
import { keepCalendarFilled } from './keep-calendar-filled';
import { advanceRace, isBehind, PUBLISH_BEFORE_OFF_MS, statusDueAt } from './race-lifecycle';
import type { Attempt, SimulatorLog } from './simulator-log';
import {
  findOpenPublishedRaces,
  findRunnerWinPrices,
  findUnfinishedRacesBefore,
  type RunnerPrice,
} from './simulator.queries';

export interface TickOptions {
  /** Scales the per-race chances of a price move or a scratch to the tick's length. */
  tickMs: number;
  random: () => number;
  log: SimulatorLog;
  /** Keep the demo calendar filled (next days' cards, a late evening meeting). */
  seedUpcomingDays: boolean;
  /** Each open race's prices move about this often. */
  driftEveryMs: number;
  /** Each open race with a big field loses a runner about this often. */
  scratchEveryMs: number;
  /** Carried between ticks: the India day whose demo week is known to exist. */
  state: { seededDay: string | null };
}

export interface TickReport {
  advanced: number;
  drifted: number;
  scratched: number;
  failed: number;
}

/** The demo never scratches a field down below six runners. */
const SMALLEST_FIELD_TO_SCRATCH_FROM = 7;

/**
 * One pass of the race day. Every change goes through the race verbs; a race that fails
 * is logged and skipped so the others still move, and is tried again next tick.
 */
export async function simulateTick(deps: RaceDeps, options: TickOptions): Promise<TickReport> {
  const report: TickReport = { advanced: 0, drifted: 0, scratched: 0, failed: 0 };
  const attempt: Attempt = async (details, work) => {
    try {
      await work();
      return true;
    } catch (error) {
      report.failed += 1;
      options.log.warn({ ...details, err: error }, 'simulator step failed');
      return false;
    }
  };
  // The simulator's feed is alive while it runs, price moves or not (decision 080).
  await attempt({ feedId: SIMULATOR_FEED_ID }, () =>
    sendSimulatorMessages(deps, [{ type: 'heartbeat' }]),
  );
  // Races first: the off must never wait behind a calendar fill.
  report.advanced = await advanceDueRaces(deps, options, attempt);
  const stirred = await stirOpenRaces(deps, options, attempt);
  if (options.seedUpcomingDays) await keepCalendarFilled(deps, options.state, options.log, attempt);
  return { ...report, ...stirred };
}

/** The off, results, payouts: each race is brought to where its start time says it is. */
async function advanceDueRaces(deps: RaceDeps, options: TickOptions, attempt: Attempt) {
  const now = deps.clock.now();
  const horizon = new Date(now.getTime() + PUBLISH_BEFORE_OFF_MS);
  let advanced = 0;
  for (const race of await findUnfinishedRacesBefore(deps.db, horizon)) {
    const due = statusDueAt(race.startAt, now);
    if (!isBehind(race.status, due)) continue;
    const work = () => advanceRace(deps, race, due, options.random);
    if (await attempt({ fixtureId: race.id, due }, work)) advanced += 1;
    // Embedded PGlite answers in microtasks: pause so requests are served between races.
    await yieldToEventLoop();
  }
  return advanced;
}

/** Price moves and the odd scratch, on races still open before their off. */
async function stirOpenRaces(deps: RaceDeps, options: TickOptions, attempt: Attempt) {
  const openRaces = await findOpenPublishedRaces(deps.db, deps.clock.now());
  const runnersByRace = new Map<string, RunnerPrice[]>();
  const allRunners = await findRunnerWinPrices(
    deps.db,
    openRaces.map((race) => race.id),
  );
  for (const runner of allRunners) {
    runnersByRace.set(runner.fixtureId, [...(runnersByRace.get(runner.fixtureId) ?? []), runner]);
  }
  const scratchChance = options.tickMs / options.scratchEveryMs;
  const driftChance = options.tickMs / options.driftEveryMs;
  const counts = { drifted: 0, scratched: 0 };
  for (const race of openRaces) {
    const runners = runnersByRace.get(race.id) ?? [];
    if (runners.length >= SMALLEST_FIELD_TO_SCRATCH_FROM && options.random() < scratchChance) {
      const { horseNumber } = runners[Math.floor(options.random() * runners.length)] as RunnerPrice;
      const work = () => scratchAndRefund(deps, race.id, horseNumber);
      if (await attempt({ fixtureId: race.id, horseNumber }, work)) counts.scratched += 1;
    } else if (runners.length > 0 && options.random() < driftChance) {
      const work = () => driftPrices(deps, race.id, runners, options.random);
      if (await attempt({ fixtureId: race.id }, work)) counts.drifted += 1;
    }
    await yieldToEventLoop();
  }
  return counts;
}
