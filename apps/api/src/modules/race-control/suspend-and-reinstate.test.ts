import {
  fixtureSchema,
  indiaInstant,
  type ErrorBody,
  type Fixture,
  type MarketType,
  type OperatorRace,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { auditLog } from '../audit/audit.schema';
import { bets } from '../bets/bets.schema';
import { publishRace } from './publish-race';
import { getWallet } from '../wallet/get-wallet';

describe('suspending one runner or market, reinstating a runner, overriding a deduction', () => {
  let subject: TestApp;
  const off = indiaInstant('2026-03-02', '16:00');
  const clock = createManualClock(new Date(off.getTime() - 60 * 60 * 1000));
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TRADER_REVIEW_LIABILITY_RUPEES: '10000000' } });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  async function openRace() {
    raceNumber += 1;
    const id = await addRace(subject, new Date(off.getTime() + raceNumber * 60_000), {
      raceNumber,
    });
    await publishRace({ ...raceDeps(subject), clock }, id);
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const trader = (await signedInOperator(subject, 'TRADER')).auth;
    return { id, player, trader };
  }
  const card = async (id: string) =>
    fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
  const lineOf = slipLineFor;
  let keys = 0;
  const place = (auth: { authorization: string }, lines: object[]) => {
    keys += 1;
    return subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...auth, 'idempotency-key': `suspend-${keys}` },
      payload: lines,
    });
  };
  const operator = (auth: { authorization: string }, url: string, payload?: object) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
  const statusOf = (race: Fixture, horse: number, market: MarketType) =>
    race.participants
      .find((runner) => runner.horseNumber === horse)
      ?.odds.find((odds) => odds.market === market)?.status;

  it('refuses bets on a suspended runner with SUSPENDED, keeps the rest open, and reopens it', async () => {
    const { id, player, trader } = await openRace();
    const race = await card(id);
    const suspended = await operator(trader, `/races/${id}/suspensions`, {
      horseNo: 3,
      market: null,
      suspended: true,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<OperatorRace>().status).toBe('PUBLISHED');
    const after = await card(id);
    expect(statusOf(after, 3, 'WIN')).toBe('SUSPENDED');
    expect(statusOf(after, 3, 'THP')).toBe('SUSPENDED');
    expect(statusOf(after, 4, 'WIN')).toBe('OPEN');

    const before = await getWallet(subject.database.db, player.session.uid);
    const refused = await place(player.auth, [lineOf(race, 4, 'WIN'), lineOf(race, 3, 'PLACE')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'SUSPENDED',
      message: 'Betting on this horse is suspended for the moment.',
    });
    expect(await getWallet(subject.database.db, player.session.uid)).toEqual(before);
    expect((await place(player.auth, [lineOf(race, 4, 'WIN')])).statusCode).toBe(201);

    await operator(trader, `/races/${id}/suspensions`, {
      horseNo: 3,
      market: null,
      suspended: false,
    });
    expect(statusOf(await card(id), 3, 'WIN')).toBe('OPEN');
    expect((await place(player.auth, [lineOf(race, 3, 'PLACE')])).statusCode).toBe(201);
  });

  it('suspends one market: its prices show suspended and its bets are refused', async () => {
    const { id, player, trader } = await openRace();
    const race = await card(id);
    expect(
      (
        await operator(trader, `/races/${id}/suspensions`, {
          horseNo: null,
          market: 'PLACE',
          suspended: true,
        })
      ).statusCode,
    ).toBe(200);
    const after = await card(id);
    expect(after.markets.find((market) => market.type === 'PLACE')?.status).toBe('SUSPENDED');
    expect(statusOf(after, 1, 'PLACE')).toBe('SUSPENDED');
    expect(statusOf(after, 1, 'WIN')).toBe('OPEN');
    const refused = await place(player.auth, [lineOf(race, 1, 'PLACE')]);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'SUSPENDED',
      message: 'Betting on this market is suspended for the moment.',
    });
    expect((await place(player.auth, [lineOf(race, 1, 'WIN')])).statusCode).toBe(201);
    // Neither a horse nor a market: nothing to suspend.
    expect(
      (
        await operator(trader, `/races/${id}/suspensions`, {
          horseNo: null,
          market: null,
          suspended: true,
        })
      ).statusCode,
    ).toBe(400);
    const support = (await signedInOperator(subject, 'SUPPORT')).auth;
    expect(
      (
        await operator(support, `/races/${id}/suspensions`, {
          horseNo: 1,
          market: null,
          suspended: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reinstates a runner scratched by mistake: its bets stay refunded, the deduction is gone', async () => {
    const { id, player, trader } = await openRace();
    const race = await card(id);
    const placed = await place(player.auth, [
      lineOf(race, 1, 'WIN', 1000),
      lineOf(race, 2, 'WIN', 500),
    ]);
    expect(placed.statusCode).toBe(201);
    const [onWinner, onScratched] = placed.json().bets.map((bet: { uid: string }) => bet.uid);
    // Horse 2 at 3-1 scratched: a Rule 4 deduction on the bets struck before.
    clock.advance(1000);
    expect((await operator(trader, `/races/${id}/scratch`, { horseNo: 2 })).statusCode).toBe(200);
    expect(
      (
        await operator(trader, `/races/${id}/runners/2/deduction-price`, {
          price: 1.5,
          reason: 'Board price at the scratch was 6-4',
        })
      ).statusCode,
    ).toBe(200);
    const cashBefore = (await getWallet(subject.database.db, player.session.uid)).pockets.cash
      .amount;

    expect(
      (await operator(trader, `/races/${id}/runners/2/reinstate`, { reason: 'ab' })).statusCode,
    ).toBe(400);
    const reinstated = await operator(trader, `/races/${id}/runners/2/reinstate`, {
      reason: 'Scratched the wrong horse',
    });
    expect(reinstated.statusCode).toBe(200);
    const horse2 = reinstated
      .json<OperatorRace>()
      .participants.find((runner) => runner.horseNumber === 2);
    expect(horse2?.isRunner).toBe(true);
    const [refunded] = await subject.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, onScratched));
    expect(refunded?.status).toBe('REFUNDED');
    const cashAfter = (await getWallet(subject.database.db, player.session.uid)).pockets.cash
      .amount;
    // Refunded once, at the scratch (₹10,000 less ₹1,500 staked plus ₹500 back), not again.
    expect(cashBefore).toBe(9_000);
    expect(cashAfter).toBe(cashBefore);
    // A second reinstatement is a conflict; the horse can be backed again.
    expect(
      (await operator(trader, `/races/${id}/runners/2/reinstate`, { reason: 'Again please' }))
        .statusCode,
    ).toBe(409);
    expect((await place(player.auth, [lineOf(await card(id), 2, 'WIN')])).statusCode).toBe(201);

    clock.set(new Date(off.getTime() + raceNumber * 60_000 + 1000));
    const steward = (await signedInOperator(subject, 'TRADER')).auth;
    expect((await operator(steward, `/races/${id}/off`)).statusCode).toBe(200);
    const result = await operator(steward, `/races/${id}/result`, {
      official: true,
      standings: [
        { place: 1, horseNo: 1 },
        { place: 2, horseNo: 3 },
        { place: 3, horseNo: 4 },
      ],
    });
    expect(result.statusCode).toBe(200);
    const [winner] = await subject.database.db.select().from(bets).where(eq(bets.id, onWinner));
    expect(winner?.status).toBe('WON');
    // No runner is scratched any more: no Rule 4 deduction.
    expect(winner?.deductionBp ?? 0).toBe(0);
    const [stillRefunded] = await subject.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, onScratched));
    expect(stillRefunded?.status).toBe('REFUNDED');
    const audits = await subject.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, id));
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['race.override-deduction-price', 'race.reinstate-runner']),
    );
    expect(
      audits.find((entry) => entry.action === 'race.override-deduction-price')?.details,
    ).toMatchObject({
      horseNo: 2,
      fromPriceHundredths: 300,
      toPriceHundredths: 150,
      reason: 'Board price at the scratch was 6-4',
    });
    await expectLedgerHolds(subject);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });

  it('refuses to reopen or suspend a market or a runner after the off: 409 RACE_ALREADY_OFF', async () => {
    const { id, trader } = await openRace();
    const before = await operator(trader, `/races/${id}/suspensions`, {
      horseNo: null,
      market: 'WIN',
      suspended: true,
    });
    expect(before.json<OperatorRace>().allowedActions).toContain('suspendMarkets');
    clock.set(new Date(off.getTime() + raceNumber * 60_000 + 1000));
    const steward = (await signedInOperator(subject, 'TRADER')).auth;
    const recorded = await operator(steward, `/races/${id}/off`);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json<OperatorRace>().allowedActions).not.toContain('suspendMarkets');
    for (const body of [
      { horseNo: null, market: 'WIN', suspended: false },
      { horseNo: null, market: 'PLACE', suspended: true },
      { horseNo: 2, market: null, suspended: false },
    ]) {
      const refused = await operator(steward, `/races/${id}/suspensions`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json<ErrorBody>().code).toBe('RACE_ALREADY_OFF');
    }
    const race = await card(id);
    expect(race.markets.every((market) => market.status !== 'OPEN')).toBe(true);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });

  it('applies the overridden deduction price at settlement', async () => {
    const { id, player, trader } = await openRace();
    const race = await card(id);
    const placed = await place(player.auth, [lineOf(race, 1, 'WIN', 1000)]);
    const betId = placed.json().bets[0].uid as string;
    // Horse 8 scratched at 9-1 costs the winners 12%; its price overridden to evens, 50%.
    clock.advance(1000);
    await operator(trader, `/races/${id}/scratch`, { horseNo: 8 });
    expect(
      (
        await operator(trader, `/races/${id}/runners/8/deduction-price`, {
          price: 1,
          reason: 'Price misquoted on the board',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await operator(trader, `/races/${id}/runners/7/deduction-price`, {
          price: 1,
          reason: 'Not scratched',
        })
      ).statusCode,
    ).toBe(409);
    clock.set(new Date(off.getTime() + raceNumber * 60_000 + 1000));
    const steward = (await signedInOperator(subject, 'TRADER')).auth;
    expect((await operator(steward, `/races/${id}/off`)).statusCode).toBe(200);
    const result = await operator(steward, `/races/${id}/result`, {
      official: true,
      standings: [
        { place: 1, horseNo: 1 },
        { place: 2, horseNo: 3 },
        { place: 3, horseNo: 4 },
      ],
    });
    expect(result.statusCode).toBe(200);
    const [winner] = await subject.database.db.select().from(bets).where(eq(bets.id, betId));
    expect(winner?.status).toBe('WON');
    expect(winner?.deductionBp).toBe(5000);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });
});
