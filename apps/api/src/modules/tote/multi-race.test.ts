import {
  BET_MESSAGES,
  financialYearOf,
  indiaInstant,
  MULTI_RACE_MESSAGES,
  multiRacePoolsSchema,
  multiRaceTicketsSchema,
  SPORTS_CHANNEL,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { settleRace } from '../settlement/settle-race';
import { getTaxPassbook } from '../statements/get-tax-passbook';
import { checkMultiRacePools } from './multi-race-ledger';
import { listMultiRaceTickets } from './multi-race-pools';
import { multiRacePoolAccountId } from './tote-accounts';

/**
 * Multi-race pools end to end: the operator sets the legs, players buy through the route, the
 * races are resulted through the race verbs and settled by settleRace. GST 40% (since 22
 * September 2025): a ₹10 line costs ₹14. The ledger holds after every test.
 */
describe('multi-race pools', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
    expect(await checkMultiRacePools(subject.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await subject.close();
  });

  const deps = () => raceDeps(subject);
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(subject.database.db, query);

  /** Five published races at BLR on `day`, 30 minutes apart from 13:00; the clock at 12:00. */
  async function raceDay(day: string, runnerCount = 8) {
    clock.set(new Date(indiaInstant(day, '12:00').getTime()));
    const races: { id: string; startAt: Date }[] = [];
    for (let number = 1; number <= 5; number += 1) {
      const startAt = new Date(indiaInstant(day, '13:00').getTime() + (number - 1) * 30 * 60_000);
      const id = await addRace(subject, startAt, { raceNumber: number, runnerCount });
      await publishRace(deps(), id);
      races.push({ id, startAt });
    }
    clock.set(new Date(indiaInstant(day, '12:00').getTime()));
    return races;
  }

  const put = (auth: Record<string, string>, day: string, pools: unknown[]) =>
    subject.app.inject({
      method: 'PUT',
      url: `/api/operator/race-days/${day}/multi-race-pools`,
      headers: auth,
      payload: { pools },
    });

  async function treble(day: string, legs: string[], extra: Record<string, unknown> = {}) {
    const { auth } = await signedInOperator(subject, 'TRADER');
    const response = await put(auth, day, [{ pool: 'TREBLE', legs, ...extra }]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().pools[0].uid as string;
  }

  async function player(paise = 1_000_000) {
    const signedIn = await signedInPlayer(subject);
    await fundPlayer(subject, signedIn.session.uid, paise);
    return signedIn;
  }

  const buy = (auth: Record<string, string>, body: Record<string, unknown>, key?: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/tote/multi-race-tickets',
      headers: { ...auth, 'idempotency-key': key ?? `multi-race-${(keys += 1)}` },
      payload: body,
    });

  async function run(race: { id: string; startAt: Date }, winners: number[]) {
    clock.set(new Date(race.startAt.getTime() + 60_000));
    await suspendRace(deps(), race.id);
    await declareResult(deps(), race.id, {
      official: true,
      standings: [
        ...winners.map((horseNumber) => ({ place: 1, horseNumber })),
        // The places behind from the highest numbers (4 may be scratched).
        ...[8, 7, 6]
          .filter((horse) => !winners.includes(horse))
          .slice(0, Math.max(0, 3 - winners.length))
          .map((horseNumber, index) => ({ place: winners.length + 1 + index, horseNumber })),
      ],
    });
    await settleRace(deps(), race.id);
  }

  const pools = async (day: string) => {
    const response = await subject.app.inject({
      url: `/api/mc/race-days/${day}/multi-race-pools`,
    });
    expect(response.statusCode).toBe(200);
    return multiRacePoolsSchema.parse(response.json());
  };
  const cash = async (auth: Record<string, string>) =>
    (await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth })).json().pockets
      .cash.amount as number;
  const accountSum = async (poolId: string) =>
    Number(
      (
        await rows<{ total: string }>(
          sql`select coalesce(sum(amount), 0)::text as total from ledger_entries
            where account_id = ${multiRacePoolAccountId(poolId)}::uuid`,
        )
      )[0]?.total,
    );

  it('lets TRADER and ADMIN set a day’s pools over consecutive races, and refuses other legs', async () => {
    const day = '2026-03-02';
    const races = await raceDay(day);
    const ids = races.map((race) => race.id);
    const trader = await signedInOperator(subject, 'TRADER');
    const support = await signedInOperator(subject, 'SUPPORT');
    expect(
      (await put(support.auth, day, [{ pool: 'TREBLE', legs: ids.slice(0, 3) }])).statusCode,
    ).toBe(403);
    const gap = await put(trader.auth, day, [{ pool: 'TREBLE', legs: [ids[0], ids[1], ids[3]] }]);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe(MULTI_RACE_MESSAGES.legsNotConsecutive);
    const short = await put(trader.auth, day, [{ pool: 'JACKPOT', legs: ids.slice(0, 4) }]);
    expect(short.statusCode).toBe(400);
    const set = await put(trader.auth, day, [
      { pool: 'TREBLE', legs: ids.slice(2, 5) },
      { pool: 'MINI_JACKPOT', legs: ids.slice(1, 5) },
      { pool: 'JACKPOT', legs: ids },
      { pool: 'JACKPOT', sequence: 2, legs: ids, commissionRate: 0.2 },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().pools).toHaveLength(4);
    const read = await subject.app.inject({
      url: `/api/operator/race-days/${day}/multi-race-pools`,
      headers: support.auth,
    });
    expect(
      read
        .json()
        .pools.map((pool: { pool: string; sold: boolean }) => pool.pool)
        .sort(),
    ).toEqual(['JACKPOT', 'JACKPOT', 'MINI_JACKPOT', 'TREBLE']);
    const publicPools = await pools(day);
    expect(publicPools.find((pool) => pool.sequence === 2)).toMatchObject({
      pool: 'JACKPOT',
      venue: 'BLR',
      commissionRate: 0.2,
      status: 'OPEN',
      totalStake: 0,
    });
    // Sold: its legs can no longer change, nor can it be removed.
    const jackpot = publicPools.find((pool) => pool.pool === 'JACKPOT' && pool.sequence === 1);
    const { auth } = await player();
    const sold = await buy(auth, {
      pool: jackpot?.uid,
      legs: [[1, 2], [1], [1], [1], [1, 2, 3, 4]],
      units: 1,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const removed = await put(trader.auth, day, []);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(MULTI_RACE_MESSAGES.legsChanged);
  });

  it('sells a ticket: lines are the product of the horses per leg, ₹14 a line, once per key', async () => {
    const day = '2026-03-03';
    const races = await raceDay(day);
    const uid = await treble(
      day,
      races.slice(0, 3).map((race) => race.id),
    );
    const signedIn = await player();
    const { auth } = signedIn;
    const announced: unknown[] = [];
    const stopListening = subject.hub.subscribe(SPORTS_CHANNEL, (event) => {
      if (event.event === 'multi_race_pool_changed') announced.push(event.data);
    });
    const body = { pool: uid, legs: [[1, 2], [3, 4, 5], [6]], units: 2 };
    const first = await buy(auth, body, 'multi-race-same');
    expect(first.statusCode, first.body).toBe(201);
    // The pool's screen hears of the sale (the fan-out follows the reply: decision 068).
    await vi.waitFor(() => expect(announced).toEqual([{ pool: uid, raceDay: day, version: 12 }]));
    stopListening();
    // 2 x 3 x 1 = 6 lines x 2 units x ₹14.
    expect(first.json()).toEqual({
      ticketNumber: expect.stringMatching(/^M\d+$/),
      lines: 6,
      totalBetAmount: 168,
      gst: 48,
    });
    expect((await buy(auth, body, 'multi-race-same')).json()).toEqual(first.json());
    expect(await cash(auth)).toBe(10_000 - 168);
    expect(await accountSum(uid)).toBe(12_000);
    const [pool] = await pools(day);
    expect(pool).toMatchObject({ uid, totalStake: 120, carryIn: 0, willPays: [], dividends: [] });

    // Refusals, changing nothing: under ₹100, a horse not running, a leg missing, after the off.
    const small = await buy(auth, { pool: uid, legs: [[1], [1], [1]], units: 1 });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe(BET_MESSAGES.totalOutOfRange);
    await scratchRunner(deps(), races[1]?.id as string, 4);
    const scratched = await buy(auth, {
      pool: uid,
      legs: [[1], [4], [1, 2, 3, 5, 6, 7, 8]],
      units: 2,
    });
    expect(scratched.statusCode).toBe(400);
    expect(scratched.json().message).toBe(BET_MESSAGES.selectionUnavailable);
    const short = await buy(auth, { pool: uid, legs: [[1], [2, 3, 5, 6, 7, 8]], units: 2 });
    expect(short.statusCode).toBe(400);
    // The player's state winding down: STATE_NOT_LIVE through the tote's legal guard, no key kept.
    const [home] = await rows<{ state: string; mode: string }>(
      sql`select s.state, s.mode from legal_states s join players p on p.state = s.state
        where p.id = ${signedIn.session.uid}::uuid`,
    );
    await rows(sql`update legal_states set mode = 'WIND_DOWN' where state = ${home?.state}`);
    const notLive = await buy(
      auth,
      { pool: uid, legs: [[1], [2], [3]], units: 10 },
      'multi-race-state',
    );
    await rows(sql`update legal_states set mode = ${home?.mode} where state = ${home?.state}`);
    expect(notLive.statusCode).toBe(403);
    expect(notLive.json()).toMatchObject({ code: 'STATE_NOT_LIVE' });
    expect(
      (await buy(auth, { pool: uid, legs: [[1], [2], [3]], units: 10 }, 'multi-race-state'))
        .statusCode,
    ).toBe(201);
    const unknown = await buy(auth, {
      pool: '00000000-0000-4000-8000-000000000000',
      legs: [[1], [1], [1]],
      units: 10,
    });
    expect(unknown.statusCode).toBe(404);
    clock.set(new Date((races[0]?.startAt.getTime() ?? 0) + 1_000));
    const afterOff = await player();
    const late = await buy(afterOff.auth, { pool: uid, legs: [[1], [2], [3]], units: 10 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RACE_CLOSED' });
    expect(await cash(afterOff.auth)).toBe(10_000);
    expect(await accountSum(uid)).toBe(12_000 + 10_000);
    expect((await pools(day))[0]?.status).toBe('CLOSED');
  });

  it("lists a player's multi-race tickets to that player only, and to no caller without a token", async () => {
    const day = '2026-02-20';
    const races = await raceDay(day);
    const uid = await treble(
      day,
      races.slice(0, 3).map((race) => race.id),
    );
    const owner = await player();
    const other = await player();
    const bought = await buy(owner.auth, { pool: uid, legs: [[1, 2], [3, 4, 5], [6]], units: 2 });
    expect(bought.statusCode, bought.body).toBe(201);
    const list = (auth: Record<string, string>) =>
      subject.app.inject({ url: '/api/customer/self/tote/multi-race-tickets', headers: auth });
    const ticketNumbers = async (auth: Record<string, string>) =>
      (await list(auth)).json<{ ticketNumber: string }[]>().map((ticket) => ticket.ticketNumber);
    expect(await ticketNumbers(owner.auth)).toContain(bought.json().ticketNumber);
    expect(await ticketNumbers(other.auth)).not.toContain(bought.json().ticketNumber);
    expect((await list({})).statusCode).toBe(401);
  });

  it('settles at the last leg, with will-pays before it, legs won and substitutes on the tickets', async () => {
    const day = '2026-03-04';
    const races = await raceDay(day);
    const uid = await treble(
      day,
      races.slice(0, 3).map((race) => race.id),
    );
    const a = await player();
    const b = await player();
    const c = await player();
    // A: 2 x 1 x 2 = 4 lines x 2 = ₹112; B: 1 x 2 x 2 = 4 lines x 2; C: 8 lines x 1.
    const boughtByA = await buy(a.auth, { pool: uid, legs: [[1, 2], [3], [5, 6]], units: 2 });
    expect(boughtByA.statusCode).toBe(201);
    expect(
      (await buy(b.auth, { pool: uid, legs: [[1], [3, 4], [5, 7]], units: 2 })).statusCode,
    ).toBe(201);
    expect(
      (
        await buy(c.auth, {
          pool: uid,
          legs: [
            [2, 3],
            [4, 5],
            [6, 7],
          ],
          units: 1,
        })
      ).statusCode,
    ).toBe(201);
    const listed = await subject.app.inject({
      url: '/api/customer/self/tote/multi-race-tickets',
      headers: a.auth,
    });
    expect(multiRaceTicketsSchema.parse(listed.json())[0]).toMatchObject({
      poolType: 'TREBLE',
      lines: 4,
      units: 2,
      legsWon: 0,
      alive: true,
      legs: [
        { selections: [1, 2], won: null, substitutes: [] },
        { selections: [3] },
        { selections: [5, 6] },
      ],
    });
    // Gross 24 units = ₹240; 25% commission; net ₹180.
    await run(races[0] as { id: string; startAt: Date }, [1]);
    // Horse 4 of leg 2 is scratched after leg 1: the leg's favourite (lowest price: 1) stands in.
    await scratchRunner(deps(), races[1]?.id as string, 4);
    await run(races[1] as { id: string; startAt: Date }, [3]);
    const [before] = await pools(day);
    // Alive: A 1-3-{5,6} x2, B 1-3-{5,7} x2; C lost leg 1 (its 4 in leg 2 runs as the favourite 1).
    expect(before?.status).toBe('CLOSED');
    const pays = new Map(before?.willPays.map((pay) => [pay.horseNo, pay.dividend]));
    // 5: A 2 + B 2 = 4 units → ₹45; 6: A 2 → ₹90; 7: B 2 → ₹90; 8: nobody.
    expect(pays.get(5)).toBe(45);
    expect(pays.get(6)).toBe(90);
    expect(pays.get(7)).toBe(90);
    expect(pays.get(8)).toBe(0);
    // Sessions idle out while the races run: the tickets are read as the route reads them.
    const tickets = async (signedIn: { session: { uid: string } }) =>
      multiRaceTicketsSchema.parse(
        await listMultiRaceTickets(subject.database.db, signedIn.session.uid, 10, clock.now()),
      )[0];
    expect(await tickets(a)).toMatchObject({ legsWon: 2, alive: true, status: 'ACCEPTED' });
    const ofC = await tickets(c);
    expect(ofC).toMatchObject({ legsWon: 0, alive: false });
    expect(ofC?.legs[1]?.substitutes).toEqual([{ scratched: 4, substitute: 1 }]);

    await run(races[2] as { id: string; startAt: Date }, [5]);
    const [after] = await pools(day);
    expect(after).toMatchObject({
      status: 'FINAL',
      willPays: [],
      dividends: [{ winners: [[1], [3], [5]], dividend: 45, linesWon: 4 }],
    });
    expect(await tickets(a)).toMatchObject({ status: 'WON', legsWon: 3, totalWinAmount: 90 });
    expect(await tickets(b)).toMatchObject({ status: 'WON', totalWinAmount: 90 });
    expect(await tickets(c)).toMatchObject({ status: 'LOST', alive: false });
    expect(await accountSum(uid)).toBe(0);
    // The tax passbook counts the ticket: bought that year, paid when the ledger posted it.
    const bought = await getTaxPassbook(subject.database.db, a.session.uid, undefined, clock.now());
    expect(bought.bets).toEqual([expect.objectContaining({ stake: 112, gst: 32 })]);
    const paid = await getTaxPassbook(
      subject.database.db,
      a.session.uid,
      financialYearOf(new Date()),
      clock.now(),
    );
    expect(paid.bets).toEqual([
      expect.objectContaining({
        ticketNumber: boughtByA.json().ticketNumber,
        winnings: 90,
        tds: 0,
      }),
    ]);

    // A correction of leg 1 (2 won) re-settles through the debt rule: A alone holds 2-3-5.
    await declareResult(deps(), races[0]?.id as string, {
      official: true,
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 8 },
        { place: 3, horseNumber: 7 },
      ],
    });
    await settleRace(deps(), races[0]?.id as string);
    expect(await tickets(a)).toMatchObject({ status: 'WON', totalWinAmount: 180 });
    expect(await tickets(b)).toMatchObject({ status: 'LOST', totalWinAmount: 0 });
    expect(await accountSum(uid)).toBe(0);
  });

  it('carries the net of a pool nobody won to the venue’s next race day, and a void leg wins every selection', async () => {
    const first = await raceDay('2026-03-05');
    const uid = await treble(
      '2026-03-05',
      first.slice(0, 3).map((race) => race.id),
    );
    const a = await player();
    expect(
      (await buy(a.auth, { pool: uid, legs: [[1], [1, 2], [1, 2, 3, 4]], units: 1 })).statusCode,
    ).toBe(201);
    await run(first[0] as { id: string; startAt: Date }, [2]);
    await run(first[1] as { id: string; startAt: Date }, [1]);
    await run(first[2] as { id: string; startAt: Date }, [1]);
    const [carried] = await pools('2026-03-05');
    // 8 lines ₹80, 25% off: ₹60 carried, waiting in the pool's account for the next day's Treble.
    expect(carried).toMatchObject({ status: 'CARRIED', carryOut: 60, dividends: [] });
    expect(await accountSum(uid)).toBe(6_000);

    const next = await raceDay('2026-03-06');
    const nextUid = await treble(
      '2026-03-06',
      next.slice(0, 3).map((race) => race.id),
    );
    expect(await accountSum(uid)).toBe(0);
    expect((await pools('2026-03-06'))[0]).toMatchObject({ uid: nextUid, carryIn: 60 });
    const b = await player();
    expect(
      (await buy(b.auth, { pool: nextUid, legs: [[1], [1], [1, 2, 3, 4, 5, 6, 7, 8]], units: 1 }))
        .statusCode,
    ).toBe(201);
    await run(next[0] as { id: string; startAt: Date }, [1]);
    clock.set(new Date((next[1]?.startAt.getTime() ?? 0) + 60_000));
    await voidRace(deps(), next[1]?.id as string);
    await settleRace(deps(), next[1]?.id as string);
    await run(next[2] as { id: string; startAt: Date }, [3]);
    // ₹80 in, ₹60 net + ₹60 carried = ₹120 on 1 line: the void leg counted 1 a winner.
    const [won] = await pools('2026-03-06');
    expect(won).toMatchObject({
      status: 'FINAL',
      carryIn: 60,
      dividends: [{ dividend: 120, linesWon: 1 }],
    });
    expect(await accountSum(nextUid)).toBe(0);
  });
});
