/**
 * How fast a race's tote pools are worked out and paid by the server as a user starts it, on
 * PostgreSQL. The server runs as `npm start` runs it (bench/npm-start-server.ts: its own process,
 * `tsx apps/api/src/server.ts`, development mode, demo seeding, its jobs; DATABASE_URL a scratch
 * database, TRUST_PROXY=1 as behind one proxy so the players enrol from their own addresses).
 * The demo operator signs in over HTTP and adds six published races of a day a month away
 * through the console's API; BENCH_PLAYERS (50) players register over HTTP. BENCH_TICKETS
 * (10,000) tote tickets go into the seven pools of race 1, written straight into the server's
 * database in bulk as the sale writes them (bench/tote-bulk-sale.ts: the ticket, its pool's gross
 * and units per combination, each player's money moved into the pool accounts and GST). Then,
 * over HTTP, the trader records the off (its settlement waited for, untimed) and declares the
 * official result; the server settles the race in its settlement job, and the time from the
 * result's POST until every ticket is worked out and paid (the bench polls the database: the
 * race's settlement request cleared, no ticket left ACCEPTED) is the first figure, against a
 * 5 s target. Second figure, in this process: the dividends of every pool computed from the
 * server's database (the units read and settlePool run, nothing stored), against a 1 s target.
 * The ledger is checked and every pool account must be back at zero. Then a Jackpot: the trader
 * sets it over races 2 to 6 (PUT the day's multi-race pools), as many tickets (1 to 3 horses in
 * each of five legs) go into it in bulk, the first four legs are resulted over HTTP and settled,
 * and the last leg's official result, whose settlement works out and pays the Jackpot, is timed
 * the same way against a 5 s target. Last, the multi-race engine alone in memory
 * (bench/jackpot-engine.ts). Prints each time and its ratio to its target.
 *
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): on
 * the server's `postgres` database the bench gets a scratch database; on any other (dedicated,
 * empty, throw-away) database it runs in it. BENCH_TICKETS (10000), BENCH_PLAYERS (50).
 */
import { indiaDayOf, TOTE_POOLS } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { checkLedger } from '../src/ledger/check-ledger';
import { settleMultiRace } from '../src/modules/tote/multi-race-dividends';
import { settlePool } from '../src/modules/tote/pool-dividends';
import { readPoolBook, readRaceFacts } from '../src/modules/tote/settle-pools';
import { totePools } from '../src/modules/tote/tote.schema';
import { createHttpClient } from '../test/concurrency/http-client';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { wholeNumber } from './bench-env';
import { benchJackpotEngine, jackpotBook, JACKPOT_TARGET_MS } from './jackpot-engine';
import { startServerLikeNpmStart } from './npm-start-server';
import { sellJackpotInBulk, sellToteInBulk } from './tote-bulk-sale';
import { signInToteTrader, waitUntilSettled, type ToteTrader } from './tote-trader';

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
const DAY_MS = 24 * 60 * 60 * 1000;

const openToteTickets = (raceId: string) =>
  sql`select count(*) from tote_tickets where fixture_id = ${raceId}::uuid and status = 'ACCEPTED'`;
const openJackpotTickets = (poolId: string) =>
  sql`select count(*) from multi_race_tickets where pool_id = ${poolId}::uuid and status = 'ACCEPTED'`;

/** The trader's official result; answers the ms until the server has paid every ticket. */
async function resultAndWait(
  trader: ToteTrader,
  db: Database,
  raceId: string,
  firstThree: number[],
  openTickets: ReturnType<typeof sql>,
): Promise<number> {
  await trader.recordOff(raceId);
  // The off's own settlement (nothing to pay: every ticket was sold before it).
  await waitUntilSettled(db, raceId, sql`select 0`);
  return timed(async () => {
    await trader.declareOfficial(raceId, firstThree);
    await waitUntilSettled(db, raceId, openTickets);
  });
}

/** The dividends of every pool worked out from the database, in this process, nothing stored. */
function computeDividends(db: Database, raceId: string): Promise<number> {
  return timed(async () => {
    const facts = await readRaceFacts(db, raceId);
    const rows = await db
      .select()
      .from(totePools)
      .where(sql`${totePools.fixtureId} = ${raceId}`);
    for (const row of rows) settlePool(await readPoolBook(db, row, facts.starters), facts.finish);
  });
}

/**
 * The Jackpot over `legs`, set by the trader, sold in bulk; the first four legs resulted and
 * settled, the last leg's settlement timed. Answers that time, the line-units and the winners.
 */
