import {
  breakDownLine,
  fixtureSchema,
  winningPayoutPaise,
  type ErrorBody,
  type Fixture,
  type MultipleLeg,
  type RaceExposure,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { publishRace } from '../race-control/publish-race';

/** The GST rate of the tax rule in force for these races (they run from tomorrow). */
async function gstRateNow(subject: TestApp): Promise<number> {
  const [row] = await queryRows<{ rate: number }>(
    subject.database.db,
    sql`select gst_rate_bp as rate from tax_rules where effective_from <= now() order by effective_from desc limit 1`,
  );
  return Number(row?.rate);
}

/** A ₹X single's liability, as the limits count it: what settlement pays less the face value. */
function singleLiability(ticketRupees: number, priceHundredths: number, gstRateBp: number) {
  const ticket = ticketRupees * 100;
  return (
    winningPayoutPaise(ticket, priceHundredths, gstRateBp) -
    breakDownLine(ticket, priceHundredths, gstRateBp).faceValuePaise
  );
}

/**
 * An accumulator bet's contingent liability on each of its runners, worked independently: face
 * value x the product of (1 + price), exact and floored once, less the face value.
 */
function accumulatorLiability(unitRupees: number, pricesHundredths: number[], gstRateBp: number) {
  const ticket = BigInt(unitRupees * 100);
  let numerator = ticket * 10_000n;
  let denominator = 10_000n + BigInt(gstRateBp);
  for (const price of pricesHundredths) {
    numerator *= 100n + BigInt(price);
    denominator *= 100n;
  }
  return (
    Number(numerator / denominator) - breakDownLine(Number(ticket), 0, gstRateBp).faceValuePaise
  );
}

describe('liability limits and stake factors count multiples', () => {
  let subject: TestApp;
  let trader: { authorization: string };
  let raceNumber = 0;
  let keys = 0;
  let gstRateBp = 0;

  beforeAll(async () => {
    // Nothing is held for its size alone: only the limits under test hold or refuse a bet.
    subject = await buildTestApp({
      env: {
        TRADER_REVIEW_LIABILITY_RUPEES: '10000000',
        MULTIPLE_REVIEW_LIABILITY_RUPEES: '10000000',
      },
    });
    await insertVenues(subject);
    trader = (await signedInOperator(subject, 'TRADER')).auth;
    gstRateBp = await gstRateNow(subject);
  });
  afterAll(async () => {
    await expectLedgerHolds(subject);
    await subject.close();
  });

  async function openRace(): Promise<Fixture> {
    raceNumber += 1;
    const id = await addRace(subject, new Date(Date.now() + 24 * 3600_000 + raceNumber * 60_000), {
      raceNumber,
    });
    await publishRace(raceDeps(subject), id);
    return fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
  }
  async function fundedPlayer() {
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 10_000_000);
    return player;
  }
  const priceOf = (race: Fixture, horse: number) =>
    Math.round(
      (race.participants
        .find((runner) => runner.horseNumber === horse)
        ?.odds.find((price) => price.market === 'WIN')?.price ?? NaN) * 100,
    );
  const legOf = (race: Fixture, horse: number): MultipleLeg => {
    const line = slipLineFor(race, horse, 'WIN');
    return {
      sportFixture: race.uid,
      selection: line.selection as string,
      market: 'WIN',
      odds: line.odds as number,
    };
  };
  const single = (auth: object, race: Fixture, horse: number, rupees: number) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...auth, 'idempotency-key': `multiple-liability-${(keys += 1)}` },
      payload: [slipLineFor(race, horse, 'WIN', rupees)],
    });
  const multiple = (auth: object, body: object) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/multiples',
      headers: { ...auth, 'idempotency-key': `multiple-liability-${(keys += 1)}` },
      payload: body,
    });
  const accumulator = (legs: MultipleLeg[], unitStake = 100) => ({
    kind: 'ACCUMULATOR',
    eachWay: false,
    unitStake,
    legs,
  });
  const setLimit = (race: Fixture, horseNo: number, amountPaise: number, action: string) =>
    subject.app.inject({
      method: 'PUT',
      url: `/api/operator/races/${race.uid}/liability-limits`,
      headers: trader,
      payload: { horseNo, amount: amountPaise / 100, action },
    });
  const runnerId = (race: Fixture, horse: number) =>
    race.participants.find((runner) => runner.horseNumber === horse)?.uid as string;
  /** The running figure and the figure recomputed from every open bet, for one runner. */
  const figures = async (participant: string) => {
    const [row] = await queryRows<{ running: string | null; recomputed: string }>(
      subject.database.db,
      sql`select (select liability_paise from runner_liabilities where participant_id = ${participant}::uuid)::text as running,
        runner_liability_paise(${participant}::uuid)::text as recomputed`,
    );
    return { running: row?.running ?? null, recomputed: Number(row?.recomputed) };
  };

  it('refuses a multiple that would take a limited runner past its limit, counting what it pays if every leg wins', async () => {
    const [a, b] = [await openRace(), await openRace()];
    const player = await fundedPlayer();
    const single100 = singleLiability(100, priceOf(a, 1), gstRateBp);
    const double100 = accumulatorLiability(100, [priceOf(a, 1), priceOf(b, 2)], gstRateBp);
    // Room for the single and the double but one paisa: the double is refused.
    expect((await setLimit(a, 1, single100 + double100 - 1, 'REFUSE')).statusCode).toBe(200);
    expect((await single(player.auth, a, 1, 100)).statusCode).toBe(201);
    const cashBefore = (
      await subject.app.inject({ url: '/api/customer/self/wallet', headers: player.auth })
    ).json().pockets.cash.amount as number;
    const refused = await multiple(player.auth, accumulator([legOf(a, 1), legOf(b, 2)]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'LIABILITY_LIMIT',
      details: { horseNo: 1 },
    });
    const cashAfter = (
      await subject.app.inject({ url: '/api/customer/self/wallet', headers: player.auth })
    ).json().pockets.cash.amount as number;
    expect(cashAfter).toBe(cashBefore);
    expect(await figures(runnerId(a, 1))).toEqual({
      running: String(single100),
      recomputed: single100,
    });

    // A limit one paisa higher takes it, and the runner's figure counts the double.
    expect((await setLimit(a, 1, single100 + double100, 'REFUSE')).statusCode).toBe(200);
    const placed = await multiple(player.auth, accumulator([legOf(a, 1), legOf(b, 2)]));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().bets[0].betStatus).toBe('CONFIRMED');
    expect(await figures(runnerId(a, 1))).toEqual({
      running: String(single100 + double100),
      recomputed: single100 + double100,
    });
    // The exposure screen's runner total is the figure the limit is compared with.
    const exposure = (
      await subject.app.inject({ url: `/api/operator/races/${a.uid}/exposure`, headers: trader })
    ).json<RaceExposure>();
    expect(exposure.runners.find((runner) => runner.horseNo === 1)?.liability).toBe(
      (single100 + double100) / 100,
    );
    // The other leg's runner has no limit, so no running figure; its recomputed one counts it.
    expect(await figures(runnerId(b, 2))).toEqual({ running: null, recomputed: double100 });
  });

  it('refuses a single when multiples already use the room on its runner', async () => {
    const [a, b, c] = [await openRace(), await openRace(), await openRace()];
    const player = await fundedPlayer();
    const single100 = singleLiability(100, priceOf(a, 3), gstRateBp);
    const treble = accumulatorLiability(
      100,
      [priceOf(a, 3), priceOf(b, 1), priceOf(c, 2)],
      gstRateBp,
    );
    expect(treble).toBeGreaterThan(single100);
    // Alone the single fits; after the treble it does not.
    expect((await setLimit(a, 3, treble + single100 - 1, 'REFUSE')).statusCode).toBe(200);
    expect(
      (await multiple(player.auth, accumulator([legOf(a, 3), legOf(b, 1), legOf(c, 2)])))
        .statusCode,
    ).toBe(201);
    const refused = await single(player.auth, a, 3, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'LIABILITY_LIMIT',
      details: { horseNo: 3 },
    });
    expect(await figures(runnerId(a, 3))).toEqual({ running: String(treble), recomputed: treble });
  });

  it('holds a multiple for review, whole, when it takes a runner past a REVIEW limit', async () => {
    const [a, b] = [await openRace(), await openRace()];
    const player = await fundedPlayer();
    expect((await setLimit(b, 4, 100, 'REVIEW')).statusCode).toBe(200);
    const held = await multiple(player.auth, {
      kind: 'ACCUMULATOR',
      eachWay: true,
      unitStake: 100,
      legs: [legOf(a, 2), legOf(b, 4)],
    });
    expect(held.statusCode).toBe(201);
    expect(held.json().bets.map((bet: { betStatus: string }) => bet.betStatus)).toEqual([
      'ACCEPTED',
      'ACCEPTED',
    ]);
    const queue = await subject.app.inject({ url: '/api/operator/review-queue', headers: trader });
    expect(
      queue
        .json<{ bets: { ticketNumber: string }[] }>()
        .bets.some((bet) => bet.ticketNumber.startsWith(held.json().ticketNumber)),
    ).toBe(true);
    const figure = await figures(runnerId(b, 4));
    expect(Number(figure.running)).toBe(figure.recomputed);
    expect(figure.recomputed).toBeGreaterThan(100);
  });

  it("answers a multiple over the player's largest stake with a counter-offer of the largest unit stake, taken once", async () => {
    const [a, b, c] = [await openRace(), await openRace(), await openRace()];
    const player = await fundedPlayer();
    // Factor 0.01: ₹100 on one selection (₹10,000 base). A 3-leg Kenchi puts each leg in 3 bets.
    expect(
      (
        await subject.app.inject({
          method: 'PUT',
          url: `/api/operator/players/${player.session.uid}/stake-factor`,
          headers: trader,
          payload: { factor: 0.01, reason: 'sharp on multiples' },
        })
      ).statusCode,
    ).toBe(200);
    const kenchi = (unitStake: number, counterOffer?: string) => ({
      kind: 'KENCHI',
      eachWay: false,
      unitStake,
      legs: [legOf(a, 1), legOf(b, 2), legOf(c, 3)],
      ...(counterOffer ? { counterOffer } : {}),
    });
    const over = await multiple(player.auth, kenchi(50));
    expect(over.statusCode).toBe(409);
    const offer = over.json<ErrorBody>();
    expect(offer).toMatchObject({
      code: 'COUNTER_OFFER',
      details: { horseNo: 1, market: 'WIN', maxStake: 33 },
    });
    const offerId = (offer.details as { offerId: string }).offerId;
    expect((await multiple(player.auth, kenchi(34, offerId))).statusCode).toBe(409);
    const taken = await multiple(player.auth, kenchi(33, offerId));
    expect(taken.statusCode).toBe(201);
    expect(taken.json().bets).toHaveLength(4);
    const again = await multiple(player.auth, kenchi(33, offerId));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>()).toMatchObject({
      code: 'COUNTER_OFFER_UNAVAILABLE',
      details: { reason: 'TAKEN' },
    });
  });
});
