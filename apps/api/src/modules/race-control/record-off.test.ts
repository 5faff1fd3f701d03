import { indiaInstant, type OperatorRace } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { openRace, placeBet, signInAgain, walletOf } from '../debts/debts.test-kit';
import { fixtures } from '../races/races.schema';

/** The off: recorded by the operator (or the race clock); betting closes at the actual off. */
describe('POST /api/operator/races/{uid}/off', () => {
  let subject: TestApp;
  const day = '2025-08-01';
  const clock = createManualClock(indiaInstant(day, '14:00'));
  let operator: { authorization: string };
  const at = async (time: string) => {
    clock.set(
      new Date(indiaInstant(day, time.slice(0, 5)).getTime() + Number(time.slice(6) || 0) * 1000),
    );
    operator = (await signedInOperator(subject)).auth;
  };
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });
  const off = (uid: string, payload?: object) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${uid}/off`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });
  const statusesOf = async (playerId: string) =>
    (await subject.database.db.select().from(bets).where(eq(bets.playerId, playerId)))
      .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime())
      .map((bet) => bet.status);

  it('closes betting at the off recorded late, and voids a bet struck after it', async () => {
    await at('14:00');
    const race = await openRace(subject, indiaInstant(day, '15:00'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 300_00);
    await placeBet(subject, player, race, { horseNo: 1, rupees: 100 });
    await at('14:57:30');
    await placeBet(subject, await signInAgain(subject, player), race, { horseNo: 2, rupees: 100 });

    // They went off at 14:57; the operator records it a minute later.
    await at('14:58');
    const response = await off(race, { offAt: indiaInstant(day, '14:57').toISOString() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OperatorRace>()).toMatchObject({ status: 'SUSPENDED' });
    expect(response.json<OperatorRace>().allowedActions).not.toContain('off');
    expect(await statusesOf(player.session.uid)).toEqual(['CONFIRMED', 'VOID']);
    expect((await walletOf(subject, player)).cash).toBe(200);
    const [row] = await subject.database.db.select().from(fixtures).where(eq(fixtures.id, race));
    expect(row?.offAt).toEqual(indiaInstant(day, '14:57'));

    expect((await off(race)).statusCode).toBe(409);
  });

  it('keeps a late race open past its card time until the off', async () => {
    await at('15:30');
    const race = await openRace(subject, indiaInstant(day, '16:00'));
    // The start is delayed to 16:10 before the card time.
    const delayed = await subject.app.inject({
      method: 'PATCH',
      url: `/api/operator/races/${race}`,
      headers: operator,
      payload: { startDate: indiaInstant(day, '16:10').toISOString() },
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 200_00);

    await at('16:05');
    await placeBet(subject, await signInAgain(subject, player), race, { horseNo: 1, rupees: 100 });
    await at('16:06');
    expect((await off(race)).statusCode).toBe(200);
    const late = await subject.app.inject({
      method: 'GET',
      url: `/api/operator/races/${race}`,
      headers: operator,
    });
    expect(late.json<OperatorRace>()).toMatchObject({
      status: 'SUSPENDED',
      startDate: indiaInstant(day, '16:06').toISOString(),
    });
    expect(await statusesOf(player.session.uid)).toEqual(['CONFIRMED']);
  });

  it('refuses an off in the future', async () => {
    await at('17:00');
    const race = await openRace(subject, indiaInstant(day, '17:30'));
    const response = await off(race, { offAt: indiaInstant(day, '17:05').toISOString() });
    expect(response.statusCode).toBe(400);
  });
});
