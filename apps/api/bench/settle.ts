/**
 * How fast one race's settlement runs on PostgreSQL, against what the same PostgreSQL does for
 * pgbench's TPC-B-like transaction. A race with BENCH_BETS (10,000) confirmed WIN bets spread
 * over BENCH_PLAYERS players and all eight runners is suspended, resulted and settled in one
 * transaction (settleRace), timed; then the result is corrected as an operator corrects it on
 * the server: the correction is declared and its settlement queued as a job on the prompt lane
 * (decision 051), behind BENCH_QUEUED (140) settlements the race clock and the simulator queued
 * after a start, and timed from the request until the race is settled again (every settlement
 * reversed, the race settled anew), with when its job started. The ledger is checked after
 * each. Prints bets settled per second and the ratio of that to pgbench's tps.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): on
 * the server's `postgres` database, pgbench and the app each get a scratch database; on any
 * other (dedicated, empty, throw-away) database, both run in it once. BENCH_BETS (10000), BENCH_PLAYERS
 * (50), BENCH_SECONDS (pgbench's run, 10), BENCH_PGBENCH_SCALE (10), BENCH_PGBENCH_CLIENTS (16),
 * BENCH_QUEUED (140).
 */
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { indiaDayOf } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { JOBS_SETUP_LOCK_KEY, openDatabase, type DatabaseHandle } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { loadEnv } from '../src/env';
import { checkLedger } from '../src/ledger/check-ledger';
import {
  createSettlementQueue,
  defineBackgroundJobs,
  JOB_NAMES,
  type SettlementLane,
} from '../src/jobs/background-jobs';
import { createJobQueue } from '../src/jobs/job-queue';
import { declareResult, type ResultInput } from '../src/modules/race-control/declare-result';
import { publishRace } from '../src/modules/race-control/publish-race';
import { declareResultAndSettle } from '../src/modules/race-control/race-operations';
import { createRace } from '../src/modules/races/create-race';
import type { RaceDeps } from '../src/modules/races/race-deps';
import { recordOff } from '../src/modules/race-control/record-off';
import { settleRace } from '../src/modules/settlement/settle-race';
import { createInProcessHub } from '../src/realtime/hub';
import { createHttpClient } from '../test/concurrency/http-client';
import { addPublishedRace } from '../test/concurrency/race-on-database';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { placeBetsInBulk } from './place-bets-in-bulk';
import { findPgbench, wholeNumber } from './bench-env';
import { openUnsetStates } from '../src/modules/legal/legal-states.queries';

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const betCount = wholeNumber('BENCH_BETS', 10_000, 1, 1_000_000);
const playerCount = wholeNumber('BENCH_PLAYERS', 50);
const seconds = wholeNumber('BENCH_SECONDS', 10);
const scale = wholeNumber('BENCH_PGBENCH_SCALE', 10);
const pgbenchClients = wholeNumber('BENCH_PGBENCH_CLIENTS', 16);
const queuedCount = wholeNumber('BENCH_QUEUED', 140, 0, 10_000);
const isScratch = new URL(baseUrl).pathname === '/postgres';

async function inDatabase<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  if (!isScratch) return work(baseUrl);
  const scratch = await createScratchDatabase(baseUrl, prefix);
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

function runPgbench(url: string): number {
  const pgbench = findPgbench();
  execFileSync(pgbench, ['-i', '-q', '-s', String(scale), url], { stdio: 'ignore' });
  const output = execFileSync(
    pgbench,
    ['-c', String(pgbenchClients), '-j', '2', '-T', String(seconds), '-n', url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(output)?.[1];
  if (!tps) throw new Error(`could not read pgbench's tps from:\n${output}`);
  return Number(tps);
}

async function benchSettlement(url: string) {
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
      playerCount,
    );
    for (const player of players) await fundWallet(database.db, player.id, 1_000_000_000);
    await placeBetsInBulk(
      database.db,
      raceId,
      players.map((player) => player.id),
      betCount,
    );
    // The off, now: betting closes and a result may be declared.
    await recordOff(deps, raceId);
    const standings = (first: number) =>
      [1, 2, 3].map((place) => ({ place, horseNumber: ((first + place - 2) % 8) + 1 }));

    await declareResult(deps, raceId, { standings: standings(1), official: true });
    const settleMs = await timed(() => settleRace(deps, raceId));
    await expectLedgerHolds(database.db);
    const correction = await correctOnTheQueue(app, database, raceId, standings(5));
    await expectLedgerHolds(database.db);
    const [settled] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from bets where fixture_id = ${raceId} and status in ('WON', 'LOST')`,
    );
    if (settled?.n !== betCount) throw new Error(`${settled?.n} of ${betCount} bets settled`);
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

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function expectLedgerHolds(db: Parameters<typeof checkLedger>[0]): Promise<void> {
  const violations = await checkLedger(db);
  if (violations.length > 0) throw new Error(`ledger broken: ${JSON.stringify(violations)}`);
}

const tps = await inDatabase('furlong_pgbench', async (url) => runPgbench(url));
const { settleMs, correctMs, correctionStartedMs } = await inDatabase(
  'furlong_bench',
  benchSettlement,
);
const perSecond = betCount / (settleMs / 1000);
console.log(`pgbench TPC-B: ${tps.toFixed(0)} tps (scale ${scale}, ${pgbenchClients} clients)`);
console.log(
  `settlement: ${betCount} bets in ${(settleMs / 1000).toFixed(2)} s, one transaction: ${perSecond.toFixed(0)} bets/s, ${(perSecond / tps).toFixed(2)} x pgbench tps`,
);
console.log(
  `correction: ${betCount} bets reversed and settled again ${(correctMs / 1000).toFixed(2)} s after the request, its job started after ${correctionStartedMs.toFixed(0)} ms behind ${queuedCount} queued settlements`,
);
