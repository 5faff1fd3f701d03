/**
 * How fast one race's settlement runs on PostgreSQL, against what the same PostgreSQL does for
 * pgbench's TPC-B-like transaction (`npm run bench:settle`).
 *
 * First figure, the server as a user starts it (bench/settle-server.ts): the server started as
 * `npm start` starts it (bench/npm-start-server.ts: its own process, development mode, demo
 * seeding, its jobs, simulator off) with DATABASE_URL on a scratch database. The demo operator
 * signs in over HTTP and adds the race (eight runners) through the operator API; players
 * register over HTTP; BENCH_BETS (10,000) confirmed WIN bets spread over BENCH_PLAYERS players
 * and all eight runners are written in bulk straight into the server's database (a user could
 * not place that many over HTTP in a setup step; bench:bets measures placing). The trader
 * suspends the race and records the off over HTTP, then declares the official result
 * (`POST /api/operator/races/:uid/result`): timed from that request until the server has settled
 * every bet (the race's settlement outbox read empty from the database, every bet WON or LOST,
 * the winners those on the winner). Then BENCH_QUEUED (140) background settlements are put in
 * the server's own queue (pg-boss, as the race clock queues them after a start) and the trader
 * corrects the result over HTTP: timed from the request until the race is settled again, with
 * how long the correction's job waited in the queue and how many of the queued settlements it
 * overtook (decision 051). The ledger is checked after each.
 *
 * Second figure (BENCH_IN_PROCESS=off skips it; bench/settle-in-process.ts): the app in this
 * process, settleRace called directly in one transaction, and the correction on a queue this
 * process runs: what settling costs without the server around it.
 *
 * Prints bets settled per second and the ratio of that to pgbench's tps, for each figure.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): on
 * the server's `postgres` database, pgbench and each figure get a scratch database; on any
 * other (dedicated, empty, throw-away) database, everything runs in it, one after the other.
 * BENCH_BETS (10000), BENCH_PLAYERS (50), BENCH_SECONDS (pgbench's run, 10),
 * BENCH_PGBENCH_SCALE (10), BENCH_PGBENCH_CLIENTS (16), BENCH_QUEUED (140), BENCH_IN_PROCESS (on).
 */
import { execFileSync } from 'node:child_process';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { findPgbench, wholeNumber } from './bench-env';
import { settleInProcess } from './settle-in-process';
import { settleOnServer } from './settle-server';

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
const runsInProcess = (process.env.BENCH_IN_PROCESS ?? 'on') !== 'off';
const isScratch = new URL(baseUrl).pathname === '/postgres';
const sizes = { betCount, playerCount, queuedCount };

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

function describeSettlement(label: string, settleMs: number, tps: number): void {
  const perSecond = betCount / (settleMs / 1000);
  console.log(
    `${label}: ${betCount} bets in ${(settleMs / 1000).toFixed(2)} s: ${perSecond.toFixed(0)} bets/s, ${(perSecond / tps).toFixed(2)} x pgbench tps`,
  );
}

const tps = await inDatabase('furlong_pgbench', async (url) => runPgbench(url));
console.log(`pgbench TPC-B: ${tps.toFixed(0)} tps (scale ${scale}, ${pgbenchClients} clients)`);

const server = await inDatabase('furlong_bench', (url) => settleOnServer(url, sizes));
console.log('the server as npm start runs it, on PostgreSQL, driven over HTTP:');
describeSettlement(
  '  settlement, from the official result to every bet settled',
  server.settleMs,
  tps,
);
const started =
  server.correctionStartedMs === null
    ? 'its job not found in the queue'
    : `its job started ${server.correctionStartedMs.toFixed(0)} ms after it was queued, ahead of ${server.overtaken} of ${queuedCount} queued settlements (which the server then cleared in ${(server.drainedMs / 1000).toFixed(2)} s)`;
console.log(
  `  correction: ${betCount} bets reversed and settled again ${(server.correctMs / 1000).toFixed(2)} s after the request; ${started}`,
);

if (runsInProcess) {
  const inProcess = await inDatabase('furlong_bench', (url) => settleInProcess(url, sizes));
  console.log('second figure, the app in this process (settleRace called directly):');
  describeSettlement('  settlement, one transaction', inProcess.settleMs, tps);
  console.log(
    `  correction: settled again ${(inProcess.correctMs / 1000).toFixed(2)} s after the request, its job started after ${inProcess.correctionStartedMs.toFixed(0)} ms behind ${queuedCount} queued settlements`,
  );
}
