/**
 * How fast a race's tote pools are worked out and paid on PostgreSQL. BENCH_TICKETS (10,000)
 * tote tickets over BENCH_PLAYERS (50) players go into the seven pools of one race (written in
 * bulk as the sale writes them: the ticket, its pool's gross and units per combination, and
 * each player's money moved into the pool accounts and GST); then the race is resulted
 * officially and:
 * - the dividends of every pool are computed (the units read and settlePool run), timed against
 *   a 1 s target;
 * - settleRace works out and pays every ticket in one transaction, timed against a 5 s target.
 * The ledger is checked and every pool account must be back at zero. Then a Jackpot: as many
 * tickets (1 to 3 horses in each of five legs) go into one pool over five more races, the first
 * four are settled, and the last leg's settlement, which works out and pays the Jackpot in the
 * same transaction, is timed against a 5 s target. Prints each time and its ratio to its target.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): on
 * the server's `postgres` database the bench gets a scratch database; on any other (dedicated,
 * empty, throw-away) database it runs in it. BENCH_TICKETS (10000), BENCH_PLAYERS (50).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  combinationKey,
  POOL_SHAPES,
  TOTE_POOLS,
  toteTicketCost,
  type TotePool,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { loadEnv } from '../src/env';
import { checkLedger } from '../src/ledger/check-ledger';
import { findPlayerAccounts, houseAccountId } from '../src/ledger/ledger-accounts';
import { postTransfers, type TransferInput } from '../src/ledger/post-transfer';
import { openUnsetStates } from '../src/modules/legal/legal-states.queries';
import { declareResult } from '../src/modules/race-control/declare-result';
import { recordOff } from '../src/modules/race-control/record-off';
import { settleRace } from '../src/modules/settlement/settle-race';
import { findTaxRule } from '../src/modules/tax/find-tax-rule';
import { settlePool } from '../src/modules/tote/pool-dividends';
import { readPoolBook, readRaceFacts } from '../src/modules/tote/settle-pools';
import {
  ensureTotePoolAccounts,
  totePoolAccountId,
  ensureMultiRacePoolAccount,
  multiRacePoolAccountId,
} from '../src/modules/tote/tote-accounts';
import { totePools } from '../src/modules/tote/tote.schema';
import { createInProcessHub } from '../src/realtime/hub';
import { createHttpClient } from '../test/concurrency/http-client';
import { addPublishedRace } from '../test/concurrency/race-on-database';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { wholeNumber } from './bench-env';
import { settleMultiRace } from '../src/modules/tote/multi-race-dividends';
import { insertPool } from '../src/modules/tote/set-multi-race-pools';
import { benchJackpotEngine, jackpotBook, JACKPOT_TARGET_MS } from './jackpot-engine';

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const ticketCount = wholeNumber('BENCH_TICKETS', 10_000, 1, 1_000_000);
const playerCount = wholeNumber('BENCH_PLAYERS', 50);
const isScratch = new URL(baseUrl).pathname === '/postgres';
const DIVIDENDS_TARGET_MS = 1_000;
const SETTLE_TARGET_MS = 5_000;
const RUNNERS = 8;

/** A deterministic spread of tickets: pool, one horse per position, 1 to 10 units. */
function ticketAt(index: number): { pool: TotePool; combination: number[]; units: number } {
  const pool = TOTE_POOLS[index % TOTE_POOLS.length] as TotePool;
  const shape = POOL_SHAPES[pool];
  const horses: number[] = [];
  // A small linear congruential sequence, exact in 32-bit integers.
  let seed = (index * 7_919 + 17) >>> 0;
  while (horses.length < shape.positions) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const horse = ((seed >>> 16) % RUNNERS) + 1;
    if (!horses.includes(horse)) horses.push(horse);
  }
  if (shape.unordered) horses.sort((a, b) => a - b);
  return { pool, combination: horses, units: (index % 10) + 1 };
}

