import { randomUUID } from 'node:crypto';
import {
  financialYearOf,
  indiaInstant,
  poolReportSchema,
  racePoolsSchema,
  raceResultsSchema,
  type TotePool,
} from '@furlong/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import {
  findPlayerAccounts,
  findPlayerReceivable,
  houseAccountId,
} from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { fixtures } from '../races/races.schema';
import { settleRace } from '../settlement/settle-race';
import { getTdsReport } from '../statements/get-money-reports';
import { getTaxPassbook } from '../statements/get-tax-passbook';
import { findTaxRule } from '../tax/find-tax-rule';
import { buyTicketOnce } from './buy-ticket';
import { createClubSandboxHost } from './club-sandbox-host';
import { createOwnHost } from './own-host';
import type { PoolOutcome } from './pool-dividends';
import { checkTotePools } from './pool-ledger';
import { readPoolBook } from './settle-pools';
import { toteHouseAccountId, totePoolAccountId } from './tote-accounts';
import { totePools, toteTickets } from './tote.schema';

/**
 * Settling tote pools end to end: tickets bought through the sale, the race resulted through
 * the race verbs and settled by settleRace (the pools in the same transaction as fixed odds).
 * GST 40% (1 Oct 2025): a ₹10 unit costs ₹14. Every test ends with the ledger holding, and
 * each pool's account at zero and its money conserved to the paisa.
 */
