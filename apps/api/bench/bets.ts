/**
 * How fast the real app places bets on PostgreSQL, against what the same PostgreSQL does for
 * pgbench's TPC-B-like transaction. One run: pgbench on a scratch database, then the app on
 * another scratch database with many funded players and a race a month away, loaded over
 * loopback by a client in its own process, at each number of concurrent clients in turn (32
 * and 256 by default). Every request is a valid one-line slip with its own Idempotency-Key;
 * players rotate. Reports, per client count, bets/s and its ratio to pgbench's tps, p50 and
 * p99, the sizes of the batches slips were committed in (group commit, decision 041) and, per
 * bet placed, the queries the app sent, the transactions PostgreSQL committed and the CPU each
 * side spent: where time goes. Last, pgbench calls the slip function itself with the same slips
 * (no HTTP, no Node): the rate PostgreSQL alone places them at, the ceiling for the app here.
 * After each singles run, a mixed run at the same client count: one request in BENCH_MIX_EVERY
 * (5) a 2-leg Accumulator across two races, the rest singles as before; both rates are reported.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (per measured run, 15), BENCH_WARMUP (seconds, 3), BENCH_CLIENTS (32,256),
 * BENCH_PLAYERS (64), BENCH_PGBENCH_SCALE (10), BENCH_PGBENCH_CLIENTS (16), BENCH_MIX_EVERY (5).
 */
import type { AddressInfo } from 'node:net';
import type { Histogram } from 'prom-client';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { createInProcessHub } from '../src/realtime/hub';
import { runBetLoadInChild, type LoadResult } from '../test/concurrency/bet-load';
import { createHttpClient } from '../test/concurrency/http-client';
import { addPublishedRace } from '../test/concurrency/race-on-database';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { countQueries, meterServer, type ServerSpend } from '../test/concurrency/server-meters';
import { loadSlipMaker } from '../test/concurrency/slip-maker';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { wholeNumber } from './bench-env';
import { runPgbench, runSlipsInDatabase } from './pgbench-runs';
import { openUnsetStates } from '../src/modules/legal/legal-states.queries';

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = wholeNumber('BENCH_SECONDS', 15);
const warmup = wholeNumber('BENCH_WARMUP', 3, 0);
const clientCounts = (process.env.BENCH_CLIENTS ?? '32,256').split(',').map((count) => {
  const value = Number(count);
  if (!Number.isInteger(value) || value < 1 || value > 1_000)
    throw new Error('BENCH_CLIENTS must be whole numbers from 1 to 1000, comma-separated');
  return value;
});
const playerCount = wholeNumber('BENCH_PLAYERS', 64);
const scale = wholeNumber('BENCH_PGBENCH_SCALE', 10);
const pgbenchClients = wholeNumber('BENCH_PGBENCH_CLIENTS', 16);
const mixEvery = wholeNumber('BENCH_MIX_EVERY', 5);
const BATCH_METRIC = 'furlong_bet_slip_batch_size';

interface BatchSizes {
  batches: number;
  mean: number;
  /** Batches per size range: "1", "2", "3-4", …, "33+". */
  histogram: Record<string, number>;
}

interface ClientRun {
  clients: number;
  result: LoadResult;
  spend: ServerSpend;
  batches: BatchSizes;
  /** The same clients with multiples mixed in. */
  mixed: LoadResult;
}

/** The batch-size histogram since it was last reset, as counts per size range. */
async function readBatchSizes(histogram: Histogram): Promise<BatchSizes> {
  const { values } = await histogram.get();
  const total = (suffix: string) =>
    values.find((value) => value.metricName === `${BATCH_METRIC}_${suffix}`)?.value ?? 0;
  const buckets = values
    .filter((value) => value.metricName === `${BATCH_METRIC}_bucket`)
    .map((value) => ({ le: String(value.labels.le), count: value.value }));
  const counts: Record<string, number> = {};
  let below = 0;
  let lower = 1;
  for (const bucket of buckets) {
    const upper = bucket.le === '+Inf' ? Infinity : Number(bucket.le);
    const label =
      upper === Infinity ? `${lower}+` : upper === lower ? `${upper}` : `${lower}-${upper}`;
    if (bucket.count - below > 0) counts[label] = bucket.count - below;
    below = bucket.count;
    lower = upper + 1;
  }
  const batches = total('count');
  return { batches, mean: batches === 0 ? 0 : total('sum') / batches, histogram: counts };
}

