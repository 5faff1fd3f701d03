import { randomUUID } from 'node:crypto';
import {
  fixtureSchema,
  indiaInstant,
  placeBetsResponseSchema,
  placedBetsSchema,
  POOL_REPORT_PATH,
  poolReportSchema,
  poolSettingsSchema,
  type BetSlipLine,
  type MarketType,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer, signIn } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { findTaxRule } from '../tax/find-tax-rule';
import { buyTicketOnce } from '../tote/buy-ticket';
import { createOwnHost } from '../tote/own-host';
import type { PoolOutcome } from '../tote/pool-dividends';
import { checkTotePools } from '../tote/pool-ledger';
import { totePools } from '../tote/tote.schema';
import { settleRace } from './settle-race';
import { winningFigures } from './settlement-rules';

/**
 * Best of price and tote end to end (decision 066): a TRADER switches it on for a race through
 * the pools route, players bet through the slip and buy Win tickets through the sale, the race
 * is resulted and settled, and My Bets says which price was paid.
 */
describe('best of price and tote, through settlement', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  let raceNumber = 0;
  const host = createOwnHost();

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
    expect(await checkTotePools(subject.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await subject.close();
  });

  async function openRace() {
    raceNumber += 1;
    // 1 October 2025: GST 40%.
    const startAt = new Date(indiaInstant('2025-10-01', '14:00').getTime() + raceNumber * 60_000);
    clock.set(new Date(startAt.getTime() - 60 * 60 * 1000));
    const id = await addRace(subject, startAt, { raceNumber, runnerCount: 8 });
    await publishRace(raceDeps(subject), id);
    return { id, startAt };
  }

  const card = async (id: string) =>
    fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );

  async function setSwitch(id: string, on: boolean, role: 'TRADER' | 'ADMIN' = 'TRADER') {
    const trader = await signedInOperator(subject, role);
    const current = poolSettingsSchema.parse(
      (
        await subject.app.inject({
          url: `/api/operator/races/${id}/pools`,
          headers: trader.auth,
        })
      ).json(),
    );
    return subject.app.inject({
      method: 'PUT',
      url: `/api/operator/races/${id}/pools`,
      headers: trader.auth,
      payload: { pools: current.pools.slice(0, 1), bestOfTote: on },
    });
  }

  async function bet(
    player: Awaited<ReturnType<typeof signedInPlayer>>,
    id: string,
    horseNo: number,
    market: MarketType,
  ): Promise<string> {
    const race = await card(id);
    const odds = race.participants
      .find((runner) => runner.horseNumber === horseNo)
      ?.odds.find((price) => price.market === market);
    if (!odds) throw new Error('no price');
    const line: BetSlipLine = {
      venue: 'BLR',
      raceNumber: race.raceNumber,
      market,
      horseNo,
      horse: `Runner ${horseNo}`,
      odds: odds.price,
      ticketPrice: 100,
      sportFixture: id,
      selection: odds.selection,
    };
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: [line],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const uid = placeBetsResponseSchema.parse(placed.json()).bets[0]?.uid;
    if (!uid) throw new Error('no bet placed');
    return uid;
  }

  async function buyWin(playerId: string, id: string, horse: number, units: number) {
    const answer = await buyTicketOnce(
      subject.database.db,
      {
        playerId,
        key: randomUUID(),
        ticket: { sportFixture: id, pool: 'WIN', selections: [[horse]], box: false, units },
        now: clock.now(),
        requestId: 'test',
      },
      { host, findTaxRule },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  const betRow = async (betId: string) => {
    const [row] = await subject.database.db.select().from(bets).where(eq(bets.id, betId));
    if (!row) throw new Error('no bet');
    return row;
  };

  it('pays a race-day WIN bet at the Win dividend when it is better, and says so in My Bets', async () => {
    const race = await openRace();
    const punter = await signedInPlayer(subject);
    await fundPlayer(subject, punter.session.uid, 1_000_000);
    // Struck before the switch: the promise does not hold for it.
    const before = await bet(punter, race.id, 1, 'WIN');

    const switched = await setSwitch(race.id, true);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(poolSettingsSchema.parse(switched.json()).bestOfTote).toBe(true);
    expect((await card(race.id)).bestOfTote).toBe(true);

    const win = await bet(punter, race.id, 1, 'WIN');
    const place = await bet(punter, race.id, 1, 'PLACE');
    expect((await betRow(before)).bestOfTote).toBe(false);
    expect((await betRow(win)).bestOfTote).toBe(true);
    expect((await betRow(place)).bestOfTote).toBe(false);

    // The Win pool: 10 units on horse 1, 300 on horse 2: horse 1's dividend is long.
    const toteBuyer = await signedInPlayer(subject);
    await fundPlayer(subject, toteBuyer.session.uid, 1_000_000);
    await buyWin(toteBuyer.session.uid, race.id, 1, 10);
    await buyWin(toteBuyer.session.uid, race.id, 2, 300);

    const struck = (await betRow(win)).priceHundredths;

    // After the off the switch no longer moves.
    clock.set(new Date(race.startAt.getTime() + 60_000));
    const late = await setSwitch(race.id, false, 'ADMIN');
    expect(late.statusCode).toBe(409);
    await suspendRace(raceDeps(subject), race.id);
    await declareResult(raceDeps(subject), race.id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace(raceDeps(subject), race.id);

    const [pool] = await subject.database.db
      .select()
      .from(totePools)
      .where(and(eq(totePools.fixtureId, race.id), eq(totePools.pool, 'WIN')));
    const outcome = pool?.outcome as PoolOutcome;
    expect(pool?.status).toBe('FINAL');
    const dividend = outcome.dividends.find((item) => item.combination[0] === 1)?.dividendPaise;
    if (dividend === undefined) throw new Error('no dividend for horse 1');
    const totePrice = dividend / 10 - 100;

    const paid = await betRow(win);
    // The struck price stays the bet's (exposure and liability read it); the paid one is apart.
    expect(paid.priceHundredths).toBe(struck);
    expect(paid.priceHundredths).toBeLessThan(totePrice);
    const tax = await findTaxRule(subject.database.db, paid.placedAt);
    const atTote = winningFigures({
      stakePaise: paid.stakePaise,
      priceHundredths: totePrice,
      gstRateBp: paid.gstRateBp,
      share: [1, 1],
      deductionBp: 0,
      tax,
    });
    const atPrice = winningFigures({
      stakePaise: paid.stakePaise,
      priceHundredths: paid.priceHundredths,
      gstRateBp: paid.gstRateBp,
      share: [1, 1],
      deductionBp: 0,
      tax,
    });
    expect(paid).toMatchObject({
      status: 'WON',
      paidPriceSource: 'TOTE',
      paidPriceHundredths: totePrice,
      totalWinPaise: atTote.totalWinPaise,
      payoutPaise: atTote.payoutPaise,
      bestOfToteExtraPaise: atTote.totalWinPaise - atPrice.totalWinPaise,
    });
    // The bet struck before the switch, and the PLACE bet: their own prices.
    expect(await betRow(before)).toMatchObject({
      status: 'WON',
      paidPriceSource: null,
      totalWinPaise: atPrice.totalWinPaise,
    });
    expect((await betRow(place)).paidPriceSource).toBeNull();

    // Signed in again: the clock has moved past the first session's token.
    const session = await signIn(subject.app, punter.email);
    const listed = await subject.app.inject({
      url: '/api/customer/self/sports/bets',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = placedBetsSchema.parse(listed.json());
    const shown = new Map(mine.map((item) => [item.uid, item.bestOfTote]));
    expect(shown.get(win)).toEqual({ paid: 'TOTE', price: totePrice / 100 });
    expect(shown.get(before)).toBeUndefined();
    expect(shown.get(place)).toBeUndefined();

    // The pool report: the promise's cost for the race.
    const admin = await signedInOperator(subject, 'ADMIN');
    const report = poolReportSchema.parse(
      (
        await subject.app.inject({
          url: `${POOL_REPORT_PATH}?day=2025-10-01&race=${race.id}`,
          headers: admin.auth,
        })
      ).json(),
    );
    expect(report.races[0]?.bestOfTote).toEqual({
      on: true,
      bets: 1,
      paidTote: 1,
      extraPaid: (atTote.totalWinPaise - atPrice.totalWinPaise) / 100,
    });

    // Settling again changes nothing.
    const again = await settleRace(raceDeps(subject), race.id);
    expect(again.corrected).toBe(false);
    expect((await betRow(win)).totalWinPaise).toBe(atTote.totalWinPaise);
  });
});
