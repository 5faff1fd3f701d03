/**
 * How fast the real app places bets on PostgreSQL, against what the same PostgreSQL does for
 * pgbench's TPC-B-like transaction. One run: pgbench on a scratch database, then the app on
 * another scratch database with many funded players and a race a month away, loaded over
 * loopback by a client in its own process. Every request is a valid one-line slip with its
 * own Idempotency-Key; players rotate. Also reports, per bet placed, the queries the app
 * sent, the transactions PostgreSQL committed and the CPU each side spent: where time goes.
 * Last, pgbench calls the slip function itself with the same slips (no HTTP, no Node): the
 * rate PostgreSQL alone places them at, the ceiling for the app on this machine.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SECONDS (per measured run, 15), BENCH_WARMUP (seconds, 3), BENCH_CONNECTIONS (32),
 * BENCH_PLAYERS (64), BENCH_PGBENCH_SCALE (10), BENCH_PGBENCH_CLIENTS (16).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BetSlipLine } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { HOUSE_SHARDS, houseAccountId } from '../src/ledger/ledger-accounts';
import { priceLine, slipContextOf } from '../src/modules/bets/slip-context';
import { findTaxRule } from '../src/modules/tax/find-tax-rule';
import { loadEnv } from '../src/env';
import { createInProcessHub } from '../src/realtime/hub';
import { runBetLoadInChild, type LoadResult } from '../test/concurrency/bet-load';
import { createHttpClient } from '../test/concurrency/http-client';
import { addPublishedRace } from '../test/concurrency/race-on-database';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { countQueries, meterServer, type ServerSpend } from '../test/concurrency/server-meters';
import { loadSlipMaker } from '../test/concurrency/slip-maker';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { findPgbench, wholeNumber } from './bench-env';

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = wholeNumber('BENCH_SECONDS', 15);
const warmup = wholeNumber('BENCH_WARMUP', 3, 0);
const connections = wholeNumber('BENCH_CONNECTIONS', 32);
const playerCount = wholeNumber('BENCH_PLAYERS', 64);
const scale = wholeNumber('BENCH_PGBENCH_SCALE', 10);
const pgbenchClients = wholeNumber('BENCH_PGBENCH_CLIENTS', 16);

async function runPgbench(): Promise<number> {
  const scratch = await createScratchDatabase(baseUrl, 'furlong_pgbench');
  try {
    const pgbench = findPgbench();
    execFileSync(pgbench, ['-i', '-q', '-s', String(scale), scratch.url], { stdio: 'ignore' });
    const output = execFileSync(
      pgbench,
      ['-c', String(pgbenchClients), '-j', '2', '-T', String(seconds), '-n', scratch.url],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`could not read pgbench's tps from:\n${output}`);
    return Number(tps);
  } finally {
    await scratch.drop();
  }
}

/**
 * The same one-line slips placed by PostgreSQL alone: pgbench calling place_bet_slip_once
 * directly, as the app does but with no HTTP, no Node and no session check. Its tps is the
 * ceiling the app could reach on this machine with the database doing a slip's work.
 */
