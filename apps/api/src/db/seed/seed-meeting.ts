import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { createRace } from '../../modules/races/create-race';
import type { RaceDeps } from '../../modules/races/race-deps';
import { addDemoMultiRacePools } from '../../modules/tote/set-multi-race-pools';
import { scratchRunner } from '../../modules/race-control/scratch-runner';
import { advanceRace, isBehind, statusDueAt } from '../../modules/simulator/race-lifecycle';
import { buildRaceCards } from './build-race-card';
import type { MeetingPlan } from './meeting-calendar';
import { createSeededRandom } from './seeded-random';

const SCRATCH_BEFORE_OFF_MS = 50 * 60_000;

/**
 * Writes a meeting's races through the race verbs and brings each one to where the
 * simulator would have left it by `now`: resulted and paid in the past, open soon, new later.
 */
export async function seedMeeting(deps: RaceDeps, plan: MeetingPlan, now: Date): Promise<number> {
  const random = createSeededRandom(`results:${plan.day}:${plan.venueCode}`);
  const nextRandom = () => random.next();
  const cards = buildRaceCards(plan);
  const ids: string[] = [];
  for (const card of cards) ids.push((await createRace(deps, card)).id);
  // The day's Treble, Mini Jackpot and Jackpot over the last races, before any is run.
  await addDemoMultiRacePools(deps.db, plan.day, plan.venueCode, ids, now);
  for (const [index, card] of cards.entries()) {
    const id = ids[index] as string;
    const due = statusDueAt(card.startAt, now);
    // Finished races sometimes lost a runner before the off, as real cards do.
    if (isBehind('PUBLISHED', due) && card.runners.length > 6 && random.chance(0.12)) {
      const scratchedAt = new Date(card.startAt.getTime() - SCRATCH_BEFORE_OFF_MS);
      await scratchRunner(
        { ...deps, clock: { now: () => scratchedAt } },
        id,
        random.int(1, card.runners.length),
      );
    }
    await advanceRace(deps, { id, status: 'NEW', startAt: card.startAt }, due, nextRandom);
    // Embedded PGlite answers in microtasks: without a pause, seeding a week while the
    // server listens would starve every request until it is done.
    await yieldToEventLoop();
  }
  return plan.startTimes.length;
}
