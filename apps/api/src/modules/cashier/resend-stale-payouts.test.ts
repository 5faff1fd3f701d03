import type { FundsTransfer } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { withdrawals } from './cashier.schema';
import {
  sendCallback,
  TEST_CALLBACK_SECRET,
  withdraw,
  withdrawingPlayer,
} from './cashier.test-kit';
import {
  PAYOUT_FIRST_SEND_AFTER_MS,
  PAYOUT_MAX_AUTO_ATTEMPTS,
  PAYOUT_RESEND_AFTER_MS,
  resendStalePayouts,
} from './resend-stale-payouts';

const MINUTE = 60_000;

describe('withdrawals the payout provider left pending', () => {
  const clock = createManualClock(new Date('2031-05-02T06:00:00.000Z'));
  let subject: TestApp;
  beforeAll(async () => {
    // Manual sandbox: the provider takes each order and never answers by itself.
    subject = await buildTestApp({
      clock,
      env: { PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET, PAYOUT_SANDBOX_MODE: 'manual' },
    });
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const sweep = () =>
    resendStalePayouts(
      { db: subject.database.db, dispatch: (id) => subject.app.payouts.dispatch(id) },
      clock.now(),
    );
  const rowOf = async (id: string) =>
    (await subject.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

  /** The provider confirms it, so later sweeps here see only their own withdrawal. */
  async function settle(id: string) {
    const paid = await sendCallback(subject, {
      eventId: `evt-${id}`,
      reference: id,
      status: 'SUCCESS',
    });
    expect(paid.statusCode).toBe(200);
  }

  async function pendingWithdrawal() {
    const player = await withdrawingPlayer(subject, 5_000_00);
    const response = await withdraw(subject, player, {
      amount: 1_000,
      beneficiaryId: player.beneficiaryId,
    });
    expect(response.statusCode).toBe(201);
    const { transfer } = response.json<{ transfer: FundsTransfer }>();
    await expect.poll(async () => (await rowOf(transfer.uid))?.attempts).toBe(1);
    return transfer.uid;
  }

  it('sends again after 15 silent minutes, and again 15 minutes after that, up to a limit', async () => {
    const id = await pendingWithdrawal();
    clock.advance(PAYOUT_RESEND_AFTER_MS - MINUTE);
    expect(await sweep()).toBe(0);
    clock.advance(2 * MINUTE);
    expect(await sweep()).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: 'PENDING',
      attempts: 2,
      lastSentAt: clock.now(),
    });
    expect(await sweep()).toBe(0);

    for (let attempt = 3; attempt <= PAYOUT_MAX_AUTO_ATTEMPTS; attempt += 1) {
      clock.advance(PAYOUT_RESEND_AFTER_MS + MINUTE);
      expect(await sweep()).toBe(1);
    }
    expect((await rowOf(id))?.attempts).toBe(PAYOUT_MAX_AUTO_ATTEMPTS);
    clock.advance(PAYOUT_RESEND_AFTER_MS + MINUTE);
    // Now it waits for an operator.
    expect(await sweep()).toBe(0);
  });

  it('sends a withdrawal whose first send never happened after a minute', async () => {
    const id = await pendingWithdrawal();
    // As if the process had stopped between the hold and the send.
    await subject.database.db
      .update(withdrawals)
      .set({ lastSentAt: null, attempts: 0, updatedAt: clock.now() })
      .where(eq(withdrawals.id, id));
    clock.advance(PAYOUT_FIRST_SEND_AFTER_MS - 1_000);
    expect(await sweep()).toBe(0);
    clock.advance(2_000);
    expect(await sweep()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await sweep()).toBe(0);
    await settle(id);
  });

  it('sends a stale withdrawal once when two sweeps overlap (rows are claimed)', async () => {
    const id = await pendingWithdrawal();
    clock.advance(PAYOUT_RESEND_AFTER_MS + MINUTE);
    const sent = await Promise.all([sweep(), sweep()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect((await rowOf(id))?.attempts).toBe(2);
    await settle(id);
  });

  it('leaves settled withdrawals alone', async () => {
    const id = await pendingWithdrawal();
    const paid = await sendCallback(subject, {
      eventId: `evt-${id}`,
      reference: id,
      status: 'SUCCESS',
    });
    expect(paid.statusCode).toBe(200);
    clock.advance(PAYOUT_RESEND_AFTER_MS + MINUTE);
    expect(await sweep()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'SUCCESS', attempts: 1 });
  });
});