async function runSlipsInDatabase(
  url: string,
  db: Database,
  playerIds: string[],
  template: BetSlipLine,
): Promise<number> {
  const { gstRateBp } = await findTaxRule(db, new Date());
  const slipLine = { ...template, ticketPrice: 100 };
  const { id: _perSlip, ...line } = priceLine(slipLine, gstRateBp, Number.MAX_SAFE_INTEGER);
  // The context of every slip; who, the key, the slip, the bet's id and the shards vary per call.
  const context = slipContextOf(
    { playerId: playerIds[0] ?? '', key: 'pgbench', lines: [slipLine], now: new Date() },
    [],
    gstRateBp,
  );
  const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const uuids = (ids: string[]) => `(CAST(ARRAY[${ids.map(quoted).join(',')}] AS uuid[]))`;
  const shards = Array.from({ length: HOUSE_SHARDS }, (_, shard) => shard);
  const script = [
    '\\set k random(1, 1000000000000)',
    `SELECT place_bet_slip_once(ARRAY[jsonb_populate_record(NULL::bet_slip_context,` +
      ` CAST(${quoted(JSON.stringify(context))} AS jsonb) || jsonb_build_object(` +
      `'player', ${uuids(playerIds)}[1 + :client_id % ${playerIds.length}],` +
      ` 'key', 'pgbench-' || :client_id || '-' || :k, 'slip', gen_random_uuid(), 'placed_at', now(),` +
      ` 'lines', jsonb_build_array(CAST(${quoted(JSON.stringify(line))} AS jsonb)` +
      ` || jsonb_build_object('id', gen_random_uuid())),` +
      ` 'book_account', ${uuids(shards.map((shard) => houseAccountId('book', shard)))}[1 + :k % ${HOUSE_SHARDS}],` +
      ` 'gst_account', ${uuids(shards.map((shard) => houseAccountId('gst-payable', shard)))}[1 + :k % ${HOUSE_SHARDS}]))]);`,
  ].join('\n');
  const file = join(mkdtempSync(join(tmpdir(), 'furlong-bench-')), 'slip.sql');
  writeFileSync(file, `${script}\n`);
  const output = execFileSync(
    findPgbench(),
    ['-c', String(pgbenchClients), '-j', '2', '-T', String(seconds), '-n', '-f', file, url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(output)?.[1];
  if (!tps) throw new Error(`could not read pgbench's tps from:\n${output}`);
  // Every one of them must have placed its slip, or the figure would flatter the database.
  const answers = await queryRows<{ placed: boolean; slips: number }>(
    db,
    sql`select response_body ? 'slip' as placed, count(*)::int as slips from idempotency_keys
        where key like 'pgbench-%' group by 1`,
  );
  if (answers.some((answer) => !answer.placed)) {
    throw new Error(`slips refused in the database: ${JSON.stringify(answers)}`);
  }
  return Number(tps);
}

async function benchBets(): Promise<{
  result: LoadResult;
  spend: ServerSpend;
  inDatabaseTps: number;
}> {
  const scratch = await createScratchDatabase(baseUrl, 'furlong_bench');
  const readQueries = countQueries();
  const env = loadEnv({
    NODE_ENV: 'production',
    PAYOUT_SANDBOX_ALLOWED: 'on',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    SEED: 'off',
    TRUST_PROXY: 'on',
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
    WEB_DIST: '/nonexistent',
  });
  const database = openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  const hub = createInProcessHub();
  try {
    await database.migrate();
    const app = await buildApp({ env, database, hub, clock: systemClock });
    const raceId = await addPublishedRace({ db: database.db, hub, clock: systemClock });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const client = createHttpClient(url, 8);
    const players = await enrolPlayers(client, playerCount);
    // ₹1 crore each: no request is refused for money.
    for (const player of players) await fundWallet(database.db, player.id, 1_000_000_000);
    const { templates } = await loadSlipMaker(client, raceId);
    client.close();

    const tokens = players.map((player) => player.auth.authorization);
    const plan = { url, connections, seconds, tokens, templates, keyPrefix: 'bench' };
    if (warmup > 0) await runBetLoadInChild({ ...plan, seconds: warmup, keyPrefix: 'warm' });
    const meter = meterServer(baseUrl, new URL(scratch.url).pathname.slice(1), readQueries);
    const start = await meter.snapshot();
    const result = await runBetLoadInChild(plan);
    // The statistics collector hears of commits a moment after they happen.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const spend = meter.spendBetween(start, await meter.snapshot());
    await app.close();
    const template = templates.find((line) => line.market === 'WIN') ?? templates[0];
    if (!template) throw new Error('the race card has no prices');
    const inDatabaseTps = await runSlipsInDatabase(
      scratch.url,
      database.db,
      players.map((player) => player.id),
      template,
    );
    return { result, spend, inDatabaseTps };
  } finally {
    await hub.close();
    await database.close();
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  console.log(`pgbench: scale ${scale}, ${pgbenchClients} clients, ${seconds} s`);
  const tps = await runPgbench();
  console.log(`pgbench tps: ${tps.toFixed(0)}`);
  console.log(
    `bets: ${connections} connections, ${playerCount} players, ${warmup} s warm-up, ${seconds} s measured`,
  );
  const { result, spend, inDatabaseTps } = await benchBets();
  const placed = result.statuses['201'] ?? 0;
  const betsPerSecond = placed / result.seconds;
  const perBet = (value: number | null) => (value === null ? 'n/a' : (value / placed).toFixed(2));
  console.log(`answers: ${JSON.stringify(result.statuses)}, ${result.failures} without an answer`);
  console.log(`bets placed per second: ${betsPerSecond.toFixed(0)}`);
  console.log(
    `latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (aim < 100 ms)`,
  );
  console.log(`ratio bets/pgbench: ${(betsPerSecond / tps).toFixed(2)} (aim >= 0.5)`);
  console.log(
    `per bet: ${perBet(spend.queries)} queries, ${perBet(spend.transactions)} transactions, ` +
      `CPU ${perBet(spend.nodeCpuMs)} ms in Node + ${perBet(spend.postgresCpuMs)} ms in PostgreSQL backends`,
  );
  console.log(
    `the same slips placed by PostgreSQL alone (pgbench calling place_bet_slip_once, ` +
      `${pgbenchClients} clients): ${inDatabaseTps.toFixed(0)} tps, ` +
      `ratio to pgbench ${(inDatabaseTps / tps).toFixed(2)}: the ceiling for the app here`,
  );
  const refused = Object.keys(result.statuses).filter((status) => status !== '201');
  if (placed === 0 || refused.length > 0 || result.failures > 0) process.exitCode = 1;
}

await main();