/** The tickets written as the sale writes them, in bulk; each player's money in one transfer. */
async function sellInBulk(db: Database, raceId: string, playerIds: string[]): Promise<void> {
  const now = systemClock.now();
  const { gstRateBp } = await findTaxRule(db, now);
  await ensureTotePoolAccounts(db, raceId);
  const rows = Array.from({ length: ticketCount }, (_, index) => {
    const { pool, combination, units } = ticketAt(index);
    const cost = toteTicketCost(1, units, gstRateBp);
    return {
      id: randomUUID(),
      ticketNumber: `B${String(index + 1).padStart(7, '0')}`,
      playerId: playerIds[index % playerIds.length] as string,
      pool,
      key: combinationKey(combination),
      selections: combination.map((horse) => [horse]),
      units,
      cost,
    };
  });
  const transfers: TransferInput[] = [];
  const stakeTransferOf = new Map<string, number>();
  for (const playerId of playerIds) {
    const accounts = await findPlayerAccounts(db, playerId);
    const mine = rows.filter((row) => row.playerId === playerId);
    if (mine.length === 0) continue;
    const total = mine.reduce((sum, row) => sum + row.cost.totalPaise, 0);
    const byPool = new Map<TotePool, number>();
    for (const row of mine) byPool.set(row.pool, (byPool.get(row.pool) ?? 0) + row.cost.poolPaise);
    const gst = mine.reduce((sum, row) => sum + row.cost.cgstPaise + row.cost.sgstPaise, 0);
    stakeTransferOf.set(playerId, transfers.length);
    transfers.push({
      kind: 'TOTE_STAKE',
      reference: playerId,
      memo: 'Bench tote tickets',
      legs: [
        { accountId: accounts['cash-deposits'], amount: -BigInt(total) },
        ...[...byPool].map(([pool, paise]) => ({
          accountId: totePoolAccountId(raceId, pool),
          amount: BigInt(paise),
        })),
        { accountId: houseAccountId('gst-payable', 0), amount: BigInt(gst) },
      ],
    });
  }
  const transferIds = await postTransfers(db, transfers);
  for (let start = 0; start < rows.length; start += 2_000) {
    const chunk = rows.slice(start, start + 2_000).map((row) => ({
      id: row.id,
      ticket_number: row.ticketNumber,
      player_id: row.playerId,
      pool: row.pool,
      selections: row.selections,
      units: row.units,
      combinations: [row.key],
      pool_paise: row.cost.poolPaise,
      cgst: row.cost.cgstPaise,
      sgst: row.cost.sgstPaise,
      transfer: transferIds[stakeTransferOf.get(row.playerId) as number],
    }));
    await db.execute(sql`
      insert into tote_tickets (id, ticket_number, player_id, fixture_id, pool, selections, box,
        units, combinations, pool_paise, cgst_paise, sgst_paise, gst_rate_bp,
        stake_from_deposits_paise, stake_from_winnings_paise, status, host, placed_at,
        stake_transfer_id)
      select v.id, v.ticket_number, v.player_id, ${raceId}::uuid, v.pool, v.selections, false,
        v.units, v.combinations, v.pool_paise, v.cgst, v.sgst, ${gstRateBp},
        v.pool_paise + v.cgst + v.sgst, 0, 'ACCEPTED', 'own', ${now.toISOString()}::timestamptz,
        v.transfer
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id uuid, ticket_number text,
        player_id uuid, pool text, selections jsonb, units int, combinations jsonb,
        pool_paise bigint, cgst bigint, sgst bigint, transfer uuid)`);
  }
  const units = new Map<string, number>();
  const gross = new Map<TotePool, number>();
  for (const row of rows) {
    const key = `${row.pool}|${row.key}`;
    units.set(key, (units.get(key) ?? 0) + row.units);
    gross.set(row.pool, (gross.get(row.pool) ?? 0) + row.cost.poolPaise);
  }
  await db.insert(totePools).values(
    [...gross].map(([pool, paise]) => ({
      fixtureId: raceId,
      pool,
      commissionBp: POOL_SHAPES[pool].defaultCommissionBp,
      grossPaise: paise,
    })),
  );
  await db.execute(sql`
    insert into tote_pool_units (fixture_id, pool, combination, units)
    select ${raceId}::uuid, v.pool, v.combination, v.units
    from jsonb_to_recordset(${JSON.stringify(
      [...units].map(([key, count]) => {
        const [pool, combination] = key.split('|');
        return { pool, combination, units: count };
      }),
    )}::jsonb) as v(pool text, combination text, units bigint)`);
}

/**
 * A Jackpot over five more races of the day, its tickets written in bulk as the sale writes them
 * (each player's money in one transfer into the pool's account); the first four legs settled,
 * then the last leg's settlement timed. Answers that time, the pool's line-units and the winners.
 */
