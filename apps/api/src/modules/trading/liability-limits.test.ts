import {
  breakDownLine,
  fixtureSchema,
  winningPayoutPaise,
  type ErrorBody,
  type PlaceBetsResponse,
  type RaceExposure,
  type ReviewQueueResponse,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { publishRace } from '../race-control/publish-race';
import { getWallet } from '../wallet/get-wallet';

/** What a bet adds to its runner's liability: the payout if it wins, less the face value taken. */
function liabilityOf(ticketRupees: number, price: number, gstRateBp: number): number {
  const ticket = ticketRupees * 100;
  const priceHundredths = Math.round(price * 100);
  return (
    winningPayoutPaise(ticket, priceHundredths, gstRateBp) -
    breakDownLine(ticket, priceHundredths, gstRateBp).faceValuePaise
  );
}

/** The GST rate the slip was charged, in basis points (CGST and SGST are half each, in percent). */
const gstRateOf = (slip: PlaceBetsResponse) => Math.round((slip.bets[0]?.taxes.CGST ?? 0) * 200);

describe('race exposure and liability limits', () => {
  let subject: TestApp;
  let trader: { authorization: string };
  let support: { authorization: string };
  let raceNumber = 0;

  beforeAll(async () => {
    // No bet is held for its size alone here: only the limits under test hold or refuse one.
    subject = await buildTestApp({ env: { TRADER_REVIEW_LIABILITY_RUPEES: '10000000' } });
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

  const lineOf = slipLineFor;
  let keys = 0;
  const place = (auth: { authorization: string }, lines: object[]) => {
    keys += 1;
    return subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...auth, 'idempotency-key': `liability-${keys}` },
      payload: lines,
    });
  };
  const exposure = (id: string, auth = trader) =>
    subject.app.inject({ url: `/api/operator/races/${id}/exposure`, headers: auth });
  const setLimit = (id: string, body: object, auth = trader) =>
    subject.app.inject({
      method: 'PUT',
      url: `/api/operator/races/${id}/liability-limits`,
      headers: auth,
      payload: body,
    });

  it('shows each runner by market: bets, stakes, worst-case payout and liability', async () => {
    const { id, race, player } = await openRace();
    const placed = await place(player.auth, [
      lineOf(race, 1, 'WIN', 100),
      lineOf(race, 1, 'WIN', 250),
      lineOf(race, 1, 'PLACE', 400),
      lineOf(race, 3, 'WIN', 120),
    ]);
    expect(placed.statusCode).toBe(201);
    const gstRateBp = gstRateOf(placed.json());
    const answer = await exposure(id, support);
    expect(answer.statusCode).toBe(200);
    const book = answer.json<RaceExposure>();
    const horse1 = book.runners.find((runner) => runner.horseNo === 1);
    const win1 = horse1?.cells.find((cell) => cell.market === 'WIN');
    expect(win1).toMatchObject({ bets: 2, stakes: 350, status: 'OPEN' });
    const winLiability = liabilityOf(100, 2, gstRateBp) + liabilityOf(250, 2, gstRateBp);
    expect(Math.round((win1?.liability ?? 0) * 100)).toBe(winLiability);
    expect(Math.round((win1?.payout ?? 0) * 100)).toBe(
      winningPayoutPaise(10_000, 200, gstRateBp) + winningPayoutPaise(25_000, 200, gstRateBp),
    );
    expect(horse1?.bets).toBe(3);
    expect(horse1?.stakes).toBe(750);
    expect(Math.round((horse1?.liability ?? 0) * 100)).toBe(
      winLiability + liabilityOf(400, 0.5, gstRateBp),
    );
    expect(book.runners.find((runner) => runner.horseNo === 2)?.bets).toBe(0);
    expect(book.markets.find((market) => market.market === 'WIN')).toMatchObject({
      bets: 3,
      stakes: 470,
    });
    expect(book.markets.map((market) => market.market)).toEqual(['WIN', 'PLACE', 'SHP', 'THP']);
  });

  it('refuses a bet that takes a runner past a REFUSE limit, and takes the ones within it', async () => {
    const { id, race, player } = await openRace();
    const rate = gstRateOf((await place(player.auth, [lineOf(race, 2, 'WIN', 100)])).json());
    // Horse 2 at 3-1: one ₹1,000 bet adds about ₹2,142 at 40% GST.
    const limit = Math.floor((liabilityOf(100, 3, rate) + liabilityOf(1000, 3, rate)) / 100) - 1;
    const set = await setLimit(id, { horseNo: 2, amount: limit, action: 'REFUSE' });
    expect(set.statusCode).toBe(200);
    expect(set.json<RaceExposure>().runners.find((r) => r.horseNo === 2)).toMatchObject({
      limit: { amount: limit, action: 'REFUSE' },
      isOwnLimit: true,
    });
    const before = await getWallet(subject.database.db, player.session.uid);

    const refused = await place(player.auth, [
      lineOf(race, 2, 'WIN', 1000),
      lineOf(race, 4, 'WIN', 100),
    ]);
    expect(refused.statusCode).toBe(409);
    const error = refused.json<ErrorBody>();
    expect(error.code).toBe('LIABILITY_LIMIT');
    expect(error.message).toBe(
      'We cannot accept a bet this size on 2. Runner 2 now. Please try a smaller amount.',
    );
    // All of the slip or none of it: the other line was not placed, nor the stake taken.
    expect(await getWallet(subject.database.db, player.session.uid)).toEqual(before);

    const within = await place(player.auth, [lineOf(race, 2, 'WIN', 990)]);
    expect(within.statusCode).toBe(201);
    expect(within.json().bets[0].betStatus).toBe('CONFIRMED');
    // Another runner has no limit.
    expect((await place(player.auth, [lineOf(race, 4, 'WIN', 5000)])).statusCode).toBe(201);
    const book = (await exposure(id)).json<RaceExposure>();
    const horse2 = book.runners.find((runner) => runner.horseNo === 2);
    expect(horse2?.liability).toBeLessThanOrEqual(limit);
    expect(book.runners.find((runner) => runner.horseNo === 4)?.limit).toBeNull();

    // Removed, the limit stops nothing.
    expect((await setLimit(id, { horseNo: 2, amount: null, action: 'REFUSE' })).statusCode).toBe(
      200,
    );
    expect((await place(player.auth, [lineOf(race, 2, 'WIN', 1000)])).statusCode).toBe(201);
    await expectLedgerHolds(subject);
  });

  it('holds a bet past the race default REVIEW limit in the trader review queue', async () => {
    const { id, race, player } = await openRace();
    expect((await setLimit(id, { horseNo: null, amount: 1000, action: 'REVIEW' })).statusCode).toBe(
      200,
    );
    const placed = await place(player.auth, [
      lineOf(race, 5, 'WIN', 100),
      lineOf(race, 6, 'WIN', 1000),
    ]);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().bets.map((bet: { betStatus: string }) => bet.betStatus)).toEqual([
      'CONFIRMED',
      'ACCEPTED',
    ]);
    const queue = (
      await subject.app.inject({ url: '/api/operator/review-queue', headers: trader })
    ).json<ReviewQueueResponse>();
    expect(queue.bets.map((bet) => bet.uid)).toContain(placed.json().bets[1].uid);
    const book = (await exposure(id)).json<RaceExposure>();
    expect(book.defaultLimit).toEqual({ amount: 1000, action: 'REVIEW' });
    expect(book.heldBets).toBe(1);
    expect(book.runners.find((runner) => runner.horseNo === 6)).toMatchObject({
      isOwnLimit: false,
      limit: { amount: 1000, action: 'REVIEW' },
    });
  });

  it('lets SUPPORT read the book but not set a limit, and answers an unknown race 404', async () => {
    const { id } = await openRace();
    expect(
      (await setLimit(id, { horseNo: 1, amount: 10, action: 'REFUSE' }, support)).statusCode,
    ).toBe(403);
    expect((await setLimit(id, { horseNo: 99, amount: 10, action: 'REFUSE' })).statusCode).toBe(
      404,
    );
    expect((await exposure('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