async function benchJackpotSettlement(
  trader: ToteTrader,
  db: Database,
  day: string,
  legs: string[],
  playerIds: string[],
): Promise<{ settleMs: number; lines: number; winners: number }> {
  const poolId = await trader.setJackpot(day, legs);
  const book = jackpotBook(ticketCount, RUNNERS);
  const lines = await sellJackpotInBulk(db, poolId, playerIds, book);
  // Each leg won by horse 1 to 5 (the book's winning lines are its own to count).
  const firstThree = (index: number) => [
    index + 1,
    ((index + 1) % RUNNERS) + 1,
    ((index + 2) % RUNNERS) + 1,
  ];
  let settleMs = 0;
  for (let index = 0; index < legs.length; index += 1)
    settleMs = await resultAndWait(
      trader,
      db,
      legs[index] as string,
      firstThree(index),
      // The Jackpot is worked out and paid with its last leg; before, each leg settles alone.
      index === legs.length - 1 ? openJackpotTickets(poolId) : sql`select 0`,
    );
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
  return { settleMs, lines, winners };
}

/** The ledger balanced and race 1's pool accounts emptied. */
async function checkMoney(db: Database, raceId: string): Promise<void> {
  const violations = await checkLedger(db);
  if (violations.length > 0) throw new Error(`ledger broken: ${JSON.stringify(violations)}`);
  const [open] = await queryRows<{ n: number }>(
    db,
    sql`select (${openToteTickets(raceId)})::int as n`,
  );
  if (open?.n !== 0) throw new Error(`${open?.n} tickets not settled`);
  const left = await queryRows<{ code: string; total: string }>(
    db,
    sql`select a.code, sum(e.amount)::text as total from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.kind = 'tote-pool' and a.code like ${`tote:${raceId}:%`}
      group by a.code having sum(e.amount) <> 0`,
  );
  if (left.length > 0) throw new Error(`pool accounts not emptied: ${JSON.stringify(left)}`);
}

async function benchTote(url: string) {
  const server = await startServerLikeNpmStart({ databaseUrl: url, env: { TRUST_PROXY: '1' } });
  // The bench's own connection, for the bulk sale and the checks (the server has migrated).
  const database = openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    const db = database.db;
    const trader = await signInToteTrader(server.host);
    // Noon in India a month away; each race half an hour after the one before.
    const day = indiaDayOf(new Date(Date.now() + 30 * DAY_MS));
    const noon = new Date(`${day}T06:30:00Z`).getTime();
    const races: string[] = [];
    for (let raceNumber = 1; raceNumber <= 6; raceNumber += 1)
      races.push(
        await trader.addRace(day, raceNumber, new Date(noon + (raceNumber - 1) * 1_800_000)),
      );
    const [raceId, ...legs] = races as [string, ...string[]];
    const client = createHttpClient(`http://${server.host}`, 4);
    const players = await enrolPlayers(client, playerCount);
    client.close();
    for (const player of players) await fundWallet(db, player.id, 1_000_000_000);
    const playerIds = players.map((player) => player.id);

    await sellToteInBulk(db, raceId, playerIds, ticketCount);
    const settleMs = await resultAndWait(trader, db, raceId, [1, 2, 3], openToteTickets(raceId));
    const dividendsMs = await computeDividends(db, raceId);
    await checkMoney(db, raceId);
    const jackpot = await benchJackpotSettlement(trader, db, day, legs, playerIds);
    await checkMoney(db, raceId);
    return { dividendsMs, settleMs, jackpot };
  } finally {
    await server.close();
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
  `settlement (the server as npm start runs it, over HTTP): ${ticketCount} tickets in ${TOTE_POOLS.length} pools worked out and paid ${(settleMs / 1000).toFixed(2)} s after the official result's POST: ${(settleMs / SETTLE_TARGET_MS).toFixed(3)} x the 5 s target`,
);
console.log(
  `dividends (in the bench's process, from the server's database): ${TOTE_POOLS.length} pools of ${ticketCount} tickets worked out in ${dividendsMs.toFixed(0)} ms: ${(dividendsMs / DIVIDENDS_TARGET_MS).toFixed(3)} x the 1 s target`,
);
console.log(
  `jackpot settlement (the server, over HTTP): ${ticketCount} tickets (${paid.lines} line-units, ${paid.winners} winning) worked out and paid ${(paid.settleMs / 1000).toFixed(2)} s after the last leg's official result: ${(paid.settleMs / SETTLE_TARGET_MS).toFixed(3)} x the 5 s target`,
);

// The multi-race engine: a Jackpot of as many tickets, worked out and its will-pays, in memory.
const jackpot = benchJackpotEngine(ticketCount);
console.log(
  `jackpot engine (in memory): ${ticketCount} tickets (${jackpot.lines} line-units) worked out in ${jackpot.settleMs.toFixed(0)} ms, will-pays in ${jackpot.willPaysMs.toFixed(0)} ms: ${((jackpot.settleMs + jackpot.willPaysMs) / JACKPOT_TARGET_MS).toFixed(3)} x the 1 s target`,
);
