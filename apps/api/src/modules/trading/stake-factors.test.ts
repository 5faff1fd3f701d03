import {
  COUNTER_OFFER_SECONDS,
  counterOfferDetailsSchema,
  fixtureSchema,
  type ErrorBody,
  type Fixture,
  type PlayerTradingProfile,
} from '@furlong/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { auditLog } from '../audit/audit.schema';
import { counterOffers } from '../bets/bets.schema';
import { publishRace } from '../race-control/publish-race';

describe('stake factors and counter-offers', () => {
  const clock = createManualClock(new Date());
  let subject: TestApp;
  let trader: { authorization: string };
  let support: { authorization: string };
  let raceNumber = 0;

  beforeAll(async () => {
    // No bet is held for review for its size: only the stake factor is under test.
    subject = await buildTestApp({ clock, env: { TRADER_REVIEW_LIABILITY_RUPEES: '10000000' } });
    await insertVenues(subject);
    trader = (await signedInOperator(subject, 'TRADER')).auth;
    support = (await signedInOperator(subject, 'SUPPORT')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  async function openRace() {
    raceNumber += 1;
    const id = await addRace(subject, new Date(Date.now() + 24 * 3600_000 + raceNumber * 60_000), {
      raceNumber,
    });
    await publishRace(raceDeps(subject), id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 10_000_000);
    return { id, race, player };
  }

  let keys = 0;
  const place = (auth: { authorization: string }, lines: object[]) => {
    keys += 1;
    return subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...auth, 'idempotency-key': `stake-factor-${keys}` },
      payload: lines,
    });
  };
  const setFactor = (uid: string, body: object, auth = trader) =>
    subject.app.inject({
      method: 'PUT',
      url: `/api/operator/players/${uid}/stake-factor`,
      headers: auth,
      payload: body,
    });
  const win = (race: Fixture, horse: number, stake: number, counterOffer?: string) => ({
    ...slipLineFor(race, horse, 'WIN', stake),
    ...(counterOffer ? { counterOffer } : {}),
  });
  const betsOf = (playerId: string) =>
    queryRows<{ stake_paise: string }>(
      subject.database.db,
      sql`select stake_paise from bets where player_id = ${playerId}::uuid`,
    );

  it('holds a factor between 0.01 and 10 in hundredths, with a reason, and audits each change', async () => {
    const { player } = await openRace();
    const uid = player.session.uid;
    for (const factor of [0, 0.009, 10.01, 11, 0.333, -1])
      expect((await setFactor(uid, { factor, reason: 'sharp' })).statusCode, `${factor}`).toBe(400);
    expect((await setFactor(uid, { factor: 0.5 })).statusCode).toBe(400);
    expect((await setFactor(uid, { factor: 0.5, reason: '  ' })).statusCode).toBe(400);
    expect((await setFactor(uid, { factor: 0.5, reason: 'sharp' }, support)).statusCode).toBe(403);
    expect(
      (await setFactor('6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4e', { factor: 1, reason: 'x y z' }))
        .statusCode,
    ).toBe(404);

    const lowest = await setFactor(uid, { factor: 0.01, reason: 'Beats the early prices' });
    expect(lowest.statusCode).toBe(200);
    expect(lowest.json<PlayerTradingProfile>()).toMatchObject({
      factor: 0.01,
      maxStakeAtBase: 100,
    });
    const highest = await setFactor(uid, { factor: 10, reason: 'A valued recreational player' });
    expect(highest.json<PlayerTradingProfile>()).toMatchObject({
      factor: 10,
      maxStakeAtBase: 100_000,
    });

    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, uid), eq(auditLog.action, 'player.stake-factor')));
    expect(audits.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { from: 1, to: 0.01, reason: 'Beats the early prices' },
        { from: 0.01, to: 10, reason: 'A valued recreational player' },
      ]),
    );
    expect(audits).toHaveLength(2);
  });

  it('answers a stake over base limit x factor with 409 COUNTER_OFFER and the largest stake, placing nothing', async () => {
    const { race, player } = await openRace();
    const uid = player.session.uid;
    await setFactor(uid, { factor: 0.37, reason: 'Follows the money' });
    // ₹10,000 x 0.37 = ₹3,700: a stake of ₹3,700 is taken, ₹3,701 is not.
    expect((await place(player.auth, [win(race, 1, 3700)])).statusCode).toBe(201);
    // Two lines on one selection count together; another runner has its own limit.
    const over = await place(player.auth, [
      win(race, 2, 1000),
      win(race, 3, 2000),
      win(race, 3, 1701),
    ]);
    expect(over.statusCode).toBe(409);
    const body = over.json<ErrorBody>();
    expect(body.code).toBe('COUNTER_OFFER');
    expect(body.message).toContain('₹3,700.00');
    const offer = counterOfferDetailsSchema.parse(body.details);
    expect(offer).toMatchObject({ horseNo: 3, market: 'WIN', maxStake: 3700 });
    expect(new Date(offer.expiresAt).getTime() - clock.now().getTime()).toBe(
      COUNTER_OFFER_SECONDS * 1000,
    );
    expect(await betsOf(uid)).toHaveLength(1);
    await expectLedgerHolds(subject);
  });

  it('lets the player take the offer once: the second slip naming it is refused', async () => {
    const { race, player } = await openRace();
    await setFactor(player.session.uid, { factor: 0.2, reason: 'Arbitrage pattern' });
    const offer = counterOfferDetailsSchema.parse(
      (await place(player.auth, [win(race, 4, 5000)])).json<ErrorBody>().details,
    );
    expect(offer.maxStake).toBe(2000);
    // More than the offer is answered with a fresh offer, and this one stays untaken.
    const tooMuch = await place(player.auth, [win(race, 4, 2001, offer.offerId)]);
    expect(tooMuch.json<ErrorBody>().code).toBe('COUNTER_OFFER');
    const taken = await place(player.auth, [win(race, 4, 2000, offer.offerId)]);
    expect(taken.statusCode).toBe(201);
    const again = await place(player.auth, [win(race, 4, 2000, offer.offerId)]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { offerId: offer.offerId, reason: 'TAKEN' },
    });
    // Another player cannot take it either.
    const other = await openRace();
    const stranger = await place(other.player.auth, [win(race, 4, 2000, offer.offerId)]);
    expect(stranger.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { reason: 'UNKNOWN' },
    });
  });

  it('lets only one of several slips sent together take the same offer', async () => {
    const { race, player } = await openRace();
    await setFactor(player.session.uid, { factor: 0.1, reason: 'Limits after a review' });
    const offer = counterOfferDetailsSchema.parse(
      (await place(player.auth, [win(race, 5, 3000)])).json<ErrorBody>().details,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => place(player.auth, [win(race, 5, 1000, offer.offerId)])),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(answer.json<ErrorBody>().code).toBe('COUNTER_OFFER_UNAVAILABLE');
    expect(await betsOf(player.session.uid)).toEqual([{ stake_paise: expect.anything() }]);
    const [row] = await subject.database.db
      .select()
      .from(counterOffers)
      .where(eq(counterOffers.id, offer.offerId));
    expect(row?.takenAt).not.toBeNull();
    await expectLedgerHolds(subject);
  });

  it('lets an offer expire 30 seconds after it was made, by the app clock', async () => {
    const { race, player } = await openRace();
    await setFactor(player.session.uid, { factor: 0.5, reason: 'Steam chaser' });
    const ask = async () =>
      counterOfferDetailsSchema.parse(
        (await place(player.auth, [win(race, 6, 9000)])).json<ErrorBody>().details,
      );
    const inTime = await ask();
    clock.advance(COUNTER_OFFER_SECONDS * 1000 - 1);
    expect((await place(player.auth, [win(race, 6, 5000, inTime.offerId)])).statusCode).toBe(201);

    const late = await ask();
    clock.advance(COUNTER_OFFER_SECONDS * 1000);
    const refused = await place(player.auth, [win(race, 6, 5000, late.offerId)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { reason: 'EXPIRED' },
    });
  });

  it("shows the trader the player's result, strike rate and average price beside the factor", async () => {
    const { race, player } = await openRace();
    const uid = player.session.uid;
    const profile = (auth = support) =>
      subject.app.inject({ url: `/api/operator/players/${uid}/trading-profile`, headers: auth });
    expect((await profile()).json<PlayerTradingProfile>()).toEqual({
      uid,
      factor: 1,
      maxStakeAtBase: 10_000,
      settledBets: 0,
      profitAndLoss: 0,
      strikeRate: null,
      averagePrice: null,
    });
    expect(
      (await place(player.auth, [win(race, 1, 100), win(race, 2, 200), win(race, 3, 300)]))
        .statusCode,
    ).toBe(201);
    // As settlement would leave them: one won (₹250.00 back on ₹100), one lost, one open.
    const winPrice = (horse: number) =>
      race.participants
        .find((runner) => runner.horseNumber === horse)
        ?.odds.find((price) => price.market === 'WIN')?.price ?? 0;
    await subject.database.db.execute(
      sql`update bets set status = case horse_number when 1 then 'WON' else 'LOST' end,
        total_win_paise = case horse_number when 1 then 25000 else 0 end
        where player_id = ${uid}::uuid and horse_number in (1, 2)`,
    );
    const seen = (await profile()).json<PlayerTradingProfile>();
    expect(seen).toMatchObject({ settledBets: 2, profitAndLoss: 250 - 100 - 200, strikeRate: 0.5 });
    // Every single struck counts for the price taken, the open one too.
    expect(seen.averagePrice).toBeCloseTo((winPrice(1) + winPrice(2) + winPrice(3)) / 3, 2);
  });
});