describe('settling the tote pools', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  let raceNumber = 0;
  const day = '2025-10-01';
  const host = createOwnHost();

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
    expect(await checkTotePools(db())).toEqual([]);
  });
  afterAll(async () => {
    await subject.close();
  });

  const db = () => subject.database.db;
  const deps = () => raceDeps(subject);

  /** A published race, with the clock an hour before its off. */
  async function openRace(runnerCount = 8, options: { day?: string; hour?: string } = {}) {
    raceNumber += 1;
    const off = indiaInstant(options.day ?? day, options.hour ?? '14:00');
    const startAt = new Date(off.getTime() + raceNumber * 60_000);
    clock.set(new Date(startAt.getTime() - 60 * 60 * 1000));
    const id = await addRace(subject, startAt, { raceNumber, runnerCount });
    await publishRace(deps(), id);
    return { id, startAt };
  }

  async function player(funds = 10_000_000) {
    const signedIn = await signedInPlayer(subject);
    await fundPlayer(subject, signedIn.session.uid, funds);
    return signedIn.session.uid;
  }

  async function buy(
    playerId: string,
    fixtureId: string,
    pool: TotePool,
    selections: number[][],
    units: number,
    box = false,
  ): Promise<string> {
    const answer = await buyTicketOnce(
      db(),
      {
        playerId,
        key: randomUUID(),
        ticket: { sportFixture: fixtureId, pool, selections, box, units },
        now: clock.now(),
        requestId: 'test',
      },
      { host, findTaxRule },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { ticketNumber: string }).ticketNumber;
  }

  async function runRace(
    race: { id: string; startAt: Date },
    standings: [place: number, horse: number][],
  ) {
    clock.set(new Date(race.startAt.getTime() + 60_000));
    await suspendRace(deps(), race.id);
    await declareResult(deps(), race.id, {
      official: true,
      standings: standings.map(([place, horseNumber]) => ({ place, horseNumber })),
    });
    await settleRace(deps(), race.id);
  }

  async function poolOf(fixtureId: string, pool: TotePool) {
    const [row] = await db()
      .select()
      .from(totePools)
      .where(and(eq(totePools.fixtureId, fixtureId), eq(totePools.pool, pool)));
    if (!row) throw new Error(`no ${pool} pool`);
    return { ...row, outcome: row.outcome as PoolOutcome };
  }

  async function accountSum(accountId: string): Promise<number> {
    const [row] = await queryRows<{ total: string | null }>(
      db(),
      sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where account_id = ${accountId}::uuid`,
    );
    return Number(row?.total ?? 0);
  }

  /** The pool's account is empty and payouts + takings = gross + carry-in + top-up. */
  async function expectPoolSettled(fixtureId: string, pool: TotePool) {
    const row = await poolOf(fixtureId, pool);
    const o = row.outcome;
    expect(row.resultSignature).not.toBeNull();
    expect(await accountSum(totePoolAccountId(fixtureId, pool))).toBe(0);
    expect(
      o.payoutPaise + o.commissionPaise + o.breakagePaise + o.carryOutPaise + o.refundPaise,
    ).toBe(o.grossPaise + row.carryInPaise + o.minusPoolTopUpPaise);
    return row;
  }

  const dividendsOf = async (fixtureId: string, pool: TotePool) =>
    (await poolOf(fixtureId, pool)).outcome.dividends.map((item) => [
      item.combination.join('-'),
      item.dividendPaise,
    ]);

  async function ticket(ticketNumber: string) {
    const [row] = await db()
      .select()
      .from(toteTickets)
      .where(eq(toteTickets.ticketNumber, ticketNumber));
    if (!row) throw new Error(`no ticket ${ticketNumber}`);
    return row;
  }

  async function cash(playerId: string) {
    const accounts = await findPlayerAccounts(db(), playerId);
    return (
      (await accountSum(accounts['cash-deposits'])) + (await accountSum(accounts['cash-winnings']))
    );
  }

  it('works out and pays every pool type at the official result, the accounts emptied', async () => {
    const race = await openRace(8);
    const [a, b] = [await player(), await player()];
    const tickets = {
      win1: await buy(a, race.id, 'WIN', [[1]], 10),
      win2: await buy(b, race.id, 'WIN', [[2]], 30),
      place1: await buy(a, race.id, 'PLACE', [[1]], 10),
      place4: await buy(b, race.id, 'PLACE', [[4]], 10),
      place2: await buy(b, race.id, 'PLACE', [[2]], 20),
      shp2: await buy(a, race.id, 'SHP', [[2]], 10),
      shp5: await buy(b, race.id, 'SHP', [[5]], 10),
      thp3: await buy(a, race.id, 'THP', [[3]], 10),
      thp1: await buy(b, race.id, 'THP', [[1]], 10),
      forecastBox: await buy(a, race.id, 'FORECAST', [[1, 2]], 10, true),
      forecast34: await buy(b, race.id, 'FORECAST', [[3], [4]], 10),
      quinella: await buy(b, race.id, 'QUINELLA', [[2], [1]], 10),
      quinella23: await buy(a, race.id, 'QUINELLA', [[2], [3]], 10),
      tanala: await buy(a, race.id, 'TANALA', [[1], [2], [3]], 10),
      tanalaBox: await buy(b, race.id, 'TANALA', [[4, 5, 6]], 10, true),
    };
    const before = { a: await cash(a), b: await cash(b) };
    await runRace(race, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);

    // Win: 40 units, ₹400; 15% commission leaves ₹340 for the 10 units on 1: ₹34.
    expect(await dividendsOf(race.id, 'WIN')).toEqual([['1', 3_400]]);
    // Place (8 starters, 3 places): ₹340 in two parts (3 unbacked): 1 ₹17; 2 ₹8.50 raised to ₹11.
    expect(await dividendsOf(race.id, 'PLACE')).toEqual([
      ['1', 1_700],
      ['2', 1_100],
    ]);
    const place = await poolOf(race.id, 'PLACE');
    expect(place.outcome.minusPoolTopUpPaise).toBe(5_000);
    // SHP and THP: 20 units, ₹200 less 15%: ₹170 on 10 units.
    expect(await dividendsOf(race.id, 'SHP')).toEqual([['2', 1_700]]);
    expect(await dividendsOf(race.id, 'THP')).toEqual([['3', 1_700]]);
    // Forecast: 30 units (the box is 1-2 and 2-1), ₹300 less 20%: ₹240 on the 10 units on 1-2.
    expect(await dividendsOf(race.id, 'FORECAST')).toEqual([['1-2', 2_400]]);
    // Quinella: 20 units, ₹200 less 20%: ₹160 on 1-2 (bought as 2, 1).
    expect(await dividendsOf(race.id, 'QUINELLA')).toEqual([['1-2', 1_600]]);
    // Tanala: 70 units (the box is 6), ₹700 less 25%: ₹525 on 1-2-3.
    expect(await dividendsOf(race.id, 'TANALA')).toEqual([['1-2-3', 5_250]]);

    const won = {
      win1: 34_000,
      place1: 17_000,
      shp2: 17_000,
      thp3: 17_000,
      forecastBox: 24_000,
      quinella23: 0,
      tanala: 52_500,
      place2: 22_000,
      quinella: 16_000,
    };
    for (const [name, amount] of Object.entries(won)) {
      const row = await ticket(tickets[name as keyof typeof tickets]);
      expect(row.status, name).toBe(amount > 0 ? 'WON' : 'LOST');
      expect(row.totalWinPaise, name).toBe(amount);
      expect(row.tdsPaise, name).toBe(0);
      expect(row.payoutPaise, name).toBe(amount);
    }
    expect((await ticket(tickets.win2)).status).toBe('LOST');
    expect((await ticket(tickets.tanalaBox)).status).toBe('LOST');
    expect(await cash(a)).toBe(before.a + 34_000 + 17_000 + 17_000 + 17_000 + 24_000 + 52_500);
    expect(await cash(b)).toBe(before.b + 22_000 + 16_000);
    for (const pool of ['WIN', 'PLACE', 'SHP', 'THP', 'FORECAST', 'QUINELLA', 'TANALA'] as const)
      await expectPoolSettled(race.id, pool);
    expect(await accountSum(toteHouseAccountId('tote-minus-pool'))).toBeLessThanOrEqual(-5_000);

    // Settling again moves nothing.
    const transfers = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_transfers`,
    );
    await settleRace(deps(), race.id);
    expect(
      await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from ledger_transfers`),
    ).toEqual(transfers);
  });

  it('prints each pool’s dividends, carry-forwards and refunds in the results, and reports the day’s pools', async () => {
    const race = await openRace(8, { day: '2025-10-05' });
    const [a, b] = [await player(), await player()];
    await buy(a, race.id, 'WIN', [[1]], 10);
    await buy(b, race.id, 'WIN', [[2]], 30);
    await buy(a, race.id, 'FORECAST', [[3], [4]], 10);
    await buy(b, race.id, 'WIN', [[8]], 10);
    await scratchRunner(deps(), race.id, 8);
    await runRace(race, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const results = await subject.app.inject({ url: '/api/mc/race-results?date=2025-10-05' });
    expect(results.statusCode).toBe(200);
    const [resulted] = raceResultsSchema.parse(results.json());
    // Win: 40 units stand (the 10 on 8 refunded): ₹340 on 10 units.
    expect(resulted?.pools).toEqual([
      {
        pool: 'WIN',
        status: 'FINAL',
        dividends: [{ combination: [1], dividend: 34 }],
        carryIn: 0,
        carryForward: 0,
        refunds: 100,
      },
      {
        pool: 'FORECAST',
        status: 'CARRIED',
        dividends: [],
        carryIn: 0,
        carryForward: 80,
        refunds: 0,
      },
    ]);

    const staff = (await signedInOperator(subject, 'ADMIN')).auth;
    const report = await subject.app.inject({
      url: '/api/operator/reports/tote-pools?day=2025-10-05',
      headers: staff,
    });
    expect(report.statusCode).toBe(200);
    const body = poolReportSchema.parse(report.json());
    expect(body.races[0]?.pools[0]).toEqual({
      pool: 'WIN',
      status: 'FINAL',
      turnover: 500,
      commission: 60,
      // ₹200 on 50 units, less the ₹40 refunded with the 10 on the scratched runner.
      gst: 160,
      breakage: 0,
      refunds: 100,
      carryIn: 0,
      carryForward: 0,
      minusPoolTopUp: 0,
      dividendsPaid: 340,
      tickets: 3,
    });
    expect(body.totals.map((line) => [line.pool, line.carryForward])).toEqual([
      ['WIN', 0],
      ['FORECAST', 80],
    ]);
    const csv = await subject.app.inject({
      url: '/api/operator/reports/tote-pools/csv?day=2025-10-05',
      headers: staff,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(',WIN,FINAL,3,500.00,60.00,160.00,');
    const refused = await subject.app.inject({
      url: '/api/operator/reports/tote-pools?day=2025-10-05',
      headers: (await signedInOperator(subject, 'TRADER')).auth,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows probable dividends while the result is provisional, and stores nothing', async () => {
    const race = await openRace(8);
    const [a, b] = [await player(), await player()];
    await buy(a, race.id, 'WIN', [[1]], 10);
    await buy(b, race.id, 'WIN', [[2]], 30);
    clock.set(new Date(race.startAt.getTime() + 60_000));
    await suspendRace(deps(), race.id);
    await declareResult(deps(), race.id, {
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace(deps(), race.id);
    const pools = await subject.app.inject({ url: `/api/mc/sport-fixture/${race.id}/pools` });
    expect(pools.statusCode).toBe(200);
    const win = racePoolsSchema.parse(pools.json()).find((pool) => pool.pool === 'WIN');
    // ₹340 on the 30 units on 2: ₹11.33, rounded down to ₹11.30.
    expect(win?.probableDividends).toEqual([{ combination: [2], dividend: 11.3 }]);
    expect(win?.dividends).toEqual([]);
    const row = await poolOf(race.id, 'WIN');
    expect(row.outcome).toBeNull();
    expect(await accountSum(totePoolAccountId(race.id, 'WIN'))).toBe(40_000);
  });

  it('pays our tickets at the club’s declared dividends with TOTE_HOST=club-sandbox, and settles the rest with the club', async () => {
    const race = await openRace(8);
    const [a, b] = [await player(), await player()];
    const winner = await buy(a, race.id, 'WIN', [[1]], 10);
    await buy(b, race.id, 'WIN', [[2]], 10);
    const club = createClubSandboxHost();
    clock.set(new Date(race.startAt.getTime() + 60_000));
    await suspendRace(deps(), race.id);
    await declareResult(deps(), race.id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace({ ...deps(), tote: { host: club } }, race.id);
    const row = await poolOf(race.id, 'WIN');
    const declared = club.declaredDividends(
      await readPoolBook(db(), row, [1, 2, 3, 4, 5, 6, 7, 8]),
      race.id,
      [[1], [2], [3]],
    );
    const dividend = declared.dividends.find((item) => item.combination[0] === 1)?.dividendPaise;
    expect(dividend).toBeGreaterThan(0);
    expect(row.outcome.dividends).toEqual(declared.dividends);
    expect((await ticket(winner)).totalWinPaise).toBe((dividend ?? 0) * 10);
    expect(await accountSum(totePoolAccountId(race.id, 'WIN'))).toBe(0);
    const [settlement] = await queryRows<{ club: string }>(
      db(),
      sql`select details->>'clubSettlementPaise' as club from ledger_transfers
        where kind = 'TOTE_POOL_SETTLEMENT' and reference = ${`${race.id}:WIN`}`,
    );
    expect(Number(settlement?.club)).toBe(20_000 - (dividend ?? 0) * 10);
  });

  it('splits a dead heat for first into equal parts, one per winning combination', async () => {
    const race = await openRace(8);
    const [a, b] = [await player(), await player()];
    const one = await buy(a, race.id, 'WIN', [[1]], 10);
    const two = await buy(b, race.id, 'WIN', [[2]], 10);
    await buy(b, race.id, 'WIN', [[3]], 20);
    const forecast = await buy(a, race.id, 'FORECAST', [[2], [1]], 10);
    await buy(b, race.id, 'FORECAST', [[3], [4]], 10);
    await runRace(race, [
      [1, 1],
      [1, 2],
      [3, 3],
    ]);
    // ₹400 less 15% = ₹340, half each for 1 and 2 on 10 units: ₹17.
    expect(await dividendsOf(race.id, 'WIN')).toEqual([
      ['1', 1_700],
      ['2', 1_700],
    ]);
    expect((await ticket(one)).totalWinPaise).toBe(17_000);
    expect((await ticket(two)).totalWinPaise).toBe(17_000);
    // Forecast: 1-2 and 2-1 both win; only 2-1 was backed, so it takes the whole ₹160.
    expect(await dividendsOf(race.id, 'FORECAST')).toEqual([['2-1', 1_600]]);
    expect((await ticket(forecast)).totalWinPaise).toBe(16_000);
    await expectPoolSettled(race.id, 'WIN');
    await expectPoolSettled(race.id, 'FORECAST');
  });

  it('carries an unbacked winner’s pool forward to the same pool of the venue’s next race', async () => {
    const first = await openRace(8, { hour: '10:00' });
    const second = await openRace(8, { hour: '10:30' });
    const [a, b] = [await player(), await player()];
    clock.set(new Date(first.startAt.getTime() - 60_000));
    const loser = await buy(a, first.id, 'WIN', [[2]], 10);
    await runRace(first, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const carried = await expectPoolSettled(first.id, 'WIN');
    expect(carried.status).toBe('CARRIED');
    // ₹100 less 15%.
    expect(carried.outcome.carryOutPaise).toBe(8_500);
    expect(carried.carriedToFixtureId).toBe(second.id);
    expect((await ticket(loser)).status).toBe('LOST');
    expect((await poolOf(second.id, 'WIN')).carryInPaise).toBe(8_500);
    expect(await accountSum(totePoolAccountId(second.id, 'WIN'))).toBe(8_500);

    clock.set(new Date(second.startAt.getTime() - 60_000));
    const winner = await buy(b, second.id, 'WIN', [[1]], 10);
    await runRace(second, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // ₹85 of this race's ₹100 plus the ₹85 carried, on 10 units: ₹17.
    expect(await dividendsOf(second.id, 'WIN')).toEqual([['1', 1_700]]);
    expect((await ticket(winner)).totalWinPaise).toBe(17_000);
    await expectPoolSettled(second.id, 'WIN');
  });

  it('corrects a carry-forward: the next race’s pool gives it back and is paid again', async () => {
    const first = await openRace(8, { day: '2026-02-01', hour: '10:00' });
    const second = await openRace(8, { day: '2026-02-01', hour: '10:30' });
    const [a, b] = [await player(), await player(100_000)];
    clock.set(new Date(first.startAt.getTime() - 60_000));
    const onTwo = await buy(a, first.id, 'WIN', [[2]], 10);
    await runRace(first, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    clock.set(new Date(second.startAt.getTime() - 60_000));
    const winner = await buy(b, second.id, 'WIN', [[1]], 10);
    await runRace(second, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // ₹85 of its own and ₹85 carried in.
    expect((await ticket(winner)).totalWinPaise).toBe(17_000);
    // The first race's result is corrected: 2 won, so nothing was carried.
    await declareResult(deps(), first.id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace(deps(), first.id);
    // ₹85 on 10 units, raised to the ₹11 minimum.
    expect((await ticket(onTwo)).totalWinPaise).toBe(11_000);
    expect((await poolOf(first.id, 'WIN')).carriedToFixtureId).toBeNull();
    const next = await poolOf(second.id, 'WIN');
    expect(next.carryInPaise).toBe(0);
    // ₹85 alone: ₹8.50 a unit, under the minimum: ₹11, the house paying the rest.
    expect(next.outcome.dividends).toEqual([{ combination: [1], dividendPaise: 1_100, units: 10 }]);
    expect((await ticket(winner)).totalWinPaise).toBe(11_000);
    await expectPoolSettled(first.id, 'WIN');
    await expectPoolSettled(second.id, 'WIN');
  });

  it('keeps a carry-forward with no next race yet, and hands it to that race once it is run', async () => {
    const first = await openRace(8, { day: '2026-06-10', hour: '16:00' });
    const a = await player();
    await buy(a, first.id, 'QUINELLA', [[3], [4]], 10);
    await runRace(first, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const carried = await expectPoolSettled(first.id, 'QUINELLA');
    expect(carried.carriedToFixtureId).toBeNull();
    expect(carried.outcome.carryOutPaise).toBe(8_000);
    const next = await openRace(8, { day: '2026-06-11', hour: '14:00' });
    const b = await player();
    const winner = await buy(b, next.id, 'QUINELLA', [[1], [2]], 10);
    await runRace(next, [
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
    expect((await poolOf(first.id, 'QUINELLA')).carriedToFixtureId).toBe(next.id);
    expect(await dividendsOf(next.id, 'QUINELLA')).toEqual([['1-2', 1_600]]);
    expect((await ticket(winner)).totalWinPaise).toBe(16_000);
    await expectPoolSettled(next.id, 'QUINELLA');
  });

  it('refunds every pool of a void race, GST included', async () => {
    const race = await openRace(8);
    const a = await player();
    const before = await cash(a);
    const win = await buy(a, race.id, 'WIN', [[1]], 10);
    const forecast = await buy(a, race.id, 'FORECAST', [[1, 2, 3]], 10, true);
    expect(await cash(a)).toBe(before - 14_000 - 6 * 14_000);
    clock.set(new Date(race.startAt.getTime() + 60_000));
    await voidRace(deps(), race.id);
    await settleRace(deps(), race.id);
    expect(await cash(a)).toBe(before);
    for (const number of [win, forecast]) {
      const row = await ticket(number);
      expect(row.status).toBe('REFUNDED');
      expect(row.refundPaise).toBe(row.poolPaise + row.cgstPaise + row.sgstPaise);
    }
    expect((await expectPoolSettled(race.id, 'WIN')).status).toBe('REFUNDED');
    expect((await expectPoolSettled(race.id, 'FORECAST')).status).toBe('REFUNDED');
  });

  it('refunds the pools of an abandoned meeting’s unrun races, through the operator route', async () => {
    const race = await openRace(8, { day: '2026-03-01' });
    const a = await player();
    const before = await cash(a);
    const ticketNumber = await buy(a, race.id, 'QUINELLA', [[1, 2, 3]], 10, true);
    const [row] = await db().select().from(fixtures).where(eq(fixtures.id, race.id));
    const abandoned = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/meetings/${row?.meetingId}/abandon`,
      headers: (await signedInOperator(subject, 'ADMIN')).auth,
      payload: { reason: 'Waterlogged course' },
    });
    expect(abandoned.statusCode).toBe(200);
    expect(await cash(a)).toBe(before);
    expect((await ticket(ticketNumber)).status).toBe('REFUNDED');
    expect((await expectPoolSettled(race.id, 'QUINELLA')).status).toBe('REFUNDED');
  });

  it('refunds a pool left with too few starters, and units on a scratched runner with their GST', async () => {
    const race = await openRace(5);
    const [a, b] = [await player(), await player()];
    const place = await buy(a, race.id, 'PLACE', [[1]], 10);
    const onScratched = await buy(b, race.id, 'WIN', [[5]], 10);
    const win = await buy(a, race.id, 'WIN', [[1]], 10);
    const forecast = await buy(b, race.id, 'FORECAST', [[1], [2, 5]], 10);
    await scratchRunner(deps(), race.id, 5);
    await scratchRunner(deps(), race.id, 4);
    const before = { a: await cash(a), b: await cash(b) };
    await runRace(race, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // Three starters: Place needs four, so it is refunded in full.
    expect((await expectPoolSettled(race.id, 'PLACE')).status).toBe('REFUNDED');
    expect((await ticket(place)).status).toBe('REFUNDED');
    // The unit on 5 comes back, ₹100 + ₹40 GST; the Win pool is what remains: ₹100 less 15%.
    const scratched = await ticket(onScratched);
    expect(scratched.status).toBe('REFUNDED');
    expect(scratched.refundPaise).toBe(14_000);
    expect(await dividendsOf(race.id, 'WIN')).toEqual([['1', 1_100]]);
    // 1-5 refunded (₹140), 1-2 wins the whole Forecast pool after it: ₹100 less 20% = ₹8, raised to ₹11.
    const forecastRow = await ticket(forecast);
    expect(forecastRow.status).toBe('WON');
    expect(forecastRow.refundPaise).toBe(14_000);
    expect(forecastRow.totalWinPaise).toBe(11_000);
    expect((await ticket(win)).totalWinPaise).toBe(11_000);
    expect(await cash(a)).toBe(before.a + 14_000 + 11_000);
    expect(await cash(b)).toBe(before.b + 14_000 + 14_000 + 11_000);
    await expectPoolSettled(race.id, 'WIN');
    await expectPoolSettled(race.id, 'FORECAST');
  });

  it('withholds TDS when a ticket’s dividends less its cost exceed ₹10,000', async () => {
    const race = await openRace(8);
    const [a, b] = [await player(), await player()];
    const big = await buy(a, race.id, 'WIN', [[1]], 10);
    await buy(b, race.id, 'WIN', [[2]], 700);
    await buy(b, race.id, 'WIN', [[2]], 700);
    const before = await cash(a);
    await runRace(race, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // 1,410 units, ₹14,100 less 15% = ₹11,985 on 10 units: ₹1,198.50 each.
    expect(await dividendsOf(race.id, 'WIN')).toEqual([['1', 119_850]]);
    const row = await ticket(big);
    expect(row.totalWinPaise).toBe(1_198_500);
    // Net ₹11,845 (less the ₹140 paid) > ₹10,000: 30% withheld.
    expect(row.tdsPaise).toBe(355_350);
    expect(row.payoutPaise).toBe(843_150);
    expect(await cash(a)).toBe(before + 843_150);
    await expectPoolSettled(race.id, 'WIN');
    // The tax passbook and the TDS report count the ticket: bought in one financial year, and
    // paid when the ledger posted it (the database's clock, today).
    const bought = await getTaxPassbook(db(), a, undefined, clock.now());
    expect(bought.bets).toEqual([expect.objectContaining({ stake: 140, gst: 40 })]);
    const paidIn = financialYearOf(new Date());
    const paid = await getTaxPassbook(db(), a, paidIn, clock.now());
    expect(paid.bets).toEqual([
      expect.objectContaining({ ticketNumber: row.ticketNumber, winnings: 11_985, tds: 3_553.5 }),
    ]);
    expect(paid.totals.tds).toBe(3_553.5);
    const report = await getTdsReport(db(), subject.app.secrets.fieldCipher, paidIn);
    expect(report.players.find((line) => line.uid === a)).toMatchObject({
      winnings: 11_985,
      tds: 3_553.5,
    });
  });

  it('re-settles every ticket of a corrected result through the debt rule', async () => {
    const race = await openRace(8);
    const [a, b] = [await player(14_000), await player()];
    const first = await buy(a, race.id, 'WIN', [[1]], 10);
    const second = await buy(b, race.id, 'WIN', [[2]], 10);
    await runRace(race, [
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect((await ticket(first)).totalWinPaise).toBe(17_000);
    // The player spends the winnings (moved out of the wallet).
    const accounts = await findPlayerAccounts(db(), a);
    await db().transaction((tx) =>
      postTransfer(tx, {
        kind: 'TEST_SPEND',
        legs: [
          { accountId: accounts['cash-winnings'], amount: -17_000n },
          { accountId: houseAccountId('external-payouts', 0), amount: 17_000n },
        ],
      }),
    );
    await declareResult(deps(), race.id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace(deps(), race.id);
    expect(await dividendsOf(race.id, 'WIN')).toEqual([['2', 1_700]]);
    expect((await ticket(first)).status).toBe('LOST');
    expect((await ticket(second)).totalWinPaise).toBe(17_000);
    // Gone from the wallet: owed.
    expect(await accountSum(await findPlayerReceivable(db(), a))).toBe(-17_000);
    await expectPoolSettled(race.id, 'WIN');
  });
});
