import { CASHIER_MESSAGES, indiaInstant, type ErrorBody } from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { findOwedPaise } from '../../ledger/find-owed';
import { markKyc, withdraw, withdrawingPlayer } from '../cashier/cashier.test-kit';
import {
  openRace,
  placeBet,
  raceAction,
  recordDebt,
  signInAgain,
  walletOf,
} from './debts.test-kit';

/** Decision 030: every credit to a player who owes pays the debt first, in the same transfer. */
describe('money owed after a corrected result', () => {
  let subject: TestApp;
  let operator: { authorization: string };
  /** Moves the clock and signs an operator in at the new time (sessions expire when idle). */
  const at = async (time: string) => {
    clock.set(indiaInstant(day, time));
    operator = (await signedInOperator(subject)).auth;
  };
  // 1 September 2025: GST 28%, so ₹100 at 2-1 pays 78.12 + 100 x 2 / 1.28 = ₹234.37.
  const day = '2025-09-01';
  const clock = createManualClock(indiaInstant(day, '12:00'));

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
  const owed = async (playerId: string) =>
    Number(await findOwedPaise(subject.database.db, playerId)) / 100;

  it('a void race refund pays the debt, not the withdrawable winnings (the issue, exactly)', async () => {
    await at('12:00');
    const first = await openRace(subject, indiaInstant(day, '14:00'));
    const other = await openRace(subject, indiaInstant(day, '15:00'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 100_00);
    await placeBet(subject, player, first, { horseNo: 1, rupees: 100 });

    await at('14:05');
    await raceAction(subject, operator, first, 'suspend');
    await raceAction(subject, operator, first, 'result', 1);
    expect(await walletOf(subject, player)).toEqual({ cash: 234.37, withdrawable: 234.37 });

    await placeBet(subject, await signInAgain(subject, player), other, { horseNo: 2, rupees: 200 });
    expect(await walletOf(subject, player)).toEqual({ cash: 34.37, withdrawable: 34.37 });

    // The first result is corrected: what is left is taken back, ₹200 is owed.
    await raceAction(subject, operator, first, 'result', 3);
    expect(await walletOf(subject, player)).toEqual({ cash: 0, withdrawable: 0 });
    expect(await owed(player.session.uid)).toBe(200);

    // The other race is voided: its ₹200 refund pays the debt.
    await raceAction(subject, operator, other, 'void');
    expect(await walletOf(subject, player)).toEqual({ cash: 0, withdrawable: 0 });
    expect(await owed(player.session.uid)).toBe(0);
  });

  it('a winning settlement pays the debt first and the rest lands in winnings', async () => {
    await at('12:00');
    const race = await openRace(subject, indiaInstant(day, '16:00'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 100_00);
    await placeBet(subject, player, race, { horseNo: 1, rupees: 100 });
    await recordDebt(subject, player.session.uid, 200_00);

    await at('16:05');
    await raceAction(subject, operator, race, 'suspend');
    await raceAction(subject, operator, race, 'result', 1);
    expect(await owed(player.session.uid)).toBe(0);
    expect(await walletOf(subject, player)).toEqual({ cash: 34.37, withdrawable: 34.37 });
  });

  it('an adjustment or a cash-in pays the debt first', async () => {
    await at('17:00');
    const player = await freshPlayer(subject);
    await recordDebt(subject, player.session.uid, 200_00);
    const credit = (url: string, payload: object) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/players/${player.session.uid}/${url}`,
        headers: { ...operator, 'idempotency-key': `credit-${randomUUID()}` },
        payload,
      });
    const adjusted = await credit('adjustments', {
      amount: 150,
      pocket: 'cash',
      reason: 'Goodwill',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(await owed(player.session.uid)).toBe(50);
    expect(await walletOf(subject, player)).toEqual({ cash: 0, withdrawable: 0 });

    const cashIn = await credit('cash-in', { amount: 80, reference: 'R-1' });
    expect(cashIn.statusCode, cashIn.body).toBe(201);
    expect(await owed(player.session.uid)).toBe(0);
    expect(await walletOf(subject, player)).toEqual({ cash: 30, withdrawable: 0 });
  });

  it('a bonus credit does not pay a cash debt', async () => {
    await at('17:10');
    const player = await freshPlayer(subject);
    await recordDebt(subject, player.session.uid, 50_00);
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${player.session.uid}/adjustments`,
      headers: { ...operator, 'idempotency-key': `bonus-${randomUUID()}` },
      payload: { amount: 20, pocket: 'bonus', reason: 'Promotion' },
    });
    expect(response.statusCode).toBe(201);
    expect(await owed(player.session.uid)).toBe(50);
  });

  it('refuses a withdrawal while the player owes', async () => {
    const player = await withdrawingPlayer(subject, 0);
    await markKyc(subject, player.session.uid, 'VERIFIED');
    await recordDebt(subject, player.session.uid, 10_00);
    const response = await withdraw(subject, player, {
      amount: 100,
      beneficiaryId: player.beneficiaryId,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json<ErrorBody>()).toMatchObject({
      message: CASHIER_MESSAGES.debtOutstanding,
      details: { owed: 10 },
    });
  });
});
