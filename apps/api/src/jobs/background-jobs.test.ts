import type { FundsTransfer } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../test/race-factory';
import { withdrawals } from '../modules/cashier/cashier.schema';
import {
  TEST_CALLBACK_SECRET,
  withdraw,
  withdrawingPlayer,
} from '../modules/cashier/cashier.test-kit';
import { PAYOUT_RESEND_AFTER_MS } from '../modules/cashier/resend-stale-payouts';
import { publishRace } from '../modules/race-control/publish-race';
import { fixtures } from '../modules/races/races.schema';
import { bets } from '../modules/bets/bets.schema';
import { suspendRace } from '../modules/race-control/suspend-race';
import type { RaceDeps } from '../modules/races/race-deps';
import { tickRaceClock } from '../modules/race-clock/start-race-clock';
import {
  declareOfficialAndSettle,
  declareResultAndSettle,
} from '../modules/race-control/race-operations';
import { SETTLEMENT_REQUEST_GRACE_MS, settleRace } from '../modules/settlement/settle-race';
import { signedInPlayer } from '../../test/players';
import { fundPlayer } from '../../test/wallet-factory';
import { placeBetsInBulk } from '../../bench/place-bets-in-bulk';
import {
  createSettlementQueue,
  defineBackgroundJobs,
  JOB_NAMES,
  type SettlementLane,
} from './background-jobs';
import { JOBS_SETUP_LOCK_KEY } from '../db/client';
import { createJobQueue, type JobLog, type JobQueue } from './job-queue';

const quietLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's jobs on one app, each run recorded under the instance's label. */
function jobsOf(subject: TestApp, label: string, runs: Map<string, string[]>): JobQueue {
  const definitions = defineBackgroundJobs(subject.app, raceDeps(subject)).map((definition) => ({
    ...definition,
    // A run whose worker "crashed" comes back after a second, not a minute.
    expireInSeconds: 1,
    run: async (data: Record<string, unknown>) => {
      runs.set(definition.name, [...(runs.get(definition.name) ?? []), label]);
      return definition.run(data);
    },
  }));
  return createJobQueue(definitions, {
    sql: subject.database.jobsSql,
    log: quietLog,
    serializeSetup: (task) => subject.database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
    pollingSeconds: 0.5,
    // The test looks for expired runs itself.
    maintenanceSeconds: 3600,
  });
}

/** A race past its off (suspended) with `count` confirmed WIN bets spread over its runners. */
type ManualClock = ReturnType<typeof createManualClock>;

async function raceWithBets(subject: TestApp, clock: ManualClock, raceNumber: number, count = 16) {
  const raceId = await addRace(subject, new Date(clock.now().getTime() + 60_000), { raceNumber });
  await publishRace(raceDeps(subject), raceId);
  const player = await signedInPlayer(subject);
  await fundPlayer(subject, player.session.uid, 10_000_000);
  await placeBetsInBulk(subject.database.db, raceId, [player.session.uid], count);
  clock.advance(120_000);
  await suspendRace(raceDeps(subject), raceId);
  return raceId;
}

/** Bets of a race by status. */
async function betStatuses(subject: TestApp, raceId: string): Promise<Record<string, number>> {
  const rows = await subject.database.db
    .select({ status: bets.status })
    .from(bets)
    .where(eq(bets.fixtureId, raceId));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

const queuedOn = (
  subject: TestApp,
  queue: JobQueue,
  lane: SettlementLane = 'prompt',
): RaceDeps => ({
  ...raceDeps(subject),
  settlements: createSettlementQueue(() => (name, data) => queue.send(name, data), {
    lane,
    settleNow: (fixtureId) => settleRace(raceDeps(subject), fixtureId),
    log: quietLog,
  }),
});
const firstThree = [1, 2, 3].map((place) => ({ place, horseNumber: place }));
/** A correction of `firstThree`: runners 4, 5 and 6 placed. */
const correctedThree = [1, 2, 3].map((place) => ({ place, horseNumber: place + 3 }));

/** The horse numbers of a race's winning bets. */
async function winnersOf(subject: TestApp, raceId: string): Promise<number[]> {
  const rows = await subject.database.db
    .select({ horse: bets.horseNumber })
    .from(bets)
    .where(and(eq(bets.fixtureId, raceId), eq(bets.status, 'WON')));
  return rows.map((bet) => bet.horse);
}

describe('settlement as a job on the embedded database', () => {
  const clock = createManualClock(new Date());
  let subject: TestApp;
  let queue: JobQueue;
  const runs = new Map<string, string[]>();
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    queue = jobsOf(subject, 'only', runs);
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await subject?.close();
  });

  it('queues settlement when a result is official, not while it is provisional', async () => {
    const raceId = await raceWithBets(subject, clock, 1);
    const deps = queuedOn(subject, queue);
    await declareResultAndSettle(deps, raceId, { standings: firstThree });
    await sleep(1_500);
    expect(runs.get(JOB_NAMES.settlement)).toBeUndefined();
    expect(await betStatuses(subject, raceId)).toEqual({ CONFIRMED: 16 });

    await declareOfficialAndSettle(deps, raceId);
    // The reply does not wait for it: the job settles the race.
    await expect
      .poll(() => betStatuses(subject, raceId), { timeout: 10_000 })
      .toEqual({
        WON: 2,
        LOST: 14,
      });
    expect(runs.get(JOB_NAMES.settlement)).toEqual(['only']);
  });
});