async function benchJackpotSettlement(
  deps: { db: Database; hub: ReturnType<typeof createInProcessHub>; clock: typeof systemClock },
  playerIds: string[],
): Promise<{ settleMs: number; lines: number; winners: number }> {
  const db = deps.db;
  const legs: string[] = [];
  for (let raceNumber = 2; raceNumber <= 6; raceNumber += 1)
    legs.push(await addPublishedRace(deps, raceNumber));
  const now = systemClock.now();
  const [first] = await queryRows<{ day: string }>(
    db,
    sql`select m.day::text as day from fixtures f join meetings m on m.id = f.meeting_id
      where f.id = ${legs[0]}::uuid`,
  );
  const poolId = await db.transaction((tx) =>
    insertPool(tx, (first as { day: string }).day, 'BLR', 'JACKPOT', 1, legs, 2_500, now),
  );
  await ensureMultiRacePoolAccount(db, poolId);
  const { gstRateBp } = await findTaxRule(db, now);
  const book = jackpotBook(ticketCount, RUNNERS);
  const rows = book.tickets.map((ticket, index) => {
    const lines = ticket.legs.reduce((product, horses) => product * horses.length, 1);
    return {
      id: randomUUID(),
      ticketNumber: `J${String(index + 1).padStart(7, '0')}`,
      playerId: playerIds[index % playerIds.length] as string,
      legs: ticket.legs,
      units: ticket.units,
      lines,
      cost: toteTicketCost(lines, ticket.units, gstRateBp),
    };
  });
  const transfers: TransferInput[] = [];
  const stakeTransferOf = new Map<string, number>();
  for (const playerId of playerIds) {
    const mine = rows.filter((row) => row.playerId === playerId);
    if (mine.length === 0) continue;
    const accounts = await findPlayerAccounts(db, playerId);
    const total = mine.reduce((sum, row) => sum + row.cost.totalPaise, 0);
    const pool = mine.reduce((sum, row) => sum + row.cost.poolPaise, 0);
    stakeTransferOf.set(playerId, transfers.length);
    transfers.push({
      kind: 'TOTE_STAKE',
      reference: playerId,
      memo: 'Bench Jackpot tickets',
      legs: [
        { accountId: accounts['cash-deposits'], amount: -BigInt(total) },
        { accountId: multiRacePoolAccountId(poolId), amount: BigInt(pool) },
        { accountId: houseAccountId('gst-payable', 0), amount: BigInt(total - pool) },
      ],
    });
  }
  const transferIds = await postTransfers(db, transfers);
  for (let start = 0; start < rows.length; start += 2_000) {
    const chunk = rows.slice(start, start + 2_000).map((row) => ({
      id: row.id,
      ticket_number: row.ticketNumber,
      player_id: row.playerId,
      legs: row.legs,
      units: row.units,
      lines: row.lines,
      pool_paise: row.cost.poolPaise,
      cgst: row.cost.cgstPaise,
      sgst: row.cost.sgstPaise,
      transfer: transferIds[stakeTransferOf.get(row.playerId) as number],
    }));
    await db.execute(sql`
      insert into multi_race_tickets (id, ticket_number, player_id, pool_id, legs, units, lines,
        pool_paise, cgst_paise, sgst_paise, gst_rate_bp, stake_from_deposits_paise,
        stake_from_winnings_paise, status, placed_at, stake_transfer_id)
      select v.id, v.ticket_number, v.player_id, ${poolId}::uuid, v.legs, v.units, v.lines,
        v.pool_paise, v.cgst, v.sgst, ${gstRateBp}, v.pool_paise + v.cgst + v.sgst, 0, 'ACCEPTED',
        ${now.toISOString()}::timestamptz, v.transfer
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id uuid, ticket_number text,
        player_id uuid, legs jsonb, units int, lines int, pool_paise bigint, cgst bigint,
        sgst bigint, transfer uuid)`);
  }
  const gross = rows.reduce((sum, row) => sum + row.cost.poolPaise, 0);
  await db.execute(
    sql`update multi_race_pools set gross_paise = ${gross} where id = ${poolId}::uuid`,
  );

  // Each leg won by horse 1 to 5 (the book's winning lines are its own to count).
  const resultLeg = async (index: number) => {
    const legId = legs[index] as string;
    await recordOff(deps, legId);
    await declareResult(deps, legId, {
      official: true,
      standings: [index + 1, ((index + 1) % RUNNERS) + 1, ((index + 2) % RUNNERS) + 1].map(
        (horseNumber, place) => ({ place: place + 1, horseNumber }),
      ),
    });
  };
  for (let index = 0; index < 4; index += 1) {
    await resultLeg(index);
    await settleRace(deps, legs[index] as string);
  }
  await resultLeg(4);
  const settleMs = await timed(() => settleRace(deps, legs[4] as string));

  const expected = settleMultiRace(
    book,
    [1, 2, 3, 4, 5].map((winner) => ({
      voided: false,
      winners: [winner],
      scratched: [],
      favourite: 1,
    })),
  );
  const [settled] = await queryRows<{ open: number; won: number }>(
    db,
    sql`select count(*) filter (where status = 'ACCEPTED')::int as open,
        count(*) filter (where status = 'WON')::int as won
      from multi_race_tickets where pool_id = ${poolId}::uuid`,
  );
  if (settled?.open !== 0) throw new Error(`${settled?.open} Jackpot tickets not settled`);
  const winners = expected.winnings.filter((ticket) => ticket.totalWinPaise > 0).length;
  if (settled.won !== winners)
    throw new Error(`${settled.won} Jackpot tickets paid, the engine names ${winners}`);
  return { settleMs, lines: gross / 1_000, winners };
}

