import { randomUUID } from 'node:crypto';
import {
  fixtureSchema,
  indiaInstant,
  type MultipleLeg,
  type ReviewQueueResponse,
  type Transaction,
} from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer, signIn } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { multipleBetLegs, multipleBets } from '../bets/multiple-bets.schema';
import { declareResult, type ResultInput } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { getWallet } from '../wallet/get-wallet';
import { findWinningsUnderCorrection } from './find-winnings-under-correction';
import { settleRace } from './settle-race';

// 1 July 2025: GST 28% (decision 028). Runner n is priced n + 1 to win, (n + 1) / 4 to place.
const OFF = indiaInstant('2025-07-01', '14:00');
const first = (horseNumber: number): ResultInput => ({
  official: true,
  standings: [
    { place: 1, horseNumber },
    { place: 2, horseNumber: horseNumber === 7 ? 6 : 7 },
    { place: 3, horseNumber: 8 },
  ],
});

describe('settling multiples', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  let raceNumber = 0;
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { MULTIPLE_REVIEW_LIABILITY_RUPEES: '5000' } });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  async function legOf(raceId: string, horseNo: number, eachWay: boolean): Promise<MultipleLeg> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const odds = race.participants.find((runner) => runner.horseNumber === horseNo)?.odds;
    const win = odds?.find((price) => price.market === 'WIN');
    const place = odds?.find((price) => price.market === 'PLACE');
    if (!win || !place) throw new Error('no price');
    return {
      sportFixture: raceId,
      selection: win.selection,
      market: 'WIN',
      odds: win.price,
      ...(eachWay ? { placeOdds: place.price } : {}),
    };
  }

  /**
   * A funded player (₹1,000) with a ₹100 double on horse 1 (2.0) in race A and horse 2 (3.0) in
   * race B (each-way: ₹50 a part); both races then past their off and suspended.
   */
  async function double(
    eachWay = false,
    unitStake = eachWay ? 50 : 100,
    runOff = true,
    beforeBets?: (raceB: string) => Promise<void>,
  ) {
    clock.set(new Date(OFF.getTime() - 60 * 60 * 1000));
    const races: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      raceNumber += 1;
      const id = await addRace(subject, new Date(OFF.getTime() + raceNumber * 60_000), {
        raceNumber,
      });
      await publishRace(raceDeps(subject), id);
      races.push(id);
    }
    const [raceA, raceB] = races as [string, string];
    await beforeBets?.(raceB);
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 100_000);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/multiples',
      headers: { ...player.auth, 'idempotency-key': `settle-multiple-${(keys += 1)}` },
      payload: {
        kind: 'ACCUMULATOR',
        eachWay,
        unitStake,
        legs: [await legOf(raceA, 1, eachWay), await legOf(raceB, 2, eachWay)],
      },
    });
    expect(placed.statusCode).toBe(201);
    if (!runOff) return { raceA, raceB, player, ticket: placed.json().ticketNumber as string };
    clock.set(new Date(OFF.getTime() + (raceNumber + 1) * 60_000));
    await suspendRace(raceDeps(subject), raceA);
    await suspendRace(raceDeps(subject), raceB);
    return { raceA, raceB, player, ticket: placed.json().ticketNumber as string };
  }

  const cash = async (player: { session: { uid: string } }) =>
    (await getWallet(subject.database.db, player.session.uid)).pockets.cash.amount;
  const betsOf = (player: { session: { uid: string } }) =>
    subject.database.db
      .select()
      .from(multipleBets)
      .where(eq(multipleBets.playerId, player.session.uid))
      .orderBy(multipleBets.ticketNumber);
  /** The player's authorisation now (the clock has moved past the first token's life). */
  const authOf = async (player: { email: string }) => ({
    authorization: `Bearer ${(await signIn(subject.app, player.email)).accessToken}`,
  });
  const resulted = async (raceId: string, result: ResultInput) => {
    await declareResult(raceDeps(subject), raceId, result);
    return settleRace(raceDeps(subject), raceId);
  };

  it('settles each leg as its race settles, and the bet WON when its last leg is official', async () => {
    const { raceA, raceB, player } = await double();
    await resulted(raceA, first(1));
    const [open] = await betsOf(player);
    expect(open?.status).toBe('CONFIRMED');
    const legs = await subject.database.db
      .select()
      .from(multipleBetLegs)
      .where(eq(multipleBetLegs.betId, open?.id as string))
      .orderBy(multipleBetLegs.legIndex);
    expect(legs.map((leg) => leg.status)).toEqual(['WON', 'ACCEPTED']);

    const report = await resulted(raceB, first(2));
    expect(report.settled).toBe(1);
    const [won] = await betsOf(player);
    // ₹78.125 x 3 x 4 = ₹937.50, under the TDS threshold.
    expect(won).toMatchObject({ status: 'WON', totalWinPaise: 93_750, tdsPaise: 0 });
    expect(await cash(player)).toBe(900 + 937.5);

    const listed = (
      await subject.app.inject({
        url: '/api/customer/self/sports/bets',
        headers: await authOf(player),
      })
    ).json();
    expect(listed[0]).toMatchObject({
      betType: 'ACCUMULATOR',
      betStatus: 'WON',
      totalWinAmount: 937.5,
      betLineItems: [{ legStatus: 'WON' }, { legStatus: 'WON' }],
    });
  });

  it('settles the bet LOST as soon as one leg loses, with the other race still to run', async () => {
    const { raceA, player } = await double();
    await resulted(raceA, first(3));
    const [lost] = await betsOf(player);
    expect(lost).toMatchObject({ status: 'LOST', payoutPaise: 0 });
    expect(await cash(player)).toBe(900);
  });

  it('divides a leg by its dead heat: (1 + 2) / 2 x (1 + 3) x ₹78.125 = ₹468.75', async () => {
    const { raceA, raceB, player } = await double();
    await resulted(raceA, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 1, horseNumber: 5 },
        { place: 3, horseNumber: 8 },
      ],
    });
    await resulted(raceB, first(2));
    expect((await betsOf(player))[0]?.totalWinPaise).toBe(46_875);
    expect(await cash(player)).toBe(900 + 468.75);
  });

  it('takes a Rule 4 deduction off a leg whose race lost a runner after the bet was struck', async () => {
    const { raceA, raceB, player } = await double();
    // Horse 1 of race B was 2.0 (over evens, under 4-1) when scratched: 25% off leg B's odds.
    await scratchRunner(raceDeps(subject), raceB, 1);
    await settleRace(raceDeps(subject), raceB);
    await resulted(raceA, first(1));
    await resulted(raceB, first(2));
    // ₹78.125 x (1 + 2) x (1 + 3 x 0.75) = ₹761.71875, floored to ₹761.71.
    const [won] = await betsOf(player);
    expect(won?.totalWinPaise).toBe(76_171);
    expect(await cash(player)).toBe(900 + 761.71);
    const listed = (
      await subject.app.inject({
        url: '/api/customer/self/sports/bets',
        headers: await authOf(player),
      })
    ).json();
    expect(
      listed[0].betLineItems.map((line: { deductionRate: number }) => line.deductionRate),
    ).toEqual([0, 25]);
  });

  it('counts a non-runner leg as 1: the double pays as a single at 3.0', async () => {
    const { raceA, raceB, player } = await double();
    await scratchRunner(raceDeps(subject), raceA, 1);
    await settleRace(raceDeps(subject), raceA);
    await resulted(raceB, first(2));
    // ₹78.125 x (1 + 3) = ₹312.50.
    expect((await betsOf(player))[0]).toMatchObject({ status: 'WON', totalWinPaise: 31_250 });
    expect(await cash(player)).toBe(900 + 312.5);
  });

  it('refunds the whole ticket price when every leg is void', async () => {
    const { raceA, raceB, player } = await double();
    await voidRace(raceDeps(subject), raceA);
    await settleRace(raceDeps(subject), raceA);
    expect((await betsOf(player))[0]?.status).toBe('CONFIRMED');
    await voidRace(raceDeps(subject), raceB);
    const report = await settleRace(raceDeps(subject), raceB);
    expect(report.refunded).toBe(1);
    expect((await betsOf(player))[0]?.status).toBe('VOID');
    expect(await cash(player)).toBe(1000);
  });

  it("shows a multiple's stake, winnings and refund in the player's history as sports, naming it", async () => {
    const history = async (player: { email: string }) =>
      (
        await subject.app.inject({
          url: '/api/customer/self/transactions?page=0&size=10',
          headers: await authOf(player),
        })
      )
        .json<Transaction[]>()
        .filter((row) => row.txnGroup !== 'cashier' && row.txnGroup !== 'adjustment')
        .map((row) => [row.txnType, row.txnGroup, row.amount, row.description]);

    const won = await double();
    await resulted(won.raceA, first(1));
    await resulted(won.raceB, first(2));
    expect(await history(won.player)).toEqual([
      ['CREDIT', 'sports', 937.5, `Multiple ${won.ticket}: winnings on bet ${won.ticket}-1`],
      ['DEBIT', 'sports', 100, `Multiple ${won.ticket}: Accumulator of 1 bet`],
    ]);

    const voided = await double(true);
    await voidRace(raceDeps(subject), voided.raceA);
    await settleRace(raceDeps(subject), voided.raceA);
    await voidRace(raceDeps(subject), voided.raceB);
    await settleRace(raceDeps(subject), voided.raceB);
    const refunds = await history(voided.player);
    expect(refunds.slice(-1)).toEqual([
      ['DEBIT', 'sports', 100, `Multiple ${voided.ticket}: Accumulator of 2 bets`],
    ]);
    expect(
      refunds
        .slice(0, -1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(
      [1, 2].map(
        (bet) => `Multiple ${voided.ticket}: bet ${voided.ticket}-${bet} refunded (every leg void)`,
      ),
    );
  });

  it("settles each-way parts apart: the place part pays on the legs' Place prices", async () => {
    const { raceA, raceB, player } = await double(true);
    // Horse 1 second in race A: the win part loses, the place part (0.5) wins.
    await resulted(raceA, {
      official: true,
      standings: [
        { place: 1, horseNumber: 7 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 8 },
      ],
    });
    await resulted(raceB, first(2));
    const placed = await betsOf(player);
    expect(placed.map((bet) => [bet.eachWayPart, bet.status])).toEqual([
      ['WIN', 'LOST'],
      ['PLACE', 'WON'],
    ]);
    // ₹39.0625 x (1 + 0.5) x (1 + 0.75) = ₹102.5390625, floored to ₹102.53.
    expect(placed[1]?.totalWinPaise).toBe(10_253);
    expect(await cash(player)).toBe(900 + 102.53);
  });

  it('re-settles a corrected leg through the debt rule: the payout reversed, what is gone owed', async () => {
    const { raceA, raceB, player } = await double();
    await resulted(raceA, first(1));
    await resulted(raceB, first(2));
    expect(await cash(player)).toBe(1837.5);
    // The player stakes ₹1,800 of it on another race before the correction.
    raceNumber += 1;
    const other = await addRace(subject, new Date(clock.now().getTime() + 60 * 60_000), {
      raceNumber,
    });
    await publishRace(raceDeps(subject), other);
    const leg = await legOf(other, 1, false);
    const slip = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...(await authOf(player)), 'idempotency-key': `settle-multiple-${(keys += 1)}` },
      payload: [
        {
          venue: 'BLR',
          raceNumber,
          market: 'WIN',
          horseNo: 1,
          horse: 'Runner 1',
          odds: leg.odds,
          ticketPrice: 1800,
          sportFixture: other,
          selection: leg.selection,
        },
      ],
    });
    expect(slip.statusCode).toBe(201);
    expect(await cash(player)).toBe(37.5);

    await declareResult(raceDeps(subject), raceB, first(3));
    // Until the correction settles, the multiple's payout is not the player's to withdraw.
    expect(await findWinningsUnderCorrection(subject.database.db, player.session.uid)).toBe(
      93_750n,
    );
    const corrected = await settleRace(raceDeps(subject), raceB);
    expect(await findWinningsUnderCorrection(subject.database.db, player.session.uid)).toBe(0n);
    expect(corrected.corrected).toBe(true);
    expect((await betsOf(player))[0]).toMatchObject({ status: 'LOST', payoutPaise: 0 });
    expect(await cash(player)).toBe(0);
    const [reversal] = await queryRows<{ details: { owedPaise?: number } }>(
      subject.database.db,
      sql`select details from ledger_transfers where kind = 'SETTLEMENT_REVERSAL'
        and memo like ${`%${(await betsOf(player))[0]?.ticketNumber}%`}`,
    );
    // ₹937.50 clawed back: ₹37.50 from winnings, ₹900 owed.
    expect(reversal?.details.owedPaise).toBe(90_000);
  });

  it("voids a multiple still waiting for a trader at its first leg's off, refunding it whole", async () => {
    // ₹1,000: potential payout ₹9,375, over the ₹5,000 review line.
    const { raceA, player } = await double(false, 1000);
    expect((await betsOf(player))[0]?.status).toBe('ACCEPTED');
    const report = await settleRace(raceDeps(subject), raceA);
    expect(report.refunded).toBe(1);
    expect((await betsOf(player))[0]?.status).toBe('VOID');
    expect(await cash(player)).toBe(1000);
  });

  describe('a multiple held for review', () => {
    const trader = async () => (await signedInOperator(subject, 'TRADER')).auth;
    const call = async (url: string, payload?: object) =>
      subject.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api/operator${url}`,
        headers: await trader(),
        ...(payload ? { payload } : {}),
      });
    const queued = async (ticket: string) =>
      (await call('/review-queue'))
        .json<ReviewQueueResponse>()
        .bets.find((bet) => bet.ticketNumber === ticket);
    const runOff = async (raceA: string, raceB: string) => {
      clock.set(new Date(OFF.getTime() + (raceNumber + 1) * 60_000));
      await suspendRace(raceDeps(subject), raceA);
      await suspendRace(raceDeps(subject), raceB);
    };

    it('shows in the queue as one row with its legs, its ticket price and its liability', async () => {
      // ₹1,000 each-way (two ₹500 parts): Win part ₹390.625 x 3 x 4 = ₹4,687.50, Place part
      // ₹390.625 x 1.5 x 1.75 = ₹1,025.39: ₹5,712.89 is over the ₹5,000 line.
      const { raceA, raceB, ticket } = await double(true, 500, false);
      const row = await queued(ticket);
      expect(row).toMatchObject({
        ticketNumber: ticket,
        multipleKind: 'ACCUMULATOR',
        eachWay: true,
        race: { uid: raceA },
        market: 'WIN',
        horseNo: 1,
        odds: 2,
        stake: 1000,
        legs: [
          { race: { uid: raceA }, market: 'WIN', horseNo: 1, odds: 2, placeOdds: 0.5 },
          { race: { uid: raceB }, market: 'WIN', horseNo: 2, odds: 3, placeOdds: 0.75 },
        ],
      });
      // What it pays beyond the two parts' face values (₹390.62 each, to the paisa): ₹5,712.89
      // less ₹781.24.
      expect(row?.liability).toBe(4_931.65);
      await runOff(raceA, raceB);
    });

    it('stands when a trader confirms it before the off, and is settled, not voided', async () => {
      const { raceA, raceB, player, ticket } = await double(false, 1000, false);
      const row = await queued(ticket);
      expect((await betsOf(player))[0]?.status).toBe('ACCEPTED');
      const confirmed = await call(`/review-queue/${row?.uid}/confirm`, {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ uid: row?.uid, betStatus: 'CONFIRMED' });
      expect((await betsOf(player))[0]?.status).toBe('CONFIRMED');
      expect(await queued(ticket)).toBeUndefined();
      expect((await call(`/review-queue/${row?.uid}/reject`, {})).statusCode).toBe(409);

      await runOff(raceA, raceB);
      await resulted(raceA, first(1));
      await resulted(raceB, first(2));
      // ₹781.25 x 3 x 4 = ₹9,375: net ₹8,375, under the TDS line.
      expect((await betsOf(player))[0]).toMatchObject({ status: 'WON', totalWinPaise: 937_500 });
      expect(await cash(player)).toBe(9_375);
    });

    it('is refunded once when a trader rejects it, its legs left out of settlement', async () => {
      const { raceA, raceB, player, ticket } = await double(false, 1000, false);
      const row = await queued(ticket);
      const rejected = await call(`/review-queue/${row?.uid}/reject`, { reason: 'Too big' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toEqual({ uid: row?.uid, betStatus: 'REJECTED' });
      expect(await cash(player)).toBe(1000);
      expect((await call(`/review-queue/${row?.uid}/reject`, {})).statusCode).toBe(409);
      expect(await cash(player)).toBe(1000);
      const [bet] = await betsOf(player);
      expect(bet?.status).toBe('REJECTED');

      await runOff(raceA, raceB);
      await resulted(raceA, first(1));
      await resulted(raceB, first(2));
      expect((await betsOf(player))[0]?.status).toBe('REJECTED');
      expect(await cash(player)).toBe(1000);
      const legs = await subject.database.db
        .select()
        .from(multipleBetLegs)
        .where(eq(multipleBetLegs.betId, bet?.id as string));
      expect(legs.map((leg) => leg.status)).toEqual(['VOID', 'VOID']);
    });

    it('can no longer be confirmed once its first race is off, and is then voided', async () => {
      const { raceA, raceB, player, ticket } = await double(false, 1000, false);
      const row = await queued(ticket);
      await runOff(raceA, raceB);
      expect((await call(`/review-queue/${row?.uid}/confirm`, {})).statusCode).toBe(409);
      await settleRace(raceDeps(subject), raceA);
      expect((await betsOf(player))[0]?.status).toBe('VOID');
      expect(await cash(player)).toBe(1000);
    });

    it('cannot be confirmed by the trader who set a leg’s price: another trader does', async () => {
      const pricer = await signedInOperator(subject, 'TRADER');
      const { raceA, raceB, ticket } = await double(false, 1000, false, async (raceB) => {
        const moved = await subject.app.inject({
          method: 'PUT',
          url: `/api/operator/races/${raceB}/prices`,
          headers: pricer.auth,
          payload: { prices: [{ horseNo: 2, market: 'WIN', price: 9 }] },
        });
        expect(moved.statusCode).toBe(200);
      });
      const row = await queued(ticket);
      const own = await subject.app.inject({
        method: 'POST',
        url: `/api/operator/review-queue/${row?.uid}/confirm`,
        headers: pricer.auth,
        payload: {},
      });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({
        code: 'OWN_PRICE_REVIEW_FORBIDDEN',
        details: { horseNo: 2, market: 'WIN', price: 9 },
      });
      expect(await queued(ticket)).toBeDefined();
      expect((await call(`/review-queue/${row?.uid}/confirm`, {})).statusCode).toBe(200);
      await runOff(raceA, raceB);
    });

    it('answers 404 for a uid that is neither a bet nor a multiple', async () => {
      expect((await call(`/review-queue/${randomUUID()}/confirm`, {})).statusCode).toBe(404);
    });
  });

  describe('a scratched runner reinstated', () => {
    const reinstate = async (raceId: string, horseNo: number) => {
      const answer = await subject.app.inject({
        method: 'POST',
        url: `/api/operator/races/${raceId}/runners/${horseNo}/reinstate`,
        headers: (await signedInOperator(subject, 'TRADER')).auth,
        payload: { reason: 'Scratched by mistake' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const legsOf = async (betId: string) =>
      (
        await subject.database.db
          .select()
          .from(multipleBetLegs)
          .where(eq(multipleBetLegs.betId, betId))
          .orderBy(multipleBetLegs.legIndex)
      ).map((leg) => leg.status);

    it('brings back the legs its scratch voided on an open multiple, at their price', async () => {
      const { raceA, raceB, player } = await double();
      await scratchRunner(raceDeps(subject), raceA, 1);
      await settleRace(raceDeps(subject), raceA);
      const [open] = await betsOf(player);
      expect(await legsOf(open?.id as string)).toEqual(['VOID', 'ACCEPTED']);

      await reinstate(raceA, 1);
      expect(await legsOf(open?.id as string)).toEqual(['ACCEPTED', 'ACCEPTED']);
      await resulted(raceA, first(1));
      await resulted(raceB, first(2));
      // As struck: ₹78.125 x (1 + 2) x (1 + 3) = ₹937.50, not the ₹312.50 of a void leg.
      expect((await betsOf(player))[0]).toMatchObject({ status: 'WON', totalWinPaise: 93_750 });
      expect(await cash(player)).toBe(900 + 937.5);
    });

    it('leaves a multiple the void leg let settle as it was settled, as a refunded single', async () => {
      const { raceA, raceB, player } = await double();
      await scratchRunner(raceDeps(subject), raceA, 1);
      await settleRace(raceDeps(subject), raceA);
      await resulted(raceB, first(2));
      const [settled] = await betsOf(player);
      expect(settled).toMatchObject({ status: 'WON', totalWinPaise: 31_250 });

      await reinstate(raceA, 1);
      expect(await legsOf(settled?.id as string)).toEqual(['VOID', 'WON']);
      await resulted(raceA, first(1));
      expect((await betsOf(player))[0]).toMatchObject({ status: 'WON', totalWinPaise: 31_250 });
      expect(await cash(player)).toBe(900 + 312.5);
    });
  });
});