async function benchBets(): Promise<{ runs: ClientRun[]; inDatabaseTps: number }> {
  const scratch = await createScratchDatabase(baseUrl, 'furlong_bench');
  const readQueries = countQueries();
  const env = loadEnv({
    NODE_ENV: 'production',
    PAYOUT_SANDBOX_ALLOWED: 'on',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    SEED: 'off',
    TRUST_PROXY: '1',
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    WEB_DIST: '/nonexistent',
  });
  const database = openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  const hub = createInProcessHub();
  try {
    await database.migrate();
    // Every state starts OFF (decision 063): a bench runs with them open, as demo mode does.
    await openUnsetStates(database.db);
    const app = await buildApp({ env, database, hub, clock: systemClock });
    const raceId = await addPublishedRace({ db: database.db, hub, clock: systemClock });
    // A multiple's legs are in different races.
    const secondRaceId = await addPublishedRace({ db: database.db, hub, clock: systemClock }, 2);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const client = createHttpClient(url, 8);
    const players = await enrolPlayers(client, playerCount);
    // ₹1 crore each: no request is refused for money.
    for (const player of players) await fundWallet(database.db, player.id, 1_000_000_000);
    const { templates } = await loadSlipMaker(client, raceId);
    const wins = (lines: typeof templates) => lines.filter((line) => line.market === 'WIN');
    const mix = {
      every: mixEvery,
      legs: [
        wins(templates),
        wins((await loadSlipMaker(client, secondRaceId, 'BLR', 2)).templates),
      ],
    };
    client.close();
    const histogram = app.metrics.registry.getSingleMetric(BATCH_METRIC) as Histogram;

    const tokens = players.map((player) => player.auth.authorization);
    const runs: ClientRun[] = [];
    for (const clients of clientCounts) {
      const plan = { url, connections: clients, seconds, tokens, templates };
      if (warmup > 0)
        await runBetLoadInChild({ ...plan, seconds: warmup, keyPrefix: `warm${clients}` });
      histogram.reset();
      const meter = meterServer(baseUrl, new URL(scratch.url).pathname.slice(1), readQueries);
      const start = await meter.snapshot();
      const result = await runBetLoadInChild({ ...plan, keyPrefix: `bench${clients}` });
      // The statistics collector hears of commits a moment after they happen.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const spend = meter.spendBetween(start, await meter.snapshot());
      const batches = await readBatchSizes(histogram);
      const mixed = await runBetLoadInChild({ ...plan, mix, keyPrefix: `mixed${clients}` });
      runs.push({ clients, result, spend, batches, mixed });
    }
    await app.close();
    const template = templates.find((line) => line.market === 'WIN') ?? templates[0];
    if (!template) throw new Error('the race card has no prices');
    const inDatabaseTps = await runSlipsInDatabase(
      { clients: pgbenchClients, seconds },
      scratch.url,
      database.db,
      players.map((player) => player.id),
      template,
    );
    return { runs, inDatabaseTps };
  } finally {
    await hub.close();
    await database.close();
    await scratch.drop();
  }
}

function report(run: ClientRun, tps: number): boolean {
  const { result, spend, batches } = run;
  const placed = result.statuses['201'] ?? 0;
  const betsPerSecond = placed / result.seconds;
  const perBet = (value: number | null) => (value === null ? 'n/a' : (value / placed).toFixed(2));
  console.log(`\n${run.clients} clients:`);
  console.log(
    `  answers: ${JSON.stringify(result.statuses)}, ${result.failures} without an answer`,
  );
  console.log(
    `  bets placed per second: ${betsPerSecond.toFixed(0)}, ratio bets/pgbench: ` +
      `${(betsPerSecond / tps).toFixed(2)} (aim >= 0.5)`,
  );
  console.log(
    `  latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (aim < 100 ms)`,
  );
  console.log(
    `  batches: ${batches.batches}, mean ${batches.mean.toFixed(1)} slips, ` +
      `by size ${JSON.stringify(batches.histogram)}`,
  );
  console.log(
    `  per bet: ${perBet(spend.queries)} queries, ${perBet(spend.transactions)} transactions, ` +
      `CPU ${perBet(spend.nodeCpuMs)} ms in Node + ${perBet(spend.postgresCpuMs)} ms in PostgreSQL backends`,
  );
  const { mixed } = run;
  const mixedPlaced = mixed.statuses['201'] ?? 0;
  const multiplesPlaced = mixed.multipleStatuses['201'] ?? 0;
  console.log(`  mixed, one request in ${mixEvery} a 2-leg Accumulator:`);
  console.log(
    `    answers: ${JSON.stringify(mixed.statuses)} (multiples ${JSON.stringify(mixed.multipleStatuses)}), ` +
      `${mixed.failures} without an answer`,
  );
  console.log(
    `    placed per second: ${(mixedPlaced / mixed.seconds).toFixed(0)} ` +
      `(${((mixedPlaced - multiplesPlaced) / mixed.seconds).toFixed(0)} singles + ` +
      `${(multiplesPlaced / mixed.seconds).toFixed(0)} multiples), ratio to singles only: ` +
      `${(mixedPlaced / mixed.seconds / betsPerSecond).toFixed(2)}`,
  );
  console.log(`    latency p50 ${mixed.p50.toFixed(1)} ms, p99 ${mixed.p99.toFixed(1)} ms`);
  const refused = [result, mixed].flatMap((load) =>
    Object.keys(load.statuses).filter((status) => status !== '201'),
  );
  return (
    placed > 0 &&
    multiplesPlaced > 0 &&
    refused.length === 0 &&
    result.failures === 0 &&
    mixed.failures === 0
  );
}

async function main(): Promise<void> {
  console.log(`pgbench: scale ${scale}, ${pgbenchClients} clients, ${seconds} s`);
  const tps = await runPgbench({ baseUrl, scale, clients: pgbenchClients, seconds });
  console.log(`pgbench tps: ${tps.toFixed(0)}`);
  console.log(
    `bets: ${clientCounts.join(' then ')} clients, ${playerCount} players, ` +
      `${warmup} s warm-up, ${seconds} s measured each`,
  );
  const { runs, inDatabaseTps } = await benchBets();
  const allPlaced = runs.map((run) => report(run, tps)).every(Boolean);
  console.log(
    `\nthe same slips placed by PostgreSQL alone (pgbench calling place_bet_slip_once, ` +
      `${pgbenchClients} clients): ${inDatabaseTps.toFixed(0)} tps, ` +
      `ratio to pgbench ${(inDatabaseTps / tps).toFixed(2)}: the ceiling for the app here`,
  );
  if (!allPlaced) process.exitCode = 1;
}

await main();
