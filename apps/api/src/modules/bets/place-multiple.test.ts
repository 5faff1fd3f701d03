import {
  BET_MESSAGES,
  fixtureSchema,
  indiaInstant,
  MULTIPLE_MESSAGES,
  type MultipleLeg,
} from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { updatePrices } from '../race-control/update-prices';
import { multipleBetLegs, multipleBets } from './multiple-bets.schema';

// 10 April 2025: GST 28% (decision 028), the rate the figures below are worked at.
const OFF = indiaInstant('2025-04-10', '15:00');
const URL = '/api/customer/self/sports/multiples';

describe('POST /api/customer/self/sports/multiples', () => {
  let subject: TestApp;
  const races: string[] = [];
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  let keySequence = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    for (let race = 1; race <= 7; race += 1) {
      const id = await addRace(subject, new Date(OFF.getTime() + race * 30 * 60_000), {
        raceNumber: race,
      });
      await publishRace(raceDeps(subject), id);
      races.push(id);
    }
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  async function legFor(race: number, horseNo: number, eachWay = false): Promise<MultipleLeg> {
    const id = races[race] as string;
    const fixture = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const runner = fixture.participants.find((participant) => participant.horseNumber === horseNo);
    const win = runner?.odds.find((price) => price.market === 'WIN');
    const place = runner?.odds.find((price) => price.market === 'PLACE');
    if (!win || !place) throw new Error('no such runner');
    return {
      sportFixture: id,
      selection: win.selection,
      market: 'WIN',
      odds: win.price,
      ...(eachWay ? { placeOdds: place.price } : {}),
    };
  }

  const place = (
    auth: Record<string, string>,
    body: unknown,
    key = `multiple-key-${(keySequence += 1)}`,
  ) =>
    subject.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...auth, 'idempotency-key': key },
      payload: body as object,
    });
  const cash = async (auth: Record<string, string>) =>
    (await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth })).json().pockets
      .cash.amount as number;
  const funded = async (paise = 50_000) => {
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, paise);
    return player;
  };

  it('places an Accumulator: one bet, the ticket price debited, GST split as a single', async () => {
    const { auth } = await funded();
    // Runner 1 is 2.0 and runner 2 is 3.0: face value 78.125 x 3 x 4 = ₹937.50.
    const legs = [await legFor(0, 1), await legFor(1, 2)];
    const response = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ totalBetAmount: 100, potentialPayout: 937.5 });
    expect(body.bets).toHaveLength(1);
    expect(body.bets[0]).toMatchObject({
      betType: 'ACCUMULATOR',
      betStatus: 'CONFIRMED',
      ticketNumber: `${body.ticketNumber}-1`,
      totalBetAmount: 100,
      faceValue: 78.12,
      cgstAmount: 10.93,
      sgstAmount: 10.93,
    });
    expect(body.bets[0].betLineItems).toMatchObject([
      { horseNumber: 1, odds: 2, legStatus: 'ACCEPTED', sportFixture: races[0] },
      { horseNumber: 2, odds: 3, legStatus: 'ACCEPTED', sportFixture: races[1] },
    ]);
    expect(await cash(auth)).toBe(400);

    const listed = (
      await subject.app.inject({ url: '/api/customer/self/sports/bets', headers: auth })
    ).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toEqual(body.bets[0]);
  });

  it("lists a player's multiples to that player only, and to no caller without a token", async () => {
    const owner = await funded();
    const other = await funded();
    const placed = await place(owner.auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(0, 1), await legFor(1, 2)],
    });
    expect(placed.statusCode).toBe(201);
    const ticket = placed.json().ticketNumber as string;
    const list = (auth: Record<string, string>) =>
      subject.app.inject({ url: '/api/customer/self/sports/bets', headers: auth });
    const tickets = async (auth: Record<string, string>) =>
      (await list(auth)).json<{ ticketNumber: string }[]>().map((bet) => bet.ticketNumber);
    expect(await tickets(owner.auth)).toContain(`${ticket}-1`);
    expect((await tickets(other.auth)).filter((number) => number.startsWith(ticket))).toEqual([]);
    expect((await list({})).statusCode).toBe(401);
  });

  it('places a Kenchi of 3 legs each-way: 8 bets, win and place parts on their own prices', async () => {
    const { auth, session } = await funded(200_000);
    const legs = [await legFor(0, 1, true), await legFor(1, 2, true), await legFor(2, 3, true)];
    const response = await place(auth, { kind: 'KENCHI', eachWay: true, unitStake: 50, legs });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.bets).toHaveLength(8);
    expect(body.totalBetAmount).toBe(400);
    const parts = body.bets.map((bet: { betLineItems: { eachWayPart: string }[] }) =>
      bet.betLineItems.map((line) => line.eachWayPart).join(''),
    );
    expect(parts.filter((part: string) => /^(WIN)+$/.test(part))).toHaveLength(4);
    expect(parts.filter((part: string) => /^(PLACE)+$/.test(part))).toHaveLength(4);
    const placeLeg = body.bets.find(
      (bet: { betLineItems: { eachWayPart: string }[] }) =>
        bet.betLineItems[0]?.eachWayPart === 'PLACE',
    ).betLineItems[0];
    // Runner 1's Place price is 2 / 4.
    expect(placeLeg).toMatchObject({ odds: 0.5, marketName: expect.any(String) });
    const rows = await subject.database.db
      .select()
      .from(multipleBets)
      .where(eq(multipleBets.playerId, session.uid));
    expect(rows.reduce((sum, row) => sum + row.stakePaise, 0)).toBe(40_000);
    const legRows = await subject.database.db
      .select()
      .from(multipleBetLegs)
      .where(eq(multipleBetLegs.betId, rows[0]?.id as string));
    expect(legRows.length).toBeGreaterThanOrEqual(2);
    expect(await cash(auth)).toBe(1600);
  });

  it('strikes an each-way leg sent without its Place price at the Place price of the moment', async () => {
    const { auth } = await funded();
    // The issue's body names only the Win price; runner 1's Place price (0.5) is taken.
    const legs = [await legFor(0, 1), await legFor(1, 1)];
    const response = await place(auth, { kind: 'ACCUMULATOR', eachWay: true, unitStake: 50, legs });
    expect(response.statusCode).toBe(201);
    const placePart = response
      .json()
      .bets.find(
        (bet: { betLineItems: { eachWayPart: string }[] }) =>
          bet.betLineItems[0]?.eachWayPart === 'PLACE',
      );
    expect(placePart.betLineItems.map((line: { odds: number }) => line.odds)).toEqual([0.5, 0.5]);
  });

  it('replays the stored answer for the same key, and 422 for another body', async () => {
    const { auth } = await funded();
    const body = {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(0, 4), await legFor(1, 4)],
    };
    const first = await place(auth, body, 'same-key');
    const again = await place(auth, body, 'same-key');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await cash(auth)).toBe(400);
    const other = await place(auth, { ...body, unitStake: 200 }, 'same-key');
    expect(other.statusCode).toBe(422);
  });

  it('refuses two legs in the same race and more than six legs (400)', async () => {
    const { auth } = await funded();
    const same = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(0, 1), await legFor(0, 2)],
    });
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain(MULTIPLE_MESSAGES.sameRace);
    const legs = [];
    for (let race = 0; race < 7; race += 1) legs.push(await legFor(race, 1));
    const seven = await place(auth, { kind: 'ACCUMULATOR', eachWay: false, unitStake: 100, legs });
    expect(seven.statusCode).toBe(400);
    expect(JSON.stringify(seven.json())).toContain(MULTIPLE_MESSAGES.tooManyLegs);
    expect(await cash(auth)).toBe(500);
  });

  it('refuses a ticket price outside ₹100-10,000: unit stake x bets (x 2 each-way)', async () => {
    const { auth } = await funded();
    const legs = [await legFor(0, 1), await legFor(1, 1), await legFor(2, 1), await legFor(3, 1)];
    // A Kenchi of 4 legs is 11 bets: ₹1,000 each is ₹11,000.
    const tooMuch = await place(auth, { kind: 'KENCHI', eachWay: false, unitStake: 1000, legs });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.json())).toContain(BET_MESSAGES.totalOutOfRange);
    const tooLittle = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 99,
      legs: legs.slice(0, 2),
    });
    expect(tooLittle.statusCode).toBe(400);
    expect(JSON.stringify(tooLittle.json())).toContain(BET_MESSAGES.totalOutOfRange);
  });

  it('refuses with ODDS_CHANGED and the current prices when a leg moved', async () => {
    const { auth } = await funded();
    const stale = await legFor(3, 5);
    await updatePrices(raceDeps(subject), races[3] as string, [
      { horseNumber: 5, market: 'WIN', price: 9.5 },
    ]);
    const response = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(0, 5), stale],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ODDS_CHANGED',
      message: BET_MESSAGES.oddsChanged,
      details: { changed: [{ selection: stale.selection, odds: 9.5 }] },
    });
    expect(await cash(auth)).toBe(500);
  });

  it('refuses with RACE_CLOSED when a leg race is closed', async () => {
    const { auth } = await funded();
    const legs = [await legFor(0, 6), await legFor(6, 6)];
    await suspendRace(raceDeps(subject), races[6] as string);
    const response = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RACE_CLOSED',
      message: BET_MESSAGES.raceClosed,
    });
    expect(await cash(auth)).toBe(500);
  });

  it('refuses with INSUFFICIENT_FUNDS when the cash does not cover the ticket price', async () => {
    const { auth } = await funded(15_000);
    const legs = [await legFor(0, 1), await legFor(1, 1), await legFor(2, 1)];
    // A Kenchi of 3 legs is 4 bets: ₹200.
    const response = await place(auth, { kind: 'KENCHI', eachWay: false, unitStake: 50, legs });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: BET_MESSAGES.insufficientBalance,
    });
    expect(await cash(auth)).toBe(150);
  });

  it('refuses a self-excluded player (SELF_EXCLUDED), keeping nothing', async () => {
    const { auth, session } = await funded();
    const excluded = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/protections/self-exclusion',
      headers: auth,
      payload: { duration: 'P6M' },
    });
    expect(excluded.statusCode).toBe(200);
    const response = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(0, 1), await legFor(1, 1)],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SELF_EXCLUDED');
    const [row] = await queryRows<{ n: number }>(
      subject.database.db,
      sql`select count(*)::int as n from multiple_bets where player_id = ${session.uid}`,
    );
    expect(row?.n).toBe(0);
  });

  const protect = (
    auth: Record<string, string>,
    method: 'PUT' | 'POST',
    path: string,
    body: object,
  ) =>
    subject.app.inject({
      method,
      url: `/api/customer/self/protections${path}`,
      headers: auth,
      payload: body,
    });

  it('counts the whole ticket price against a stake limit (LIMIT_REACHED)', async () => {
    const { auth } = await funded();
    const set = await protect(auth, 'PUT', '/limits', {
      kind: 'STAKE',
      period: 'DAY',
      amount: 300,
    });
    expect(set.statusCode).toBe(200);
    const legs = [await legFor(0, 2), await legFor(1, 2), await legFor(2, 2)];
    // A Kenchi of 3 legs at ₹100 is ₹400: over the ₹300 limit.
    const response = await place(auth, { kind: 'KENCHI', eachWay: false, unitStake: 100, legs });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('LIMIT_REACHED');
    // ₹200 fits, and then counts: another ₹200 would pass the limit.
    const fits = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 200,
      legs: legs.slice(0, 2),
    });
    expect(fits.statusCode).toBe(201);
    const over = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 200,
      legs: legs.slice(1, 3),
    });
    expect(over.json().code).toBe('LIMIT_REACHED');
    expect(await cash(auth)).toBe(300);
  });

  it('refuses a player on a time-out (TIMED_OUT)', async () => {
    const { auth } = await funded();
    expect((await protect(auth, 'POST', '/time-out', { duration: 'P1D' })).statusCode).toBe(200);
    const response = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(0, 3), await legFor(1, 3)],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TIMED_OUT');
  });

  it('takes parallel multiples against one wallet without overdrawing it, and a key once', async () => {
    const { auth } = await funded(30_000);
    const body = {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legFor(4, 1), await legFor(5, 1)],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(auth, body)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 402)).toHaveLength(3);
    expect(await cash(auth)).toBe(0);

    const again = await funded(30_000);
    const same = await Promise.all(
      Array.from({ length: 4 }, () => place(again.auth, body, 'one-key-in-parallel')),
    );
    const placed = same.filter((answer) => answer.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.json().ticketNumber)).size).toBe(1);
    expect(same.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(await cash(again.auth)).toBe(200);
  });

  it('holds a multiple whose potential payout is over the review line for a trader (ACCEPTED)', async () => {
    const { auth } = await funded(2_000_000);
    // Runners 8 are 9.0: face value x 10 x 10 x 10 at ₹5,000 is far over ₹25,000.
    const legs = [await legFor(0, 8), await legFor(1, 8), await legFor(2, 8)];
    const response = await place(auth, {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 5000,
      legs,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().bets[0].betStatus).toBe('ACCEPTED');
  });
});
