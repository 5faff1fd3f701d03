import { CASHIER_MESSAGES, type ErrorBody } from '@furlong/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeBetsInBulk } from '../../../bench/place-bets-in-bulk';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { declareResultAndSettle } from '../race-control/race-operations';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { settleRace } from '../settlement/settle-race';
import { TEST_CALLBACK_SECRET, winningsOf, withdraw, withdrawingPlayer } from './cashier.test-kit';

const placings = (first: number) =>
  [1, 2, 3].map((place) => ({ place, horseNumber: first + place - 1 }));

describe('winnings of a race whose correction is pending', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
    });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('are not withdrawable until the correction is settled; other winnings stay so', async () => {
    // ₹1,000 of earlier winnings, then a race the player wins.
    const player = await withdrawingPlayer(subject, 1_000_00);
    await fundPlayer(subject, player.session.uid, 10_000_00);
    const raceId = await addRace(subject, new Date(clock.now().getTime() + 60_000));
    await publishRace(raceDeps(subject), raceId);
    await placeBetsInBulk(subject.database.db, raceId, [player.session.uid], 16);
    clock.advance(120_000);
    await suspendRace(raceDeps(subject), raceId);
    await declareResultAndSettle(raceDeps(subject), raceId, {
      standings: placings(1),
      official: true,
    });
    const raceWinnings = Math.round((await winningsOf(subject, player)) * 100 - 1_000_00) / 100;
    expect(raceWinnings).toBeGreaterThan(0);

    // The result is corrected; its settlement is requested and not yet run.
    const notYet = { request: async () => undefined };
    await declareResultAndSettle({ ...raceDeps(subject), settlements: notYet }, raceId, {
      standings: placings(4),
    });
    const refused = await withdraw(subject, player, {
      amount: 1_001,
      beneficiaryId: player.beneficiaryId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'CORRECTION_PENDING',
      message: CASHIER_MESSAGES.correctionPending,
      details: { withdrawable: 1_000, heldForCorrection: raceWinnings },
    });
    const allowed = await withdraw(subject, player, {
      amount: 600,
      beneficiaryId: player.beneficiaryId,
    });
    expect(allowed.statusCode).toBe(201);

    // Settled: the race's first winnings are taken back, its new winnings are withdrawable.
    await settleRace(raceDeps(subject), raceId);
    const rest = await winningsOf(subject, player);
    expect(rest).toBeGreaterThan(400);
    const afterSettlement = await withdraw(subject, player, {
      amount: rest,
      beneficiaryId: player.beneficiaryId,
    });
    expect(afterSettlement.statusCode).toBe(201);
  });
});
