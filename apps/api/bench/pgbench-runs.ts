// pgbench's two runs for `npm run bench:bets`: its TPC-B-like transaction (the yardstick), and
// the slip function called by pgbench itself (the ceiling for the app on this machine).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BetSlipLine } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { HOUSE_SHARDS, houseAccountId } from '../src/ledger/ledger-accounts';
import { priceLine, slipContextOf } from '../src/modules/bets/slip-context';
import { findTaxRule } from '../src/modules/tax/find-tax-rule';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { findPgbench } from './bench-env';

export interface PgbenchPlan {
  baseUrl: string;
  scale: number;
  clients: number;
  seconds: number;
}

/** pgbench's TPC-B-like transaction on a scratch database: its tps. */
export async function runPgbench({
  baseUrl,
  scale,
  clients,
  seconds,
}: PgbenchPlan): Promise<number> {
  const scratch = await createScratchDatabase(baseUrl, 'furlong_pgbench');
  try {
    const pgbench = findPgbench();
    execFileSync(pgbench, ['-i', '-q', '-s', String(scale), scratch.url], { stdio: 'ignore' });
    const output = execFileSync(
      pgbench,
      ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', scratch.url],
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
export async function runSlipsInDatabase(
  plan: Pick<PgbenchPlan, 'clients' | 'seconds'>,
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
    {
      playerId: playerIds[0] ?? '',
      key: 'pgbench',
      lines: [slipLine],
      now: new Date(),
      requestId: 'pgbench',
    },
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
    ['-c', String(plan.clients), '-j', '2', '-T', String(plan.seconds), '-n', '-f', file, url],
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
