/**
 * bench:settle's second figure: the app inside the bench's process (buildApp on the scratch
 * database), the race settled by calling settleRace in one transaction, timed; then the
 * correction on a job queue this process runs, behind the queued settlements. No server
 * process, no operator API: what the settlement itself costs, without the server around it.
 */
import type { AddressInfo } from 'node:net';
import { indiaDayOf } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { JOBS_SETUP_LOCK_KEY, openDatabase, type DatabaseHandle } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { loadEnv } from '../src/env';
import {
  createSettlementQueue,
  defineBackgroundJobs,
  JOB_NAMES,
  type SettlementLane,
} from '../src/jobs/background-jobs';
import { createJobQueue } from '../src/jobs/job-queue';
import { openUnsetStates } from '../src/modules/legal/legal-states.queries';
import { declareResult, type ResultInput } from '../src/modules/race-control/declare-result';
import { publishRace } from '../src/modules/race-control/publish-race';
import { declareResultAndSettle } from '../src/modules/race-control/race-operations';
import { recordOff } from '../src/modules/race-control/record-off';
import { createRace } from '../src/modules/races/create-race';
import type { RaceDeps } from '../src/modules/races/race-deps';
import { settleRace } from '../src/modules/settlement/settle-race';
import { createInProcessHub } from '../src/realtime/hub';
import { createHttpClient } from '../test/concurrency/http-client';
import { addPublishedRace } from '../test/concurrency/race-on-database';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { placeBetsInBulk } from './place-bets-in-bulk';
import { expectLedgerHolds, standingsWon, timed } from './settle-figures';

/** The race settled by settleRace in this process, timed; then the correction on this process's queue. */
export async function settleInProcess(
  url: string,
  sizes: { betCount: number; playerCount: number; queuedCount: number },
) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    SEED: 'off',
    TRUST_PROXY: '1',
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    PAYOUT_SANDBOX_ALLOWED: 'on',
    WEB_DIST: '/nonexistent',
  });
  const database = openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const hub = createInProcessHub();
  try {
    await database.migrate();
    // Every state starts OFF (decision 063): a bench runs with them open, as demo mode does.
    await openUnsetStates(database.db);
    const app = await buildApp({ env, database, hub, clock: systemClock });
    const deps = { db: database.db, hub, clock: systemClock };
    const raceId = await addPublishedRace(deps);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const players = await enrolPlayers(
      createHttpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, 4),
      sizes.playerCount,
    );
    for (const player of players) await fundWallet(database.db, player.id, 1_000_000_000);
    await placeBetsInBulk(
      database.db,
      raceId,
      players.map((player) => player.id),
      sizes.betCount,
    );
    // The off, now: betting closes and a result may be declared.
    await recordOff(deps, raceId);
    await declareResult(deps, raceId, { standings: standingsWon(1), official: true });
    const settleMs = await timed(() => settleRace(deps, raceId));
    await expectLedgerHolds(database.db);
    const correction = await correctOnTheQueue(
      app,
      database,
      raceId,
      standingsWon(5),
      sizes.queuedCount,
    );
    await expectLedgerHolds(database.db);
    const [settled] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from bets where fixture_id = ${raceId} and status in ('WON', 'LOST')`,
    );
    if (settled?.n !== sizes.betCount)
      throw new Error(`${settled?.n} of ${sizes.betCount} bets settled`);
    await app.close();
    return { settleMs, ...correction };
  } finally {
    await database.close();
  }
}

/**
 * The correction as the server runs it: the job queue's workers (the server's polling), the
 * race clock's and simulator's settlements queued first on their lane (of an idle race), then
 * the correction declared and its settlement queued on the prompt lane. Answers when its job
 * started and when the race was settled again, in ms from the request.
 */
async function correctOnTheQueue(
  app: FastifyInstance,
  database: DatabaseHandle,
  raceId: string,
  standings: ResultInput['standings'],
  queuedCount: number,
): Promise<{ correctionStartedMs: number; correctMs: number }> {
  const deps = { db: database.db, hub: app.hub, clock: systemClock };
  let startedAt: number | undefined;
  const definitions = defineBackgroundJobs(app, deps).map((definition) =>
    definition.name === JOB_NAMES.settlement
      ? {
          ...definition,
          run: (data: Record<string, unknown>) => {
            if (data.fixtureId === raceId) startedAt ??= performance.now();
            return definition.run(data);
          },
        }
      : definition,
  );
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const queue = createJobQueue(definitions, {
    sql: database.jobsSql,
    log: quiet,
    serializeSetup: (task) => database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
  });
  await queue.start();
  try {
    const laneOf = (lane: SettlementLane) =>
      createSettlementQueue(() => (name, data) => queue.send(name, data), {
        lane,
        settleNow: (fixtureId) => settleRace(deps, fixtureId),
        log: quiet,
      });
    const idleRaceId = await addIdleRace(deps);
    const background = laneOf('background');
    for (let count = 0; count < queuedCount; count += 1) await background.request(idleRaceId);
    const requestedAt = performance.now();
    await declareResultAndSettle({ ...deps, settlements: laneOf('prompt') }, raceId, {
      standings,
    });
    for (;;) {
      const [race] = await queryRows<{ pending: boolean }>(
        database.db,
        sql`select settlement_requested_at is not null as pending from fixtures where id = ${raceId}`,
      );
      if (race && !race.pending) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const correctMs = performance.now() - requestedAt;
    if (startedAt === undefined) throw new Error('the correction was settled by no prompt job');
    return { correctionStartedMs: startedAt - requestedAt, correctMs };
  } finally {
    await queue.stop();
  }
}

/** A race with no bets, past its off: what the queued settlements ahead of the correction settle. */
async function addIdleRace(deps: RaceDeps): Promise<string> {
  const startAt = new Date(systemClock.now().getTime() + 60_000);
  const { id } = await createRace(deps, {
    venueCode: 'BLR',
    day: indiaDayOf(startAt),
    raceNumber: 2,
    startAt,
    distanceMetres: 1200,
    name: 'The Idle Plate',
    runners: Array.from({ length: 8 }, (_, index) => ({
      horseNumber: index + 1,
      name: `Runner ${index + 1}`,
      prices: { WIN: index + 2, PLACE: 1.5, SHP: 2, THP: 2 },
    })),
  });
  await publishRace(deps, id);
  await recordOff(deps, id);
  return id;
}
