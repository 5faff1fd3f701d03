import {
  fixtureSchema,
  indiaInstant,
  REVIEW_OFFER_SECONDS,
  type ErrorBody,
  type OfferBetResponse,
  type ReviewOfferAnswer,
  type ReviewOffersResponse,
  type ReviewQueueResponse,
} from '@furlong/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { publishRace } from '../race-control/publish-race';
import { tickRaceClock } from '../race-clock/start-race-clock';
import { getWallet } from '../wallet/get-wallet';

/** A trader's offer on a held bet, taken or declined once by its player (decision 080). */
describe('the review queue offers part of a stake or a shorter price', () => {
  let subject: TestApp;
  let trader: { authorization: string };
  // 1 September 2025: GST 28% (decision 028).
  const off = indiaInstant('2025-09-01', '16:00');
  const clock = createManualClock(new Date(off.getTime() - 30 * 60 * 1000));
  const FUNDED = 1_000_000;
  let raceNumber = 0;
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TRADER_REVIEW_LIABILITY_RUPEES: '1000' } });
    await insertVenues(subject);
    trader = (await signedInOperator(subject, 'TRADER')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  /** A published race and a player with ₹5,000 at 9-1 on horse 8 held for review (and ₹100 on 1 confirmed). */
  async function heldBet() {
    raceNumber += 1;
    const startAt = new Date(off.getTime() + raceNumber * 60 * 60_000);
    const id = await addRace(subject, startAt, { raceNumber });
    await publishRace({ ...raceDeps(subject), clock }, id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const winOn = (horse: number) =>
      race.participants
        .find((runner) => runner.horseNumber === horse)
        ?.odds.find((odds) => odds.market === 'WIN');
    const line = (horse: number, ticketPrice: number) => ({
      venue: 'BLR',
      raceNumber,
      market: 'WIN',
      horseNo: horse,
      horse: `Runner ${horse}`,
      odds: winOn(horse)?.price,
      ticketPrice,
      sportFixture: id,
      selection: winOn(horse)?.selection,
    });
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, FUNDED);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': `offer-${id}` },
      payload: [line(1, 100), line(8, 5000)],
    });
    expect(placed.json().bets[1].betStatus).toBe('ACCEPTED');
    return { id, player, held: placed.json().bets[1].uid as string, line };
  }
  const offer = (betUid: string, payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/review-queue/${betUid}/offer`,
      headers: trader,
      payload,
    });
  const answer = (
    player: { authorization: string },
    offerId: string,
    verb: 'accept' | 'decline',
    key = `answer-${(keys += 1)}`,
  ) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/customer/self/sports/counter-offers/${offerId}/${verb}`,
      headers: { ...player, 'idempotency-key': key },
    });
  const cash = async (playerId: string) =>
    (await getWallet(subject.database.db, playerId)).pockets.cash.amount;
  const betsOf = (playerId: string) =>
    subject.database.db.select().from(bets).where(eq(bets.playerId, playerId));

  it('a part stake at a shorter price, taken once: the bet stands at the offer and the rest comes back', async () => {
    const { player, held } = await heldBet();
    expect(await cash(player.session.uid)).toBe(10_000 - 5100);
    const made = await offer(held, { stake: 3000, price: 6 });
    expect(made.statusCode, made.body).toBe(201);
    const { offer: terms } = made.json<OfferBetResponse>();
    expect(terms).toMatchObject({ stake: 3000, odds: 6 });
    expect(new Date(terms.expiresAt).getTime() - clock.now().getTime()).toBe(
      REVIEW_OFFER_SECONDS * 1000,
    );

    // The queue shows the offer; the trader waits for the player meanwhile.
    const queue = await subject.app.inject({ url: '/api/operator/review-queue', headers: trader });
    expect(queue.json<ReviewQueueResponse>().bets.find((bet) => bet.uid === held)?.offer).toEqual(
      terms,
    );
    for (const verb of ['confirm', 'reject']) {
      const decided = await subject.app.inject({
        method: 'POST',
        url: `/api/operator/review-queue/${held}/${verb}`,
        headers: trader,
        payload: {},
      });
      expect(decided.statusCode).toBe(409);
    }
    expect((await offer(held, { stake: 2000 })).statusCode).toBe(409);

    const listed = await subject.app.inject({
      url: '/api/customer/self/sports/counter-offers',
      headers: player.auth,
    });
    expect(listed.json<ReviewOffersResponse>().offers).toEqual([
      expect.objectContaining({
        ...terms,
        betUid: held,
        horseNo: 8,
        betStake: 5000,
        betOdds: 9,
        secondsLeft: REVIEW_OFFER_SECONDS,
      }),
    ]);

    // Another player neither sees nor takes it.
    const other = await signedInPlayer(subject);
    const stolen = await answer(other.auth, terms.offerId, 'accept');
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json<ErrorBody>().details).toMatchObject({ reason: 'UNKNOWN' });
    const othersList = await subject.app.inject({
      url: '/api/customer/self/sports/counter-offers',
      headers: other.auth,
    });
    expect(othersList.json<ReviewOffersResponse>().offers).toEqual([]);

    // A trader's offer is not a slip's counter-offer: a slip naming it is refused.
    const taken = await answer(player.auth, terms.offerId, 'accept', 'take-it-once');
    expect(taken.statusCode, taken.body).toBe(200);
    const reply = taken.json<ReviewOfferAnswer>();
    expect(reply).toMatchObject({ betStatus: 'CONFIRMED', stake: 3000, odds: 6, released: 2000 });
    expect(await cash(player.session.uid)).toBe(10_000 - 100 - 3000);

    const rows = await betsOf(player.session.uid);
    const old = rows.find((bet) => bet.id === held);
    const now = rows.find((bet) => bet.id === reply.uid);
    expect(old).toMatchObject({ status: 'REJECTED', stakePaise: 500_000 });
    expect(now).toMatchObject({
      status: 'CONFIRMED',
      stakePaise: 300_000,
      priceHundredths: 600,
      horseNumber: 8,
      // ₹3,000 at 28% GST: face value 2,343.75, CGST = SGST 328.12, round-off 0.01.
      faceValuePaise: 234_375,
      cgstPaise: 32_812,
      sgstPaise: 32_812,
      roundOffPaise: 1,
    });

    // The same request again answers the same; another take reads it taken.
    const replay = await answer(player.auth, terms.offerId, 'accept', 'take-it-once');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(reply);
    const twice = await answer(player.auth, terms.offerId, 'accept');
    expect(twice.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { reason: 'TAKEN' },
    });
    expect((await answer(player.auth, terms.offerId, 'decline')).statusCode).toBe(409);
    expect(await cash(player.session.uid)).toBe(10_000 - 100 - 3000);
    expect((await betsOf(player.session.uid)).length).toBe(3);
    await expectLedgerHolds(subject);
  });

  it('declined, the whole stake comes back once', async () => {
    const { player, held } = await heldBet();
    const terms = (await offer(held, { stake: 1000 })).json<OfferBetResponse>().offer;
    expect(terms.odds).toBe(9);
    const declined = await answer(player.auth, terms.offerId, 'decline');
    expect(declined.json()).toEqual({
      uid: held,
      betStatus: 'REJECTED',
      stake: 5000,
      odds: 9,
      released: 5000,
    });
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    const after = await answer(player.auth, terms.offerId, 'accept');
    expect(after.json<ErrorBody>().details).toMatchObject({ reason: 'DECLINED' });
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    await expectLedgerHolds(subject);
  });

  it('unanswered, it expires: the race clock gives the whole stake back and the offer cannot be taken', async () => {
    const { player, held } = await heldBet();
    const terms = (await offer(held, { price: 4.5 })).json<OfferBetResponse>().offer;
    clock.advance((REVIEW_OFFER_SECONDS - 1) * 1000);
    await tickRaceClock(raceDeps(subject), { log: { warn: () => {} } });
    expect((await betsOf(player.session.uid)).find((bet) => bet.id === held)?.status).toBe(
      'ACCEPTED',
    );
    clock.advance(1000);
    await tickRaceClock(raceDeps(subject), { log: { warn: () => {} } });
    expect((await betsOf(player.session.uid)).find((bet) => bet.id === held)?.status).toBe(
      'REJECTED',
    );
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    const late = await answer(player.auth, terms.offerId, 'accept');
    expect(late.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { reason: 'EXPIRED' },
    });
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    await expectLedgerHolds(subject);
  });

  it('taken in parallel, exactly one take (or decline) wins and the money adds up', async () => {
    for (const rival of ['accept', 'decline'] as const) {
      const { player, held } = await heldBet();
      const terms = (await offer(held, { stake: 2500, price: 7 })).json<OfferBetResponse>().offer;
      const answers = await Promise.all([
        answer(player.auth, terms.offerId, 'accept'),
        answer(player.auth, terms.offerId, rival),
        answer(player.auth, terms.offerId, 'accept'),
      ]);
      const won = answers.filter((each) => each.statusCode === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((each) => each.statusCode === 409)).toHaveLength(2);
      const standing = (await betsOf(player.session.uid)).filter((bet) =>
        ['ACCEPTED', 'CONFIRMED'].includes(bet.status),
      );
      const wonBody = won[0]!.json<ReviewOfferAnswer>();
      const kept = wonBody.betStatus === 'CONFIRMED' ? 2500 : 0;
      expect(standing.reduce((sum, bet) => sum + bet.stakePaise, 0)).toBe(10_000 + kept * 100);
      expect(await cash(player.session.uid)).toBe(10_000 - 100 - kept);
    }
    await expectLedgerHolds(subject);
  });

  it('refuses what is no offer: no smaller stake or shorter price, a bet decided, a slip naming it', async () => {
    const { player, held, line } = await heldBet();
    for (const body of [
      {},
      { stake: 5000 },
      { stake: 6000 },
      { price: 9 },
      { price: 12 },
      { stake: 50 },
    ]) {
      expect((await offer(held, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const terms = (await offer(held, { stake: 4000 })).json<OfferBetResponse>().offer;
    const slip = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': `slip-naming-${held}` },
      payload: [{ ...line(8, 4000), counterOffer: terms.offerId }],
    });
    expect(slip.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { reason: 'UNKNOWN' },
    });
    expect((await answer(player.auth, terms.offerId, 'accept')).statusCode).toBe(200);
    expect((await offer(held, { stake: 1000 })).statusCode).toBe(409);
    expect((await offer('2a3c8e47-93a5-4b6e-9f7e-0c9f0c8d1a11', { stake: 1000 })).statusCode).toBe(
      404,
    );
    const rows = await subject.database.db
      .select({ id: bets.id })
      .from(bets)
      .where(inArray(bets.playerId, [player.session.uid]));
    expect(rows).toHaveLength(3);
    await expectLedgerHolds(subject);
  });
});
