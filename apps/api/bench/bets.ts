/**
 * How fast the server places bets on PostgreSQL, as a user runs it, against what the same
 * PostgreSQL does for pgbench's TPC-B-like transaction at the same client counts. One run:
 * pgbench on a scratch database at each client count (32 and 256 by default; capped below the
 * server's max_connections, and said so), then the server started as `npm start` starts it
 * (`tsx apps/api/src/server.ts`, development mode, demo seeding, its jobs) in a child process
 * with DATABASE_URL set to another scratch database, driven over HTTP by a client in its own
 * process. Two races a month away, many funded players. At each client count, three runs:
 * - spread: one-line ₹100 slips over every other runner and market of the race (none limited);
 * - one runner: every slip backs the same runner's Win, and that runner has a liability limit
 *   (far above what the run reaches, so nothing is refused): every bet takes its lock and reads
 *   its running figure (decision 078);
 * - mixed: one request in BENCH_MIX_EVERY (5) a 2-leg Accumulator across the two races.
 * Every request has its own Idempotency-Key; players rotate. Reports, per client count, bets/s
 * and the ratio to pgbench, p50 and p99, the one-runner/spread ratio, and where a bet's time
 * goes: the CPU the server process and the PostgreSQL backends spent per bet, transactions per
 * bet, and what the busy backends were waiting on (sampled from pg_stat_activity: advisory
 * locks, row locks, WAL/IO, or running). Last, pgbench calls the slip function itself (no
 * HTTP, no Node), spread and on the limited runner: what PostgreSQL alone costs per slip
 * against a TPC-B transaction.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (per measured run, 15), BENCH_WARMUP (seconds, 3), BENCH_CLIENTS (32,256),
 * BENCH_PLAYERS (64), BENCH_PGBENCH_SCALE (10), BENCH_MIX_EVERY (5).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../src/clock';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { createInProcessHub } from '../src/realtime/hub';
import { runBetLoadInChild, type LoadResult } from '../test/concurrency/bet-load';
import { createHttpClient } from '../test/concurrency/http-client';
import { addPublishedRace } from '../test/concurrency/race-on-database';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { meterServer, readProcessCpuMs } from '../test/concurrency/server-meters';
import { loadSlipMaker } from '../test/concurrency/slip-maker';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { wholeNumber } from './bench-env';
import { startServerLikeNpmStart } from './npm-start-server';
import { runPgbench, runSlipsInDatabase } from './pgbench-runs';

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
const mixEvery = wholeNumber('BENCH_MIX_EVERY', 5);

/** Where the busy backends were, sampled: wait event (or "running") -> samples. */
type Waits = Record<string, number>;

interface Measured {
  result: LoadResult;
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
  transactions: number;
  waits: Waits;
}

interface ClientRun {
  clients: number;
  spread: Measured;
  oneRunner: Measured;
  mixed: LoadResult;
}

