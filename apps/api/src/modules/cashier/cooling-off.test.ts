import {
  BENEFICIARY_COOLING_OFF_DEFAULT_HOURS,
  CASHIER_MESSAGES,
  ERROR_MESSAGES,
  STEP_UP_MESSAGES,
  type Beneficiary,
  type ErrorBody,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { loadEnv } from '../../env';
import { signIn, STRONG_PASSWORD } from '../../../test/players';
import { RECENT_PROOF_MS } from '../identity/recent-proof';
import {
  addBeneficiary,
  addWinnings,
  BANK,
  markKyc,
  TEST_CALLBACK_SECRET,
  withdraw,
} from './cashier.test-kit';

const HOUR_MS = 60 * 60 * 1000;

describe('a new beneficiary: cooling-off and a proof before the first withdrawal', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-05-02T06:00:00.000Z'));
  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  async function playerWithNewBeneficiary() {
    const player = await freshPlayer(subject);
    await markKyc(subject, player.session.uid, 'VERIFIED');
    await addWinnings(subject, player.session.uid, 5_000_00);
    const added = await addBeneficiary(subject, player, BANK);
    const beneficiaryId = added.json<{ beneficiary: { uid: string } }>().beneficiary.uid;
    return { ...player, beneficiaryId };
  }

  /** A day later the old session has ended: the player signs in again (no proof yet). */
  async function signInAgain<T extends { email: string }>(player: T) {
    const session = await signIn(subject.app, player.email);
    return { ...player, session, auth: { authorization: `Bearer ${session.accessToken}` } };
  }

  it('refuses money to a beneficiary for 24 hours after it is added, saying until when', async () => {
    const player = await playerWithNewBeneficiary();
    const refused = await withdraw(subject, player, {
      beneficiaryId: player.beneficiaryId,
      amount: 100,
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<ErrorBody>();
    expect(body.code).toBe('BENEFICIARY_COOLING_OFF');
    expect(body.message).toBe(
      `${CASHIER_MESSAGES.coolingOff} You can withdraw to it from 03-MAY-2031 11:30 IST.`,
    );
    expect(body.details).toMatchObject({ availableAt: '2031-05-03T06:00:00.000Z' });
    clock.advance(24 * HOUR_MS - 1000);
    const stillRefused = await withdraw(subject, await signInAgain(player), {
      beneficiaryId: player.beneficiaryId,
      amount: 100,
    });
    expect(stillRefused.statusCode).toBe(409);
  });

  it('lists each beneficiary with when it can first receive money, as the add reply does', async () => {
    const player = await freshPlayer(subject);
    const added = await addBeneficiary(subject, player, BANK);
    const { beneficiary } = added.json<{ beneficiary: Beneficiary }>();
    const expected = new Date(Date.parse(beneficiary.createdOn) + 24 * HOUR_MS).toISOString();
    expect(beneficiary.availableFrom).toBe(expected);
    const listed = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/cashier/beneficiary',
      headers: player.auth,
    });
    expect(listed.json<Beneficiary[]>()).toMatchObject([
      { uid: beneficiary.uid, availableFrom: expected },
    ]);
  });

  it('says when, and never "try again", in the cooling-off refusal', async () => {
    const player = await playerWithNewBeneficiary();
    const refused = await withdraw(subject, player, {
      beneficiaryId: player.beneficiaryId,
      amount: 100,
    });
    expect(refused.json<ErrorBody>().message).not.toMatch(/try again/i);
    expect(ERROR_MESSAGES.BENEFICIARY_COOLING_OFF).not.toMatch(/try again/i);
  });

  it('waits by default as long as the home notice says', () => {
    expect(loadEnv({}).BENEFICIARY_COOLING_OFF_HOURS).toBe(BENEFICIARY_COOLING_OFF_DEFAULT_HOURS);
  });

  it('then asks for a recent proof before the first withdrawal only', async () => {
    const added = await playerWithNewBeneficiary();
    clock.advance(24 * HOUR_MS + 1000);
    const player = await signInAgain(added);
    const first = await withdraw(subject, player, {
      beneficiaryId: player.beneficiaryId,
      amount: 100,
    });
    expect(first.statusCode).toBe(403);
    expect(first.json<ErrorBody>()).toMatchObject({
      code: 'STEP_UP_REQUIRED',
      message: STEP_UP_MESSAGES.required,
    });
    const proved = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/step-up',
      headers: player.auth,
      payload: { password: STRONG_PASSWORD },
    });
    expect(proved.statusCode).toBe(200);
    const paid = await withdraw(subject, player, {
      beneficiaryId: player.beneficiaryId,
      amount: 100,
    });
    expect(paid.statusCode).toBe(201);
    clock.advance(RECENT_PROOF_MS + 1000);
    const second = await withdraw(subject, player, {
      beneficiaryId: player.beneficiaryId,
      amount: 100,
    });
    expect(second.statusCode).toBe(201);
  });

  it('can be switched off (BENEFICIARY_COOLING_OFF_HOURS=0)', async () => {
    const open = await buildTestApp({
      env: {
        PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
        PAYOUT_SANDBOX_MODE: 'manual',
        BENEFICIARY_COOLING_OFF_HOURS: '0',
      },
    });
    try {
      const player = await freshPlayer(open);
      await markKyc(open, player.session.uid, 'VERIFIED');
      await addWinnings(open, player.session.uid, 5_000_00);
      const added = await addBeneficiary(open, player, BANK);
      const beneficiaryId = added.json<{ beneficiary: { uid: string } }>().beneficiary.uid;
      // The password that added it is a proof for the next 5 minutes.
      expect((await withdraw(open, player, { beneficiaryId, amount: 100 })).statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});