async function benchTote(url: string) {
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
    // A production server keeps every state OFF until set (decision 063): open them, as two ADMINs would.
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
    await sellInBulk(
      database.db,
      raceId,
      players.map((player) => player.id),
    );
    await recordOff(deps, raceId);
    await declareResult(deps, raceId, {
      official: true,
      standings: [1, 2, 3].map((place) => ({ place, horseNumber: place })),
    });

    // The dividends: every pool's units read and worked out, nothing stored.
    const dividendsMs = await timed(async () => {
      const facts = await readRaceFacts(database.db, raceId);
      const rows = await database.db
        .select()
        .from(totePools)
        .where(sql`${totePools.fixtureId} = ${raceId}`);
      for (const row of rows)
        settlePool(await readPoolBook(database.db, row, facts.starters), facts.finish);
    });
    const settleMs = await timed(() => settleRace(deps, raceId));
    const jackpot = await benchJackpotSettlement(
      deps,
      players.map((player) => player.id),
    );

    const violations = await checkLedger(database.db);
    if (violations.length > 0) throw new Error(`ledger broken: ${JSON.stringify(violations)}`);
    const [open] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from tote_tickets where fixture_id = ${raceId} and status = 'ACCEPTED'`,
    );
    if (open?.n !== 0) throw new Error(`${open?.n} tickets not settled`);
    const left = await queryRows<{ code: string; total: string }>(
      database.db,
      sql`select a.code, sum(e.amount)::text as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.kind = 'tote-pool' and a.code like ${`tote:${raceId}:%`}
        group by a.code having sum(e.amount) <> 0`,
    );
    if (left.length > 0) throw new Error(`pool accounts not emptied: ${JSON.stringify(left)}`);
    const after = await checkLedger(database.db);
    if (after.length > 0) throw new Error(`ledger broken: ${JSON.stringify(after)}`);
    await app.close();
    return { dividendsMs, settleMs, jackpot };
  } finally {
    await database.close();
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function inDatabase<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  if (!isScratch) return work(baseUrl);
  const scratch = await createScratchDatabase(baseUrl, prefix);
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

const { dividendsMs, settleMs, jackpot: paid } = await inDatabase('furlong_bench_tote', benchTote);
console.log(
  `dividends: ${TOTE_POOLS.length} pools of ${ticketCount} tickets worked out in ${dividendsMs.toFixed(0)} ms: ${(dividendsMs / DIVIDENDS_TARGET_MS).toFixed(3)} x the 1 s target`,
);
console.log(
  `settlement: ${ticketCount} tickets paid in ${(settleMs / 1000).toFixed(2)} s, one transaction: ${(settleMs / SETTLE_TARGET_MS).toFixed(3)} x the 5 s target`,
);

console.log(
  `jackpot settlement: ${ticketCount} tickets (${paid.lines} line-units, ${paid.winners} winning) worked out and paid with its last leg in ${(paid.settleMs / 1000).toFixed(2)} s: ${(paid.settleMs / SETTLE_TARGET_MS).toFixed(3)} x the 5 s target`,
);

// The multi-race engine: a Jackpot of as many tickets, worked out and its will-pays, in memory.
const jackpot = benchJackpotEngine(ticketCount);
console.log(
  `jackpot: ${ticketCount} tickets (${jackpot.lines} line-units) worked out in ${jackpot.settleMs.toFixed(0)} ms, will-pays in ${jackpot.willPaysMs.toFixed(0)} ms: ${((jackpot.settleMs + jackpot.willPaysMs) / JACKPOT_TARGET_MS).toFixed(3)} x the 1 s target`,
);