/** Samples pg_stat_activity every 100 ms while `run` runs: what the active backends wait on. */
async function sampleWaits<T>(database: string, run: () => Promise<T>): Promise<[T, Waits]> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const waits: Waits = {};
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await admin.query<{ wait: string; count: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as count
         from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()
         group by 1`,
        [database],
      );
      for (const row of rows) waits[row.wait] = (waits[row.wait] ?? 0) + row.count;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const value = await run();
    return [value, waits];
  } finally {
    sampling = false;
    await sampler;
    await admin.end();
  }
}

/** The server's largest number of clients pgbench may open here (a few kept for the rest). */
async function connectionCeiling(): Promise<number> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ max: string; used: string }>(
      `select current_setting('max_connections') as max, (select count(*) from pg_stat_activity)::text as used`,
    );
    return Number(rows[0]?.max) - Number(rows[0]?.used) - 5;
  } finally {
    await admin.end();
  }
}

async function benchBets(): Promise<{
  runs: ClientRun[];
  inDatabase: { spread: number; oneRunner: number; clients: number };
}> {
  const scratch = await createScratchDatabase(baseUrl, 'furlong_bench');
  const name = new URL(scratch.url).pathname.slice(1);
  const server = await startServerLikeNpmStart({ databaseUrl: scratch.url });
  // The bench's own connection, to write the races and fund the players as a trader's tools would.
  const database = openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  const hub = createInProcessHub();
  try {
    const url = `http://${server.host}`;
    const deps = { db: database.db, hub, clock: systemClock };
    const raceId = await addPublishedRace(deps, 11);
    // A multiple's legs are in different races.
    const secondRaceId = await addPublishedRace(deps, 12);
    const client = createHttpClient(url, 8);
    const players = await enrolPlayers(client, playerCount);
    // ₹1 crore each: no request is refused for money.
    for (const player of players) await fundWallet(database.db, player.id, 1_000_000_000);
    const { templates } = await loadSlipMaker(client, raceId, 'BLR', 11);
    const wins = (lines: typeof templates) => lines.filter((line) => line.market === 'WIN');
    const favourite = wins(templates)[0];
    if (!favourite) throw new Error('the race card has no Win prices');
    // The one runner's limit: ₹10 crore, REFUSE; no run comes near it.
    await database.db
      .execute(sql`insert into liability_limits (fixture_id, participant_id, limit_paise, action, set_by, set_at)
      select s.fixture_id, sel.participant_id, 10000000000, 'REFUSE', (select id from operators limit 1), now()
      from selections sel join markets s on s.id = sel.market_id where sel.id = ${favourite.selection}::uuid`);
    // The spread runs keep off the limited runner (its Win and Place lines): a batch of slips
    // takes the lock of every limited runner in it, so one line on it would queue the batch.
    const spreadTemplates = templates.filter((line) => line.horseNo !== favourite.horseNo);
    const mix = {
      every: mixEvery,
      legs: [
        wins(spreadTemplates),
        wins((await loadSlipMaker(client, secondRaceId, 'BLR', 12)).templates),
      ],
    };
    client.close();

    const tokens = players.map((player) => player.auth.authorization);
    const measure = async (plan: Parameters<typeof runBetLoadInChild>[0]): Promise<Measured> => {
      const meter = meterServer(baseUrl, name, () => 0);
      const start = await meter.snapshot();
      const cpuStart = readProcessCpuMs(server.pid);
      const [result, waits] = await sampleWaits(name, () => runBetLoadInChild(plan));
      const cpuEnd = readProcessCpuMs(server.pid);
      // The statistics collector hears of commits a moment after they happen.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const spend = meter.spendBetween(start, await meter.snapshot());
      return {
        result,
        serverCpuMs: cpuStart === null || cpuEnd === null ? null : cpuEnd - cpuStart,
        postgresCpuMs: spend.postgresCpuMs,
        transactions: spend.transactions,
        waits,
      };
    };
    const runs: ClientRun[] = [];
    for (const clients of clientCounts) {
      const plan = { url, connections: clients, seconds, tokens, templates: spreadTemplates };
      if (warmup > 0)
        await runBetLoadInChild({ ...plan, seconds: warmup, keyPrefix: `warm${clients}` });
      const spread = await measure({ ...plan, keyPrefix: `spread${clients}` });
      const oneRunner = await measure({
        ...plan,
        templates: [favourite],
        keyPrefix: `one${clients}`,
      });
      const mixed = await runBetLoadInChild({ ...plan, mix, keyPrefix: `mixed${clients}` });
      runs.push({ clients, spread, oneRunner, mixed });
    }
    await server.close();
    const inDatabaseClients = Math.min(clientCounts[0] ?? 32, await connectionCeiling());
    const playerIds = players.map((player) => player.id);
    const spreadTemplate = spreadTemplates.find((line) => line.market === 'PLACE') ?? favourite;
    const plan = { clients: inDatabaseClients, seconds };
    const spreadTps = await runSlipsInDatabase(
      plan,
      scratch.url,
      database.db,
      playerIds,
      spreadTemplate,
    );
    const oneRunnerTps = await runSlipsInDatabase(
      plan,
      scratch.url,
      database.db,
      playerIds,
      favourite,
    );
    const [held] = await queryRows<{ running: string; recomputed: string }>(
      database.db,
      sql`select liability_paise::text as running, runner_liability_paise(participant_id)::text as recomputed
        from runner_liabilities`,
    );
    if (held && held.running !== held.recomputed)
      throw new Error(`the running figure drifted: ${JSON.stringify(held)}`);
    return {
      runs,
      inDatabase: { spread: spreadTps, oneRunner: oneRunnerTps, clients: inDatabaseClients },
    };
  } finally {
    await server.close();
    await hub.close();
    await database.close();
    await scratch.drop();
  }
}

const rate = (result: LoadResult) => (result.statuses['201'] ?? 0) / result.seconds;

