import {
  BET_MESSAGES,
  indiaInstant,
  racePoolsSchema,
  TOTE_MESSAGES,
  toteTicketsSchema,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { totePoolAccountId } from './tote-accounts';

// 10 January 2026: GST 40% (since 22 September 2025), so a ₹10 unit costs ₹14.
const OFF = indiaInstant('2026-01-10', '15:00');

describe('tote tickets', () => {
  let subject: TestApp;
  let raceId: string;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  let keySequence = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF, { runnerCount: 8 });
    await publishRace(raceDeps(subject), raceId);
  });
  afterEach(async () => {
    clock.set(new Date(OFF.getTime() - 60 * 60 * 1000));
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const buy = (
    auth: Record<string, string>,
    ticket: Record<string, unknown>,
    key = `tote-key-${(keySequence += 1)}`,
  ) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/tote/tickets',
      headers: { ...auth, 'idempotency-key': key },
      payload: { sportFixture: raceId, box: false, ...ticket },
    });
  const cash = async (auth: Record<string, string>) =>
    (await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth })).json().pockets
      .cash.amount as number;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(subject.database.db, query);
  const poolGross = async (pool: string, fixture = raceId) =>
    Number(
      (
        await rows<{ gross_paise: string }>(
          sql`select gross_paise from tote_pools where fixture_id = ${fixture}::uuid and pool = ${pool}`,
        )
      )[0]?.gross_paise ?? 0,
    );
  const poolUnits = async (pool: string, fixture = raceId) =>
    Object.fromEntries(
      (
        await rows<{ combination: string; units: string }>(
          sql`select combination, units from tote_pool_units where fixture_id = ${fixture}::uuid and pool = ${pool}`,
        )
      ).map((row) => [row.combination, Number(row.units)]),
    );
  const poolAccountBalance = async (pool: 'WIN' | 'FORECAST' | 'QUINELLA' | 'TANALA') =>
    Number(
      (
        await rows<{ total: string | null }>(
          sql`select sum(amount)::text as total from ledger_entries where account_id = ${totePoolAccountId(raceId, pool)}::uuid`,
        )
      )[0]?.total ?? 0,
    );
  async function fundedPlayer(paise = 100_000) {
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, paise);
    return player;
  }

  it('sells a straight Win ticket at ₹14 a unit: the pool gets ₹10 a unit, GST the rest', async () => {
    const { auth } = await fundedPlayer();
    const before = await poolGross('WIN');
    const response = await buy(auth, { pool: 'WIN', selections: [[3]], units: 10 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ticketNumber: expect.stringMatching(/^P\d{6,}$/),
      combinations: 1,
      totalBetAmount: 140,
      gst: 40,
    });
    expect(await cash(auth)).toBe(1_000 - 140);
    expect((await poolGross('WIN')) - before).toBe(10_000);
    expect((await poolUnits('WIN'))['3']).toBe(10);
    expect(await poolAccountBalance('WIN')).toBe(await poolGross('WIN'));
  });

  it("lists a player's own tickets only: another player's token never reaches them", async () => {
    const owner = await fundedPlayer();
    const other = await fundedPlayer();
    const bought = await buy(owner.auth, { pool: 'WIN', selections: [[2]], units: 10 });
    expect(bought.statusCode).toBe(201);
    const list = (auth: Record<string, string>) =>
      subject.app.inject({ url: '/api/customer/self/tote/tickets', headers: auth });
    const ticketNumbers = async (auth: Record<string, string>) =>
      (await list(auth)).json<{ ticketNumber: string }[]>().map((ticket) => ticket.ticketNumber);
    expect(await ticketNumbers(owner.auth)).toContain(bought.json().ticketNumber);
    expect(await ticketNumbers(other.auth)).not.toContain(bought.json().ticketNumber);
    expect((await list({})).statusCode).toBe(401);
  });

  it('sells a Forecast box: every order of the horses, n(n-1) combinations', async () => {
    const { auth } = await fundedPlayer();
    const response = await buy(auth, {
      pool: 'FORECAST',
      selections: [[1, 2, 3]],
      box: true,
      units: 2,
    });
    expect(response.statusCode).toBe(201);
    // 6 combinations x 2 units x ₹14.
    expect(response.json()).toMatchObject({ combinations: 6, totalBetAmount: 168, gst: 48 });
    const units = await poolUnits('FORECAST');
    for (const key of ['1-2', '2-1', '1-3', '3-1', '2-3', '3-2']) expect(units[key]).toBe(2);
    expect(await poolGross('FORECAST')).toBe(12_000);
    expect(await poolAccountBalance('FORECAST')).toBe(12_000);
  });

  it('sells a Quinella box once per pair and a Tanala banker less the repeats', async () => {
    const { auth } = await fundedPlayer();
    const quinella = await buy(auth, {
      pool: 'QUINELLA',
      selections: [[4, 2, 1, 3]],
      box: true,
      units: 2,
    });
    expect(quinella.json()).toMatchObject({ combinations: 6, totalBetAmount: 168 });
    expect(Object.keys(await poolUnits('QUINELLA')).sort()).toEqual([
      '1-2',
      '1-3',
      '1-4',
      '2-3',
      '2-4',
      '3-4',
    ]);
    // 1 / 2,3 / 3,4,5: 1-2-3, 1-2-4, 1-2-5, 1-3-4, 1-3-5 (1-3-3 repeats a horse).
    const tanala = await buy(auth, {
      pool: 'TANALA',
      selections: [[1], [2, 3], [3, 4, 5]],
      units: 2,
    });
    expect(tanala.statusCode).toBe(201);
    expect(tanala.json()).toMatchObject({ combinations: 5, totalBetAmount: 140, gst: 40 });
    expect(Object.keys(await poolUnits('TANALA')).sort()).toEqual([
      '1-2-3',
      '1-2-4',
      '1-2-5',
      '1-3-4',
      '1-3-5',
    ]);
    const tickets = toteTicketsSchema.parse(
      (await subject.app.inject({ url: '/api/customer/self/tote/tickets', headers: auth })).json(),
    );
    expect(tickets.map((ticket) => ticket.pool)).toEqual(['TANALA', 'QUINELLA']);
    expect(tickets[0]).toMatchObject({
      sportFixture: raceId,
      venueName: 'Bengaluru',
      raceNumber: 1,
      selections: [[1], [2, 3], [3, 4, 5]],
      units: 2,
      combinations: 5,
      totalBetAmount: 140,
      gst: 40,
      status: 'ACCEPTED',
      totalWinAmount: null,
      winningCombinations: [],
    });
  });

  it('answers a replay under the same key with the same ticket and moves the money once', async () => {
    const { auth } = await fundedPlayer();
    const before = await poolGross('WIN');
    const first = await buy(auth, { pool: 'WIN', selections: [[5]], units: 10 }, 'replay-key-1');
    const again = await buy(auth, { pool: 'WIN', selections: [[5]], units: 10 }, 'replay-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await cash(auth)).toBe(1_000 - 140);
    expect((await poolGross('WIN')) - before).toBe(10_000);
    const other = await buy(auth, { pool: 'WIN', selections: [[6]], units: 10 }, 'replay-key-1');
    expect(other.statusCode).toBe(422);
  });

  it('refuses a ticket after the off, changing nothing', async () => {
    // Signed in after the off, so the session is fresh at the clock's time.
    clock.set(new Date(OFF.getTime() + 1_000));
    const { auth } = await fundedPlayer();
    const response = await buy(auth, { pool: 'WIN', selections: [[1]], units: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RACE_CLOSED',
      message: BET_MESSAGES.raceClosed,
    });
    expect(await cash(auth)).toBe(1_000);
  });

  it('refuses a total outside ₹100-10,000 and a ticket the cash cannot cover', async () => {
    const { auth } = await fundedPlayer(50_000);
    const small = await buy(auth, { pool: 'WIN', selections: [[1]], units: 7 });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe(BET_MESSAGES.totalOutOfRange);
    // 715 units x ₹14 = ₹10,010.
    const large = await buy(auth, { pool: 'WIN', selections: [[1]], units: 715 });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(BET_MESSAGES.totalOutOfRange);
    // 50 units = ₹700, more than the ₹500 the player holds.
    const poor = await buy(auth, { pool: 'WIN', selections: [[1]], units: 50 });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: BET_MESSAGES.insufficientBalance,
    });
    expect(await cash(auth)).toBe(500);
  });

  it('refuses bad selections with a 400, never a 500', async () => {
    const { auth } = await fundedPlayer();
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ pool: 'WIN', selections: [[42]], units: 10 }, BET_MESSAGES.selectionUnavailable],
      [{ pool: 'WIN', selections: [[1]], box: true, units: 10 }, TOTE_MESSAGES.boxOnePosition],
      [{ pool: 'FORECAST', selections: [[1]], units: 10 }, TOTE_MESSAGES.pickHorses],
      [{ pool: 'FORECAST', selections: [[1], [1]], units: 10 }, TOTE_MESSAGES.noCombination],
      [{ pool: 'TANALA', selections: [[1, 2]], box: true, units: 10 }, TOTE_MESSAGES.boxTooSmall],
      [{ pool: 'WIN', selections: [[]], units: 10 }, undefined],
      [{ pool: 'WIN', selections: [[0]], units: 10 }, undefined],
      [{ pool: 'WIN', selections: [[1]], units: 0 }, undefined],
      [{ pool: 'JACKPOT', selections: [[1]], units: 10 }, undefined],
      [{ pool: 'WIN', selections: 'one', units: 10 }, undefined],
    ];
    for (const [ticket, message] of cases) {
      const response = await buy(auth, ticket);
      expect(response.statusCode, JSON.stringify(ticket)).toBe(400);
      if (message) expect(JSON.stringify(response.json())).toContain(message);
    }
    const unknownRace = await buy(auth, {
      sportFixture: '00000000-0000-4000-8000-000000000000',
      pool: 'WIN',
      selections: [[1]],
      units: 10,
    });
    expect(unknownRace.statusCode).toBe(404);
    expect(await cash(auth)).toBe(1_000);
  });

  it('refuses a self-excluded player and keeps no answer under the key', async () => {
    const { auth, session } = await fundedPlayer();
    await subject.database.db.execute(
      sql`insert into player_protections (player_id, self_excluded_until)
        values (${session.uid}::uuid, ${new Date(OFF.getTime() + 86_400_000).toISOString()}::timestamptz)
        on conflict (player_id) do update set self_excluded_until = excluded.self_excluded_until`,
    );
    const response = await buy(auth, { pool: 'WIN', selections: [[1]], units: 10 }, 'excluded-1');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SELF_EXCLUDED');
    expect(await cash(auth)).toBe(1_000);
    const kept = await rows<{ count: string }>(
      sql`select count(*)::text as count from idempotency_keys where key = 'excluded-1'`,
    );
    expect(kept[0]?.count).toBe('0');
  });

  it('counts tote tickets against a stake limit', async () => {
    const { auth, session } = await fundedPlayer();
    await subject.database.db.execute(
      sql`insert into player_limits (player_id, kind, period, amount_paise, updated_at)
        values (${session.uid}::uuid, 'STAKE', 'DAY', 20000, now())`,
    );
    expect((await buy(auth, { pool: 'WIN', selections: [[1]], units: 10 })).statusCode).toBe(201);
    const second = await buy(auth, { pool: 'WIN', selections: [[2]], units: 10 });
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('LIMIT_REACHED');
    expect(await cash(auth)).toBe(1_000 - 140);
  });

  it('refuses a scratched horse, and tickets in a pool the operator switched off', async () => {
    const race = await addRace(subject, OFF, { runnerCount: 8, raceNumber: 2 });
    await publishRace(raceDeps(subject), race);
    await scratchRunner(raceDeps(subject), race, 8);
    const { auth } = await fundedPlayer();
    const scratched = await buy(auth, {
      sportFixture: race,
      pool: 'WIN',
      selections: [[8]],
      units: 10,
    });
    expect(scratched.statusCode).toBe(400);
    expect(scratched.json().message).toBe(BET_MESSAGES.selectionUnavailable);

    const trader = await signedInOperator(subject, 'TRADER');
    const off = await subject.app.inject({
      method: 'PUT',
      url: `/api/operator/races/${race}/pools`,
      headers: trader.auth,
      payload: { pools: [{ pool: 'SHP', enabled: false, commissionRate: 0.15 }] },
    });
    expect(off.statusCode).toBe(200);
    const closed = await buy(auth, {
      sportFixture: race,
      pool: 'SHP',
      selections: [[1]],
      units: 10,
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(TOTE_MESSAGES.poolClosed);
    expect(await cash(auth)).toBe(1_000);
  });

  it('lets a trader set pools and commissions until a ticket is sold in the pool', async () => {
    const race = await addRace(subject, OFF, { runnerCount: 8, raceNumber: 3 });
    await publishRace(raceDeps(subject), race);
    const url = `/api/operator/races/${race}/pools`;
    const support = await signedInOperator(subject, 'SUPPORT');
    const trader = await signedInOperator(subject, 'TRADER');
    const body = { pools: [{ pool: 'FORECAST', enabled: true, commissionRate: 0.18 }] };

    expect(
      (await subject.app.inject({ method: 'PUT', url, headers: support.auth, payload: body }))
        .statusCode,
    ).toBe(403);
    const read = await subject.app.inject({ url, headers: support.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().pools).toHaveLength(7);
    expect(read.json().pools).toContainEqual({
      pool: 'TANALA',
      enabled: true,
      commissionRate: 0.25,
    });

    const set = await subject.app.inject({
      method: 'PUT',
      url,
      headers: trader.auth,
      payload: body,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().pools).toContainEqual({
      pool: 'FORECAST',
      enabled: true,
      commissionRate: 0.18,
    });
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where subject_id = ${race}::uuid and action = 'race.tote-pools'`,
    );
    expect(audit).toHaveLength(1);

    const { auth } = await fundedPlayer();
    const sale = await buy(auth, {
      sportFixture: race,
      pool: 'FORECAST',
      selections: [[1], [2]],
      units: 10,
    });
    expect(sale.statusCode).toBe(201);
    const late = await subject.app.inject({
      method: 'PUT',
      url,
      headers: trader.auth,
      payload: { pools: [{ pool: 'FORECAST', enabled: false, commissionRate: 0.18 }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');
    // Another pool still changes.
    const other = await subject.app.inject({
      method: 'PUT',
      url,
      headers: trader.auth,
      payload: { pools: [{ pool: 'TANALA', enabled: false, commissionRate: 0.25 }] },
    });
    expect(other.statusCode).toBe(200);

    const pools = racePoolsSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/${race}/pools` })).json(),
    );
    expect(pools.map((pool) => pool.pool)).toEqual([
      'WIN',
      'PLACE',
      'SHP',
      'THP',
      'FORECAST',
      'QUINELLA',
    ]);
    expect(pools.find((pool) => pool.pool === 'FORECAST')).toMatchObject({
      status: 'OPEN',
      commissionRate: 0.18,
      totalStake: 100,
    });
  });

  it('shows each pool with its approximates from the units, and CLOSED after the off', async () => {
    const race = await addRace(subject, OFF, { runnerCount: 8, raceNumber: 4 });
    await publishRace(raceDeps(subject), race);
    const { auth } = await fundedPlayer(200_000);
    expect(
      (await buy(auth, { sportFixture: race, pool: 'WIN', selections: [[3]], units: 10 }))
        .statusCode,
    ).toBe(201);
    expect(
      (await buy(auth, { sportFixture: race, pool: 'WIN', selections: [[4]], units: 30 }))
        .statusCode,
    ).toBe(201);
    const read = async () =>
      racePoolsSchema.parse(
        (await subject.app.inject({ url: `/api/mc/sport-fixture/${race}/pools` })).json(),
      );
    const pools = await read();
    expect(pools).toHaveLength(7);
    const win = pools.find((pool) => pool.pool === 'WIN');
    // Net ₹400 x 85% = ₹340: ₹34 per ₹10 on 3 (10 units), ₹11.33 on 4 (30 units) down to ₹11.30.
    expect(win).toEqual({
      pool: 'WIN',
      status: 'OPEN',
      commissionRate: 0.15,
      totalStake: 400,
      carryIn: 0,
      approximates: [
        { combination: [3], dividend: 34 },
        { combination: [4], dividend: 11.3 },
      ],
      dividends: [],
    });
    expect(pools.find((pool) => pool.pool === 'PLACE')).toMatchObject({
      status: 'OPEN',
      totalStake: 0,
      approximates: [],
    });
    clock.set(new Date(OFF.getTime() + 60_000));
    expect((await read()).every((pool) => pool.status === 'CLOSED')).toBe(true);
    expect(
      (
        await subject.app.inject({
          url: '/api/mc/sport-fixture/00000000-0000-4000-8000-000000000000/pools',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('tote tickets with TOTE_HOST=club-sandbox', () => {
  let subject: TestApp;
  let raceId: string;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TOTE_HOST: 'club-sandbox' } });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF, { runnerCount: 8 });
    await publishRace(raceDeps(subject), raceId);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("shows the club's outside money in the pools and its approximates, and sends every ticket", async () => {
    const read = async () =>
      racePoolsSchema.parse(
        (await subject.app.inject({ url: `/api/mc/sport-fixture/${raceId}/pools` })).json(),
      );
    const before = await read();
    const win = before.find((pool) => pool.pool === 'WIN');
    expect(win?.totalStake).toBeGreaterThan(0);
    expect(win?.approximates.map((approximate) => approximate.combination)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((horse) => [horse]),
    );
    // The same race always shows the same outside money.
    expect(await read()).toEqual(before);

    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 1_000_000);
    const sale = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/tote/tickets',
      headers: { ...auth, 'idempotency-key': 'club-ticket-1' },
      payload: { sportFixture: raceId, pool: 'WIN', selections: [[8]], units: 500 },
    });
    expect(sale.statusCode).toBe(201);
    const after = (await read()).find((pool) => pool.pool === 'WIN');
    expect(after?.totalStake).toBe((win?.totalStake ?? 0) + 5_000);
    const dividendOn8 = (pools: typeof win) =>
      pools?.approximates.find((approximate) => approximate.combination[0] === 8)?.dividend ?? 0;
    // ₹5,000 more on 8 shortens it; the other runners lengthen.
    expect(dividendOn8(after)).toBeLessThan(dividendOn8(win));
    const [ticket] = await queryRows<{
      host: string;
      host_reference: string;
      ticket_number: string;
    }>(
      subject.database.db,
      sql`select host, host_reference, ticket_number from tote_tickets where player_id = ${session.uid}::uuid`,
    );
    expect(ticket).toMatchObject({
      host: 'club-sandbox',
      host_reference: `CLUB-${sale.json().ticketNumber}`,
    });
    await expectLedgerHolds(subject);
  });
});