describe("an operator's settlement on the embedded database, behind a queue of others", () => {
  const clock = createManualClock(new Date());
  let subject: TestApp;
  let queue: JobQueue;
  /** When each race's prompt settlement job started (ms since the epoch). */
  const started = new Map<string, number>();
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    const definitions = defineBackgroundJobs(subject.app, raceDeps(subject)).map((definition) => ({
      ...definition,
      // The 150 queued below stand for 150 races' settlements after a start (one race is
      // written, to keep this quick), so none of them shares a run (decision 097).
      ...(definition.name === JOB_NAMES.backgroundSettlement ? { sameWork: undefined } : {}),
      run: async (data: Record<string, unknown>) => {
        if (definition.name === JOB_NAMES.settlement)
          started.set(String(data.fixtureId), Date.now());
        // The race clock's and the simulator's settlements keep their worker busy.
        if (definition.name === JOB_NAMES.backgroundSettlement) await sleep(200);
        return definition.run(data);
      },
    }));
    // The server's polling (no pollingSeconds): the prompt lane alone is quicker.
    queue = createJobQueue(definitions, {
      sql: subject.database.jobsSql,
      log: quietLog,
      serializeSetup: (task) => subject.database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
      maintenanceSeconds: 3600,
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await subject?.close();
  });

  it('starts a correction within a second of its request, behind 150 queued settlements', async () => {
    const busyRaceId = await raceWithBets(subject, clock, 1);
    const raceId = await raceWithBets(subject, clock, 2);
    for (const id of [busyRaceId, raceId])
      await declareResultAndSettle(raceDeps(subject), id, {
        standings: firstThree,
        official: true,
      });
    expect(await winnersOf(subject, raceId)).toEqual([1, 1]);
    // After a start the race clock and the simulator queue a settlement per race.
    const background = queuedOn(subject, queue, 'background');
    for (let count = 0; count < 150; count += 1) await background.settlements?.request(busyRaceId);
    const settlementsWaiting = async () => {
      const sizes = await queue.queueSizes();
      return (sizes[JOB_NAMES.settlement] ?? 0) + (sizes[JOB_NAMES.backgroundSettlement] ?? 0);
    };
    expect(await settlementsWaiting()).toBeGreaterThan(100);

    const requestedAt = Date.now();
    await declareResultAndSettle(queuedOn(subject, queue), raceId, { standings: correctedThree });
    await expect.poll(() => started.get(raceId), { timeout: 5_000 }).toBeDefined();
    expect((started.get(raceId) ?? Infinity) - requestedAt).toBeLessThan(1_000);
    await expect.poll(() => winnersOf(subject, raceId), { timeout: 5_000 }).toEqual([4, 4]);
    // The others are still being worked through.
    expect(await settlementsWaiting()).toBeGreaterThan(0);
  });

  it('settles at once in this process when the job cannot be queued', async () => {
    const raceId = await raceWithBets(subject, clock, 3);
    await declareResultAndSettle(raceDeps(subject), raceId, {
      standings: firstThree,
      official: true,
    });
    const queueDown = createSettlementQueue(
      () => async () => {
        throw new Error('the job queue is down');
      },
      {
        lane: 'prompt',
        settleNow: (fixtureId) => settleRace(raceDeps(subject), fixtureId),
        log: quietLog,
      },
    );
    const requestedAt = Date.now();
    await declareResultAndSettle({ ...raceDeps(subject), settlements: queueDown }, raceId, {
      standings: correctedThree,
    });
    expect(Date.now() - requestedAt).toBeLessThan(1_000);
    expect(await winnersOf(subject, raceId)).toEqual([4, 4]);
  });
});