function describeRun(label: string, run: Measured, tps: number): void {
  const { result } = run;
  const placed = result.statuses['201'] ?? 0;
  const perBet = (value: number | null) => (value === null ? 'n/a' : (value / placed).toFixed(2));
  const sampled = Object.values(run.waits).reduce((sum, count) => sum + count, 0);
  const waits = Object.entries(run.waits)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([wait, count]) => `${wait} ${((100 * count) / Math.max(1, sampled)).toFixed(0)}%`)
    .join(', ');
  console.log(`  ${label}:`);
  console.log(
    `    answers: ${JSON.stringify(result.statuses)}, ${result.failures} without an answer`,
  );
  console.log(
    `    bets/s ${rate(result).toFixed(0)}, ratio to pgbench ${(rate(result) / tps).toFixed(2)} (aim >= 0.5); ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
  console.log(
    `    per bet: CPU ${perBet(run.serverCpuMs)} ms in the server + ${perBet(run.postgresCpuMs)} ms in ` +
      `PostgreSQL backends, ${perBet(run.transactions)} transactions`,
  );
  console.log(`    busy backends were: ${waits || 'none sampled'}`);
}

function report(run: ClientRun, tps: number, pgbenchClients: number): boolean {
  console.log(
    `\n${run.clients} clients (pgbench ${pgbenchClients} clients: ${tps.toFixed(0)} tps):`,
  );
  describeRun('spread over the race', run.spread, tps);
  describeRun('one runner with a liability limit', run.oneRunner, tps);
  console.log(
    `  one runner / spread: ${(rate(run.oneRunner.result) / rate(run.spread.result)).toFixed(2)} (aim >= 0.8)`,
  );
  if (run.clients === 32)
    console.log(`  p99 at 32 clients: ${run.spread.result.p99.toFixed(1)} ms (aim < 100 ms)`);
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
      `${(multiplesPlaced / mixed.seconds).toFixed(0)} multiples), ratio to spread singles: ` +
      `${(mixedPlaced / mixed.seconds / rate(run.spread.result)).toFixed(2)}; ` +
      `p50 ${mixed.p50.toFixed(1)} ms, p99 ${mixed.p99.toFixed(1)} ms`,
  );
  const loads = [run.spread.result, run.oneRunner.result, mixed];
  return (
    multiplesPlaced > 0 &&
    loads.every(
      (load) =>
        (load.statuses['201'] ?? 0) > 0 &&
        Object.keys(load.statuses).every((status) => status === '201') &&
        load.failures === 0,
    )
  );
}

async function main(): Promise<void> {
  const ceiling = await connectionCeiling();
  const pgbench = new Map<number, { clients: number; tps: number }>();
  for (const clients of clientCounts) {
    const used = Math.min(clients, ceiling);
    const tps = await runPgbench({ baseUrl, scale, clients: used, seconds });
    pgbench.set(clients, { clients: used, tps });
    console.log(
      `pgbench TPC-B: scale ${scale}, ${used} clients${used < clients ? ` (asked ${clients}; max_connections allows ${ceiling})` : ''}, ` +
        `${seconds} s: ${tps.toFixed(0)} tps`,
    );
  }
  console.log(
    `bets against the server as npm start runs it, on PostgreSQL: ${clientCounts.join(' then ')} clients, ` +
      `${playerCount} players, ${warmup} s warm-up, ${seconds} s measured each`,
  );
  const { runs, inDatabase } = await benchBets();
  const allPlaced = runs
    .map((run) => {
      const base = pgbench.get(run.clients) ?? { clients: run.clients, tps: NaN };
      return report(run, base.tps, base.clients);
    })
    .every(Boolean);
  const tpcb = pgbench.get(clientCounts[0] ?? 32)?.tps ?? NaN;
  console.log(
    `\nthe slip function alone (pgbench calling place_bet_slip_once, ${inDatabase.clients} clients): ` +
      `spread ${inDatabase.spread.toFixed(0)} tps (${(inDatabase.spread / tpcb).toFixed(2)} of TPC-B, ` +
      `${(1000 / inDatabase.spread).toFixed(2)} ms of the database per slip against ${(1000 / tpcb).toFixed(2)} ms per TPC-B ` +
      `transaction); one limited runner ${inDatabase.oneRunner.toFixed(0)} tps ` +
      `(${(inDatabase.oneRunner / inDatabase.spread).toFixed(2)} of spread): the ceiling for the server here`,
  );
  if (!allPlaced) process.exitCode = 1;
}

await main();
