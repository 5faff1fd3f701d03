import {
  APPROVAL_MESSAGES,
  ERROR_MESSAGES,
  fixtureSchema,
  indiaDayOf,
  indiaInstant,
  type ErrorBody,
  type PlayerDetailResponse,
  type PlayerSearchResponse,
  type ReviewQueueResponse,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { startRaceClock } from '../../../test/race-clock';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { publishRace } from '../race-control/publish-race';
import { getWallet } from '../wallet/get-wallet';

describe('the trader review queue', () => {
  let subject: TestApp;
  let auth: { authorization: string };
  // 1 September 2025: GST 28% (decision 028), the rate the figures below are worked at.
  const off = indiaInstant('2025-09-01', '16:00');
  const clock = createManualClock(new Date(off.getTime() - 30 * 60 * 1000));
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TRADER_REVIEW_LIABILITY_RUPEES: '1000' } });
    await insertVenues(subject);
    auth = (await signedInOperator(subject, 'TRADER')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  /**
   * A published race with one small bet (confirmed at once) and one held for review;
   * `beforeBets` may change the race (a trader's prices) before the player bets.
   */
  async function raceWithHeldBet(
    options: {
      beforeBets?: (raceId: string) => Promise<void>;
      heldHorse?: number;
      /** Created through the operator API by this operator, rather than by the race feed. */
      createdBy?: { authorization: string };
    } = {},
  ) {
    const { beforeBets, heldHorse = 8, createdBy } = options;
    raceNumber += 1;
    const startAt = new Date(off.getTime() + raceNumber * 60_000);
    const id = createdBy
      ? await createThroughConsole(createdBy, startAt)
      : await addRace(subject, startAt, { raceNumber });
    await publishRace({ ...raceDeps(subject), clock }, id);
    await beforeBets?.(id);
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
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': `review-${id}` },
      payload: [line(1, 100), line(heldHorse, 5000)],
    });
    expect(placed.json().bets.map((bet: { betStatus: string }) => bet.betStatus)).toEqual([
      'CONFIRMED',
      'ACCEPTED',
    ]);
    const held = placed.json().bets[1].uid as string;
    return { id, player, held };
  }
  async function createThroughConsole(creator: { authorization: string }, startAt: Date) {
    const created = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/races',
      headers: creator,
      payload: {
        venue: 'BLR',
        day: indiaDayOf(startAt),
        raceNumber,
        startDate: startAt.toISOString(),
        distance: 1200,
        name: 'The Console Plate',
        runners: Array.from({ length: 8 }, (_, index) => ({
          horseNo: index + 1,
          name: `Runner ${index + 1}`,
          prices: { WIN: index + 2, PLACE: 1.5, SHP: 2, THP: 2 },
        })),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ uid: string }>().uid;
  }
  const call = (url: string, payload?: object) =>
    subject.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/operator${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
  const cash = async (playerId: string) =>
    (await getWallet(subject.database.db, playerId)).pockets.cash.amount;

  it('lists held bets with their liability, and confirms one once', async () => {
    const { id, held } = await raceWithHeldBet();
    const queue = (await call('/review-queue')).json<ReviewQueueResponse>();
    const entry = queue.bets.find((bet) => bet.uid === held);
    // ₹5,000 at 9-1: face value 3,906.25, liability 5,000 x 9 / 1.28 = 35,156.25.
    expect(entry).toMatchObject({
      market: 'WIN',
      horseNo: 8,
      odds: 9,
      stake: 5000,
      liability: 35156.25,
      race: { uid: id, venue: 'BLR' },
    });
    const race = (await call(`/races/${id}`)).json();
    expect(race).toMatchObject({ betCount: 2, pendingReview: 1, stakeTotal: 5100 });

    const confirmed = await call(`/review-queue/${held}/confirm`, {});
    expect(confirmed.json()).toEqual({ uid: held, betStatus: 'CONFIRMED' });
    const again = await call(`/review-queue/${held}/confirm`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toMatch(/CONFIRMED: it is no longer waiting/);
    expect((await call(`/review-queue/${held}/reject`, {})).statusCode).toBe(409);
    expect(
      (await call('/review-queue')).json<ReviewQueueResponse>().bets.map((bet) => bet.uid),
    ).not.toContain(held);
    expect(
      (await call('/review-queue/2a3c8e47-93a5-4b6e-9f7e-0c9f0c8d1a11/confirm', {})).statusCode,
    ).toBe(404);
    await expectLedgerHolds(subject);
  });

  it('the trader who set the price a held bet was struck at cannot confirm it: another trader does', async () => {
    const pricer = await signedInOperator(subject, 'TRADER');
    const setPrices = (prices: object[]) => async (raceId: string) => {
      const moved = await subject.app.inject({
        method: 'PUT',
        url: `/api/operator/races/${raceId}/prices`,
        headers: pricer.auth,
        payload: { prices },
      });
      expect(moved.statusCode).toBe(200);
    };
    const confirmAs = (staff: { authorization: string }, betId: string) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/review-queue/${betId}/confirm`,
        headers: staff,
        payload: {},
      });

    const { held } = await raceWithHeldBet({
      beforeBets: setPrices([{ horseNo: 8, market: 'WIN', price: 999 }]),
    });
    const own = await confirmAs(pricer.auth, held);
    expect(own.statusCode).toBe(409);
    expect(own.json<ErrorBody>()).toMatchObject({
      code: 'OWN_PRICE_REVIEW_FORBIDDEN',
      message: APPROVAL_MESSAGES.ownPrice,
      details: { horseNo: 8, market: 'WIN', price: 999 },
    });
    expect(ERROR_MESSAGES.OWN_PRICE_REVIEW_FORBIDDEN).toBe('Another trader must confirm this bet.');
    expect(
      (await call('/review-queue')).json<ReviewQueueResponse>().bets.map((bet) => bet.uid),
    ).toContain(held);
    expect((await confirmAs(auth, held)).json()).toEqual({ uid: held, betStatus: 'CONFIRMED' });

    // The same price on another runner, or another market of this runner, is not this bet's.
    const other = await raceWithHeldBet({
      beforeBets: setPrices([
        { horseNo: 7, market: 'WIN', price: 9 },
        { horseNo: 8, market: 'PLACE', price: 9 },
      ]),
    });
    expect((await confirmAs(pricer.auth, other.held)).json()).toEqual({
      uid: other.held,
      betStatus: 'CONFIRMED',
    });

    // A runner the trader added, and a race the trader created, carry prices the trader set.
    const added = await raceWithHeldBet({
      heldHorse: 9,
      beforeBets: async (raceId) => {
        const response = await subject.app.inject({
          method: 'POST',
          url: `/api/operator/races/${raceId}/runners`,
          headers: pricer.auth,
          payload: { horseNo: 9, name: 'Late Entry', prices: { WIN: 9, PLACE: 2, SHP: 4, THP: 4 } },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    });
    expect((await confirmAs(pricer.auth, added.held)).statusCode).toBe(409);
    const created = await raceWithHeldBet({ createdBy: pricer.auth });
    expect((await confirmAs(pricer.auth, created.held)).json<ErrorBody>().code).toBe(
      'OWN_PRICE_REVIEW_FORBIDDEN',
    );
    expect((await confirmAs(auth, created.held)).statusCode).toBe(200);
    await expectLedgerHolds(subject);
  });

  it('rejects a held bet, refunding its ticket price exactly once, and tells the player', async () => {
    const { held, player } = await raceWithHeldBet();
    expect(await cash(player.session.uid)).toBe(10_000 - 5_100);
    const told: string[] = [];
    const stop = subject.hub.subscribe(`player:${player.session.uid}`, (event) => {
      if (event.event === 'account_changed') told.push(event.data.reason);
    });
    const rejected = await call(`/review-queue/${held}/reject`, { reason: 'Liability too high' });
    stop();
    expect(rejected.json()).toEqual({ uid: held, betStatus: 'REJECTED' });
    expect(told).toEqual(['BET_REVIEWED']);
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    const twice = await Promise.all([
      call(`/review-queue/${held}/reject`, {}),
      call(`/review-queue/${held}/confirm`, {}),
    ]);
    expect(twice.map((response) => response.statusCode)).toEqual([409, 409]);
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    await expectLedgerHolds(subject);
  });

  it('at the start time the race clock suspends the race and refunds bets still held; confirming then is 409', async () => {
    const { id, held, player } = await raceWithHeldBet();
    const raceClock = startRaceClock(
      { ...raceDeps(subject), clock },
      { tickMs: 20, log: { warn: () => undefined } },
    );
    clock.set(new Date(off.getTime() + raceNumber * 60_000));
    auth = (await signedInOperator(subject, 'TRADER')).auth;
    await vi.waitFor(async () =>
      expect((await call(`/races/${id}`)).json().status).toBe('SUSPENDED'),
    );
    await vi.waitFor(async () => {
      const [row] = await subject.database.db
        .select({ status: bets.status })
        .from(bets)
        .where(eq(bets.id, held));
      expect(row?.status).toBe('VOID');
    });
    await raceClock.stop();
    expect((await call(`/review-queue/${held}/confirm`, {})).statusCode).toBe(409);
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    expect((await call(`/races/${id}`)).json()).toMatchObject({
      pendingReview: 0,
      allowedActions: ['edit', 'prices', 'scratch', 'result', 'void'],
    });
    await expectLedgerHolds(subject);
  });

  it('finds players and shows one with wallet, bets and transactions', async () => {
    const { player } = await raceWithHeldBet();
    const byEmail = (
      await call(`/players?query=${encodeURIComponent(player.email.toUpperCase())}`)
    ).json<PlayerSearchResponse>();
    expect(byEmail.players.map((found) => found.uid)).toEqual([player.session.uid]);
    const byMobile = (await call(`/players?query=${player.mobile}`)).json<PlayerSearchResponse>();
    expect(byMobile.players[0]?.uid).toBe(player.session.uid);
    expect(
      (await call(`/players?query=${player.session.uid}`)).json<PlayerSearchResponse>().players,
    ).toHaveLength(1);
    expect((await call('/players?query=%25%25')).json<PlayerSearchResponse>().players).toEqual([]);
    expect((await call('/players?query=')).statusCode).toBe(400);
    const detail = (await call(`/players/${player.session.uid}`)).json<PlayerDetailResponse>();
    expect(detail.player).toMatchObject({
      uid: player.session.uid,
      email: player.email,
      kycStatus: 'NOT_VERIFIED',
      state: 'Karnataka',
    });
    expect(detail.wallet.pockets.cash.amount).toBe(10_000 - 5_100);
    expect(detail.bets).toHaveLength(2);
    expect(detail.transactions.length).toBeGreaterThanOrEqual(2);
    expect((await call('/players/2a3c8e47-93a5-4b6e-9f7e-0c9f0c8d1a11')).statusCode).toBe(404);
  });

  it('scratching a runner refunds its bets through the operator API', async () => {
    const { id, held, player } = await raceWithHeldBet();
    const scratched = await call(`/races/${id}/scratch`, { horseNo: 8 });
    expect(scratched.json()).toMatchObject({
      nonRunners: 1,
      pendingReview: 0,
      betCount: 2,
      stakeTotal: 100,
    });
    const [row] = await subject.database.db
      .select({ status: bets.status })
      .from(bets)
      .where(eq(bets.id, held));
    expect(row?.status).not.toBe('ACCEPTED');
    expect(await cash(player.session.uid)).toBe(10_000 - 100);
    await expectLedgerHolds(subject);
  });
});
