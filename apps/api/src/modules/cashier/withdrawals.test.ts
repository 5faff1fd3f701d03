import {
  APPROVAL_MESSAGES,
  CASHIER_MESSAGES,
  KYC_UPLOAD_PATH,
  type ErrorBody,
  type FundsTransfer,
  type OperatorWithdrawal,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { auditLog } from '../audit/audit.schema';
import { outboxMessages } from '../notifications/notifications.schema';
import {
  addBeneficiary,
  BANK,
  markKyc,
  sendCallback,
  TEST_CALLBACK_SECRET,
  winningsOf,
  withdraw,
  withdrawingPlayer,
} from './cashier.test-kit';

type Reply = { message: string; transfer: FundsTransfer };

describe('withdrawals (manual sandbox: callbacks by hand)', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-03-10T12:00:00.000Z'));
  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: {
        PAYOUT_CALLBACK_SECRET: TEST_CALLBACK_SECRET,
        PAYOUT_SANDBOX_MODE: 'manual',
        WITHDRAWAL_REVIEW_RUPEES: '20000',
      },
    });
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('holds the amount (PENDING), and a SUCCESS callback retried 5 times pays once', async () => {
    const player = await withdrawingPlayer(subject, 10_000_00);
    const response = await withdraw(subject, player, {
      amount: 2500.5,
      beneficiaryId: player.beneficiaryId,
      details: { connector: 'IMPS' },
    });
    expect(response.statusCode).toBe(201);
    const { transfer, message } = response.json<Reply>();
    expect(message).toBe(CASHIER_MESSAGES.withdrawSuccessInstant);
    expect(transfer).toMatchObject({
      status: 'PENDING',
      amount: 2500.5,
      currency: 'INR',
      transferType: 'WITHDRAW',
      connector: 'IMPS',
    });
    expect(await winningsOf(subject, player)).toBe(7499.5);

    const callback = {
      eventId: `evt-${transfer.uid}`,
      reference: transfer.uid,
      status: 'SUCCESS' as const,
      providerReference: 'UTR123',
    };
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await sendCallback(subject, callback));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<{ applied: boolean }>().applied)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // A contradicting late event (another id) cannot undo a paid withdrawal either.
    const late = await sendCallback(subject, {
      ...callback,
      eventId: `late-${transfer.uid}`,
      status: 'FAILED',
    });
    expect(late.json<{ applied: boolean }>().applied).toBe(false);

    expect(await winningsOf(subject, player)).toBe(7499.5);
    const read = await subject.app.inject({
      method: 'GET',
      url: `/api/customer/self/cashier/funds-transfer/${transfer.uid}`,
      headers: player.auth,
    });
    expect(read.json<FundsTransfer>().status).toBe('SUCCESS');
    const paid = await subject.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, player.email), eq(outboxMessages.purpose, 'WITHDRAWAL_PAID')),
      );
    expect(paid).toHaveLength(1);
  });

  it('a FAILED callback releases the hold once', async () => {
    const player = await withdrawingPlayer(subject, 5000_00);
    const { transfer } = (
      await withdraw(subject, player, { amount: 3000, beneficiaryId: player.beneficiaryId })
    ).json<Reply>();
    expect(await winningsOf(subject, player)).toBe(2000);
    const callback = {
      eventId: `fail-${transfer.uid}`,
      reference: transfer.uid,
      status: 'FAILED' as const,
      reason: 'Account closed',
    };
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await sendCallback(subject, callback)).statusCode).toBe(200);
    expect(await winningsOf(subject, player)).toBe(5000);
    const read = await subject.app.inject({
      method: 'GET',
      url: `/api/customer/self/cashier/funds-transfer/${transfer.uid}`,
      headers: player.auth,
    });
    expect(read.json<FundsTransfer>()).toMatchObject({
      status: 'FAILED',
      failureReason: 'Account closed',
    });
  });

  it('shows the hold in History as PENDING, then ERROR with its return once the payout fails', async () => {
    const player = await withdrawingPlayer(subject, 5000_00);
    const { transfer } = (
      await withdraw(subject, player, { amount: 1000, beneficiaryId: player.beneficiaryId })
    ).json<Reply>();
    const history = async () =>
      (
        await subject.app.inject({
          url: '/api/customer/self/transactions?page=0&size=10',
          headers: player.auth,
        })
      ).json<{ description: string; status: string; txnType: string; amount: number }[]>();
    expect((await history())[0]).toMatchObject({
      txnType: 'DEBIT',
      amount: 1000,
      status: 'PENDING',
    });

    await sendCallback(subject, {
      eventId: `hist-${transfer.uid}`,
      reference: transfer.uid,
      status: 'FAILED',
      reason: 'Account closed',
    });
    const [returned, hold] = await history();
    expect(returned).toMatchObject({ txnType: 'CREDIT', amount: 1000, status: 'SUCCESS' });
    expect(hold).toMatchObject({ txnType: 'DEBIT', amount: 1000, status: 'ERROR' });
  });

  it('refuses a callback with a bad or stale signature (401) and moves nothing', async () => {
    const player = await withdrawingPlayer(subject, 1000_00);
    const { transfer } = (
      await withdraw(subject, player, { amount: 500, beneficiaryId: player.beneficiaryId })
    ).json<Reply>();
    const body = {
      eventId: `bad-${transfer.uid}`,
      reference: transfer.uid,
      status: 'FAILED' as const,
    };
    expect(
      (await sendCallback(subject, body, 'another-secret-0123456789abcdefghij')).statusCode,
    ).toBe(401);
    const unsigned = await subject.app.inject({
      method: 'POST',
      url: '/api/cashier/payouts/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed 10 minutes ago: outside the tolerance, so a captured callback cannot be replayed later.
    const stale = new Date(clock.now().getTime() - 10 * 60 * 1000);
    expect((await sendCallback(subject, body, TEST_CALLBACK_SECRET, stale)).statusCode).toBe(401);
    expect(await winningsOf(subject, player)).toBe(500);
  });

  it('answers each rule with its message', async () => {
    const player = await withdrawingPlayer(subject, 30_000_00);
    const refuse = async (payload: object) =>
      (
        await withdraw(subject, player, { beneficiaryId: player.beneficiaryId, ...payload })
      ).json<ErrorBody>();
    for (const amount of [0, -5, 25_000.01, 30_000, 10.001]) {
      expect((await refuse({ amount })).message).toBe(CASHIER_MESSAGES.withdrawAmount);
    }
    expect((await refuse({ amount: 100, beneficiaryId: 'nope' })).message).toBe(
      CASHIER_MESSAGES.selectBeneficiary,
    );
    const stranger = await withdrawingPlayer(subject, 0);
    expect((await refuse({ amount: 100, beneficiaryId: stranger.beneficiaryId })).message).toBe(
      CASHIER_MESSAGES.selectBeneficiary,
    );
    const deposit = await withdraw(subject, player, { transferType: 'DEPOSIT', amount: 100 });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.depositsDisabled);
    expect(await winningsOf(subject, player)).toBe(30_000);
  });

  it('only winnings are withdrawable', async () => {
    const player = await withdrawingPlayer(subject, 100_00);
    const response = await withdraw(subject, player, {
      amount: 100.01,
      beneficiaryId: player.beneficiaryId,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.withdrawable);
  });

  it('needs verified KYC, with a link to upload the PAN', async () => {
    const player = await withdrawingPlayer(subject, 1000_00);
    for (const status of ['NOT_VERIFIED', 'REJECTED', 'PENDING'] as const) {
      await markKyc(subject, player.session.uid, status);
      const response = await withdraw(subject, player, {
        amount: 100,
        beneficiaryId: player.beneficiaryId,
      });
      expect(response.statusCode).toBe(403);
      const body = response.json<ErrorBody>();
      expect(body.code).toBe('KYC_REQUIRED');
      expect(body.message).toBe(
        status === 'PENDING' ? CASHIER_MESSAGES.kycPending : CASHIER_MESSAGES.kycRequired,
      );
      expect(body.details).toMatchObject({ kycStatus: status, link: KYC_UPLOAD_PATH });
    }
  });

  it('10 parallel withdrawals of 25,000 on 1,00,000: exactly one accepted', async () => {
    const player = await withdrawingPlayer(subject, 100_000_00);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        withdraw(subject, player, { amount: 25_000, beneficiaryId: player.beneficiaryId }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const refused = responses
      .filter((response) => response.statusCode === 422)
      .map((response) => response.json<ErrorBody>().message);
    expect(refused).toHaveLength(9);
    expect(new Set(refused)).toEqual(new Set([CASHIER_MESSAGES.dailyAmountLimit]));
    expect(await winningsOf(subject, player)).toBe(75_000);
  });

  it('10 parallel withdrawals of 5,000: exactly three (the daily count)', async () => {
    const player = await withdrawingPlayer(subject, 100_000_00);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        withdraw(subject, player, { amount: 5000, beneficiaryId: player.beneficiaryId }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(
      responses.find((response) => response.statusCode === 422)?.json<ErrorBody>().message,
    ).toBe(CASHIER_MESSAGES.dailyCountLimit);
    expect(await winningsOf(subject, player)).toBe(85_000);
  });

  it('parallel withdrawals never exceed the withdrawable balance', async () => {
    const player = await withdrawingPlayer(subject, 7000_00);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        withdraw(subject, player, { amount: 3000, beneficiaryId: player.beneficiaryId }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(await winningsOf(subject, player)).toBe(1000);
  });

  it('the day is India time: 23:59:59 and 00:00:00 are different days', async () => {
    // The clock only moves forward in this file: sessions and tokens stay valid.
    clock.set(new Date('2031-03-11T18:29:59.000Z')); // 23:59:59 IST on the 11th
    const player = await withdrawingPlayer(subject, 60_000_00);
    expect(
      (await withdraw(subject, player, { amount: 25_000, beneficiaryId: player.beneficiaryId }))
        .statusCode,
    ).toBe(201);
    expect(
      (await withdraw(subject, player, { amount: 1, beneficiaryId: player.beneficiaryId }))
        .statusCode,
    ).toBe(422);
    clock.set(new Date('2031-03-11T18:30:00.000Z')); // 00:00:00 IST on the 12th
    expect(
      (await withdraw(subject, player, { amount: 25_000, beneficiaryId: player.beneficiaryId }))
        .statusCode,
    ).toBe(201);
  });

  it('a failed withdrawal does not count towards the day', async () => {
    const player = await withdrawingPlayer(subject, 30_000_00);
    const { transfer } = (
      await withdraw(subject, player, { amount: 20_000, beneficiaryId: player.beneficiaryId })
    ).json<Reply>();
    await sendCallback(subject, {
      eventId: `f-${transfer.uid}`,
      reference: transfer.uid,
      status: 'FAILED',
    });
    expect(
      (await withdraw(subject, player, { amount: 20_000, beneficiaryId: player.beneficiaryId }))
        .statusCode,
    ).toBe(201);
  });

  it('replays the same Idempotency-Key without a second hold', async () => {
    const player = await withdrawingPlayer(subject, 1000_00);
    const first = await withdraw(
      subject,
      player,
      { amount: 400, beneficiaryId: player.beneficiaryId },
      'same-key-123',
    );
    const again = await withdraw(
      subject,
      player,
      { amount: 400, beneficiaryId: player.beneficiaryId },
      'same-key-123',
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Reply>().transfer.uid).toBe(first.json<Reply>().transfer.uid);
    expect(await winningsOf(subject, player)).toBe(600);
  });

  it("another player's transfer is a 404, and the list shows only one's own", async () => {
    const owner = await withdrawingPlayer(subject, 1000_00);
    const other = await freshPlayer(subject);
    const { transfer } = (
      await withdraw(subject, owner, { amount: 100, beneficiaryId: owner.beneficiaryId })
    ).json<Reply>();
    const foreign = await subject.app.inject({
      method: 'GET',
      url: `/api/customer/self/cashier/funds-transfer/${transfer.uid}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/cashier/funds-transfer',
      headers: owner.auth,
    });
    expect(mine.json<FundsTransfer[]>().map((row) => row.uid)).toEqual([transfer.uid]);
    const theirs = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/cashier/funds-transfer',
      headers: other.auth,
    });
    expect(theirs.json()).toEqual([]);
  });

  it('above the review threshold: REVIEW for operators, PENDING for the player; reject releases, approve sends', async () => {
    const staff = await signedInOperator(subject);
    const player = await withdrawingPlayer(subject, 50_000_00);
    const big = (
      await withdraw(subject, player, { amount: 20_000.5, beneficiaryId: player.beneficiaryId })
    ).json<Reply>().transfer;
    expect(big.status).toBe('PENDING');
    const queue = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/withdrawals?status=REVIEW',
      headers: staff.auth,
    });
    expect(queue.json<OperatorWithdrawal[]>().find((row) => row.uid === big.uid)).toMatchObject({
      status: 'REVIEW',
      attempts: 0,
    });
    // The provider does not know it yet, so a callback for it changes nothing.
    expect(
      (
        await sendCallback(subject, {
          eventId: `early-${big.uid}`,
          reference: big.uid,
          status: 'SUCCESS',
        })
      ).json<{ applied: boolean }>().applied,
    ).toBe(false);

    const short = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${big.uid}/reject`,
      headers: staff.auth,
      payload: { reason: 'x' },
    });
    expect(short.json<ErrorBody>().message).toBe(CASHIER_MESSAGES.reason);
    const rejected = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${big.uid}/reject`,
      headers: staff.auth,
      payload: { reason: 'Name mismatch' },
    });
    expect(rejected.json<OperatorWithdrawal>()).toMatchObject({
      status: 'FAILED',
      failureReason: 'Name mismatch',
    });
    expect(await winningsOf(subject, player)).toBe(50_000);
    const twice = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${big.uid}/reject`,
      headers: staff.auth,
      payload: { reason: 'Name mismatch' },
    });
    expect(twice.statusCode).toBe(409);

    // The rejected one does not count towards the day.
    const next = (
      await withdraw(subject, player, { amount: 20_001, beneficiaryId: player.beneficiaryId })
    ).json<Reply>().transfer;
    // Maker-checker: the first approval is recorded and the withdrawal stays in REVIEW...
    const approve = (auth: { authorization: string }) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/withdrawals/${next.uid}/approve`,
        headers: auth,
      });
    const first = await approve(staff.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json<OperatorWithdrawal>()).toMatchObject({
      status: 'REVIEW',
      attempts: 0,
      firstApproval: { operator: { uid: staff.operator.id, name: staff.operator.name } },
    });
    // ...the same operator cannot give the second...
    const own = await approve(staff.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>()).toMatchObject({
      code: 'OWN_APPROVAL_FORBIDDEN',
      message: APPROVAL_MESSAGES.ownRequest,
    });
    expect((await approve(staff.auth)).json<ErrorBody>().code).toBe('OWN_APPROVAL_FORBIDDEN');
    const firstApprovals = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'WITHDRAWAL_FIRST_APPROVAL'));
    expect(firstApprovals.map((row) => [row.actorId, row.details])).toContainEqual([
      staff.operator.id,
      { withdrawalId: next.uid, firstApprovedBy: null },
    ]);
    // ...a second operator does, and only then is it sent to the provider, once.
    const checker = await signedInOperator(subject, 'CASHIER');
    const approved = await approve(checker.auth);
    expect(approved.json<OperatorWithdrawal>()).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await approve(checker.auth)).statusCode).toBe(409);
    const retried = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${next.uid}/retry`,
      headers: staff.auth,
    });
    expect(retried.json<OperatorWithdrawal>().attempts).toBe(2);
    expect(
      (
        await sendCallback(subject, {
          eventId: `ok-${next.uid}`,
          reference: next.uid,
          status: 'SUCCESS',
        })
      ).json<{ applied: boolean }>().applied,
    ).toBe(true);
    expect(
      (
        await subject.app.inject({
          method: 'POST',
          url: `/api/operator/withdrawals/${next.uid}/retry`,
          headers: staff.auth,
        })
      ).statusCode,
    ).toBe(409);
    expect(await winningsOf(subject, player)).toBe(29_999);
    const forbidden = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/withdrawals',
      headers: player.auth,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('withdrawals through the instant sandbox', () => {
  it('settles by itself with a signed callback, and a sandbox failure releases the hold', async () => {
    const subject = await buildTestApp({
      env: { PAYOUT_SANDBOX_MODE: 'instant', PAYOUT_SANDBOX_DELAY_MS: '10' },
    });
    const failing = await buildTestApp({
      env: {
        PAYOUT_SANDBOX_MODE: 'instant',
        PAYOUT_SANDBOX_DELAY_MS: '10',
        PAYOUT_SANDBOX_FAILURE_RATE: '1',
      },
    });
    try {
      for (const [app, expected, winnings] of [
        [subject, 'SUCCESS', 700],
        [failing, 'FAILED', 1000],
      ] as const) {
        const player = await withdrawingPlayer(app, 1000_00);
        const { transfer } = (
          await withdraw(app, player, { amount: 300, beneficiaryId: player.beneficiaryId })
        ).json<Reply>();
        await expect
          .poll(
            async () =>
              (
                await app.app.inject({
                  method: 'GET',
                  url: `/api/customer/self/cashier/funds-transfer/${transfer.uid}`,
                  headers: player.auth,
                })
              ).json<FundsTransfer>().status,
            { timeout: 5000 },
          )
          .toBe(expected);
        expect(await winningsOf(app, player)).toBe(winnings);
        await expectLedgerHolds(app);
      }
    } finally {
      await subject.close();
      await failing.close();
    }
  });

  it('adding a card is refused even when typed explicitly', async () => {
    const subject = await buildTestApp();
    try {
      const player = await freshPlayer(subject);
      const response = await addBeneficiary(subject, player, {
        type: 'CARD',
        cardNo: '4111111111111111',
        ...BANK,
      });
      expect(response.json<ErrorBody>().issues).toContainEqual({
        path: 'body.cardNo',
        message: CASHIER_MESSAGES.cardNotOffered,
      });
    } finally {
      await subject.close();
    }
  });
});