describe('background jobs on the embedded database', () => {
  let subject: TestApp;
  let queue: JobQueue;
  const runs = new Map<string, string[]>();
  beforeAll(async () => {
    subject = await buildTestApp();
    queue = jobsOf(subject, 'only', runs);
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await subject?.close();
  });

  it('counts the jobs waiting in each queue (the queue-depth metric)', async () => {
    const sizes = await queue.queueSizes();
    expect(Object.keys(sizes).sort()).toEqual(
      defineBackgroundJobs(subject.app, raceDeps(subject))
        .map((definition) => definition.name)
        .sort(),
    );
    for (const size of Object.values(sizes)) expect(size).toBeGreaterThanOrEqual(0);
  });

  it('runs a scheduled job once however often it is offered in one period', async () => {
    const offered = await Promise.all([1, 2, 3].map(() => queue.offer(JOB_NAMES.raceClock)));
    expect(offered.filter(Boolean)).toHaveLength(1);
    await expect.poll(() => runs.get(JOB_NAMES.raceClock)?.length ?? 0).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'background jobs on two instances, one PostgreSQL',
  () => {
    const clock = createManualClock(new Date());
    let first: TestApp;
    let second: TestApp;
    let firstJobs: JobQueue;
    let secondJobs: JobQueue;
    const runs = new Map<string, string[]>();

    beforeAll(async () => {
      first = await buildTestApp({
        clock,
        env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
      });
      second = await buildTestApp({
        clock,
        databaseUrl: first.databaseUrl,
        env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
      });
      await insertVenues(first);
      firstJobs = jobsOf(first, 'first', runs);
      secondJobs = jobsOf(second, 'second', runs);
      // Both install the queue at once, as two replicas booting together do.
      await Promise.all([firstJobs.start(), secondJobs.start()]);
    });
    afterAll(async () => {
      await firstJobs?.stop();
      await secondJobs?.stop();
      await second?.close();
      await first?.close();
    });

    /** Declares the official result on `subject`, queuing through `settlements` (else inline). */
    const declareOfficialResult = (
      subject: TestApp,
      raceId: string,
      settlements?: RaceDeps['settlements'],
    ) =>
      declareResultAndSettle({ ...raceDeps(subject), settlements }, raceId, {
        standings: firstThree,
        official: true,
      });

    const statusOf = async (id: string) =>
      (await first.database.db.select().from(fixtures).where(eq(fixtures.id, id)))[0]?.status;

    it('runs the race clock and a payout resend once, though both instances offer them', async () => {
      const raceId = await addRace(first, new Date(clock.now().getTime() + 60_000));
      await publishRace(raceDeps(first), raceId);
      const player = await withdrawingPlayer(first, 5_000_00);
      const response = await withdraw(first, player, {
        amount: 1_000,
        beneficiaryId: player.beneficiaryId,
      });
      const { transfer } = response.json<{ transfer: FundsTransfer }>();
      const attemptsOf = async () =>
        (
          await first.database.db.select().from(withdrawals).where(eq(withdrawals.id, transfer.uid))
        )[0]?.attempts;
      await expect.poll(attemptsOf).toBe(1);

      // The race is off and the provider has been silent for longer than the resend rule.
      clock.advance(PAYOUT_RESEND_AFTER_MS + 60_000);
      const offered = await Promise.all(
        [firstJobs, secondJobs].flatMap((jobs) => [
          jobs.offer(JOB_NAMES.raceClock),
          jobs.offer(JOB_NAMES.payoutResend),
        ]),
      );
      expect(offered.filter(Boolean)).toHaveLength(2);
      await expect.poll(() => statusOf(raceId)).toBe('SUSPENDED');
      await expect.poll(attemptsOf).toBe(2);
      // Both workers keep polling: nothing more comes.
      await sleep(1_500);
      expect(runs.get(JOB_NAMES.raceClock)).toHaveLength(1);
      expect(runs.get(JOB_NAMES.payoutResend)).toHaveLength(1);
      expect(await attemptsOf()).toBe(2);
    });

    it('settles an official result once, though both instances work the settlement queue', async () => {
      const raceId = await raceWithBets(first, clock, 3, 400);
      const before = runs.get(JOB_NAMES.settlement)?.length ?? 0;
      await declareResultAndSettle(queuedOn(first, firstJobs), raceId, {
        standings: firstThree,
        official: true,
      });
      await expect
        .poll(() => betStatuses(first, raceId), { timeout: 15_000 })
        .toEqual({ WON: 50, LOST: 350 });
      await sleep(1_500);
      expect(runs.get(JOB_NAMES.settlement)).toHaveLength(before + 1);
    });

    it('gives a settlement whose worker died to an instance still running', async () => {
      const raceId = await raceWithBets(first, clock, 4);
      // The change commits with its settlement request; the job goes to an instance that
      // dies holding it (kill -9: no goodbye).
      const doomed = new PgBoss({ db: first.database.jobsSql, schema: 'jobs' });
      doomed.on('error', () => undefined);
      await doomed.start();
      await declareOfficialResult(first, raceId, {
        request: async (fixtureId) => {
          await doomed.send(JOB_NAMES.settlement, { fixtureId });
          const [claimed] = await doomed.fetch(JOB_NAMES.settlement);
          expect(claimed?.data).toEqual({ fixtureId });
        },
      });
      await doomed.stop({ graceful: false, close: false });
      expect(await betStatuses(first, raceId)).toEqual({ CONFIRMED: 16 });

      await sleep(1_200);
      await secondJobs.recoverExpired();
      await expect
        .poll(() => betStatuses(first, raceId), { timeout: 10_000 })
        .toEqual({ WON: 2, LOST: 14 });
    });

    it('settles a correction whose job was never queued on the race clock sweep', async () => {
      const raceId = await raceWithBets(first, clock, 5);
      await declareOfficialResult(first, raceId);
      expect(await betStatuses(first, raceId)).toEqual({ WON: 2, LOST: 14 });
      // The correction commits, then the process stops before queuing its settlement.
      const lost = { request: async () => undefined };
      await declareResultAndSettle({ ...raceDeps(first), settlements: lost }, raceId, {
        standings: [1, 2, 3].map((place) => ({ place, horseNumber: place + 3 })),
      });
      const [race] = await first.database.db.select().from(fixtures).where(eq(fixtures.id, raceId));
      expect(race?.settlementRequestedAt).not.toBeNull();
      // Within the grace a job would have had, the sweep leaves it; after it, settles it.
      await tickRaceClock(raceDeps(second), { log: quietLog });
      const winners = async () =>
        (
          await first.database.db
            .select({ horse: bets.horseNumber })
            .from(bets)
            .where(and(eq(bets.fixtureId, raceId), eq(bets.status, 'WON')))
        ).map((bet) => bet.horse);
      expect(await winners()).toEqual([1, 1]);
      clock.advance(SETTLEMENT_REQUEST_GRACE_MS + 1_000);
      await tickRaceClock(raceDeps(second), { log: quietLog });
      expect(await winners()).toEqual([4, 4]);
      expect(await betStatuses(first, raceId)).toEqual({ WON: 2, LOST: 14 });
      const [settled] = await first.database.db
        .select()
        .from(fixtures)
        .where(eq(fixtures.id, raceId));
      expect(settled?.settlementRequestedAt).toBeNull();
    });

    it('gives a job whose worker died to an instance still running', async () => {
      const raceId = await addRace(first, new Date(clock.now().getTime() + 60_000), {
        raceNumber: 2,
      });
      await publishRace(raceDeps(first), raceId);
      clock.advance(120_000);
      // A third instance takes the tick and dies before finishing it (kill -9: no goodbye).
      const doomed = new PgBoss({ db: first.database.jobsSql, schema: 'jobs' });
      doomed.on('error', () => undefined);
      await doomed.start();
      const runsBefore = runs.get(JOB_NAMES.raceClock)?.length ?? 0;
      const jobId = await doomed.send(JOB_NAMES.raceClock, {});
      const [claimed] = await doomed.fetch(JOB_NAMES.raceClock);
      expect(claimed?.id).toBe(jobId);
      await doomed.stop({ graceful: false, close: false });

      // Past its expiry, the survivors put it back in the queue and one of them runs it.
      await sleep(1_200);
      await secondJobs.recoverExpired();
      await expect.poll(() => statusOf(raceId), { timeout: 10_000 }).toBe('SUSPENDED');
      expect(runs.get(JOB_NAMES.raceClock)).toHaveLength(runsBefore + 1);
      await expect
        .poll(() => secondJobs.boss.getJobById(JOB_NAMES.raceClock, jobId ?? ''))
        .toMatchObject({ state: 'completed', retryCount: 1 });
    });
  },
);
