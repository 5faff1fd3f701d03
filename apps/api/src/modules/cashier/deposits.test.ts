import {
  CASHIER_MESSAGES,
  DEPOSIT_MESSAGES,
  type DepositCallbackBody,
  type DepositTransfer,
  type ErrorBody,
} from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { players } from '../customers/customers.schema';
import { legalStates } from '../legal/legal.schema';
import type { Player } from './cashier.test-kit';
import { DEPOSIT_CALLBACK_PATH } from './deposits';
import { deposits } from './deposits.schema';
import { DEPOSIT_RECONCILE_AFTER_MS, reconcileDeposits } from './reconcile-deposits';
import { sandboxDepositCallback, signedDepositCallback } from './sandbox-deposit-provider';

const SECRET = 'test-deposit-secret-0123456789abcdef';
type Reply = { message: string; transfer: DepositTransfer };

function deposit(subject: TestApp, player: Player, payload: object, key = `dp-${randomUUID()}`) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/customer/self/cashier/funds-transfer',
    headers: { ...player.auth, 'idempotency-key': key },
    payload: { transferType: 'DEPOSIT', currency: 'INR', method: 'UPI_INTENT', ...payload },
  });
}

function sendWebhook(subject: TestApp, body: DepositCallbackBody, secret = SECRET) {
  const callback = signedDepositCallback(secret, body, subject.app.clock.now());
  return subject.app.inject({
    method: 'POST',
    url: DEPOSIT_CALLBACK_PATH,
    headers: callback.headers,
    payload: callback.rawBody,
  });
}

async function cashOf(subject: TestApp, player: Player) {
  const response = await subject.app.inject({
    method: 'GET',
    url: '/api/customer/self/wallet',
    headers: player.auth,
  });
  const wallet = response.json<{
    pockets: { cash: { amount: number } };
    withdrawable: { amount: number };
  }>();
  return { cash: wallet.pockets.cash.amount, withdrawable: wallet.withdrawable.amount };
}

async function creditsOf(subject: TestApp, depositId: string) {
  const rows = await subject.database.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(
      and(eq(ledgerTransfers.kind, 'DEPOSIT_CREDIT'), eq(ledgerTransfers.reference, depositId)),
    );
  return rows.length;
}

async function started(subject: TestApp, player: Player, payload: object) {
  const response = await deposit(subject, player, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Reply>().transfer;
}

describe('deposits, where on (manual sandbox: webhooks by hand)', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-03-10T12:00:00.000Z'));
  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: { DEPOSITS: 'on', DEPOSIT_CALLBACK_SECRET: SECRET, DEPOSIT_SANDBOX_MODE: 'manual' },
    });
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('starts a UPI intent deposit, and the webhook sent five times credits the deposits pocket once', async () => {
    const player = await freshPlayer(subject);
    const key = `dp-${randomUUID()}`;
    const response = await deposit(subject, player, { amount: 500 }, key);
    expect(response.statusCode).toBe(201);
    const { message, transfer } = response.json<Reply>();
    expect(message).toBe(DEPOSIT_MESSAGES.started);
    expect(transfer).toMatchObject({
      transferType: 'DEPOSIT',
      amount: 500,
      status: 'PENDING',
      method: 'UPI_INTENT',
    });
    expect(transfer.paymentUrl).toMatch(/^upi:\/\/pay\?.*am=500\.00/);
    // The same key answers the same deposit: no second order.
    const replay = await deposit(subject, player, { amount: 500 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<Reply>().transfer.uid).toBe(transfer.uid);

    const body = sandboxDepositCallback({ reference: transfer.uid, amountPaise: 500_00n });
    const applied = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      applied.push((await sendWebhook(subject, body)).json<{ applied: boolean }>().applied);
    expect(applied).toEqual([true, false, false, false, false]);
    // A second event id for the same payment (a provider's own retry) is late, too.
    const other = await sendWebhook(subject, { ...body, eventId: `${body.eventId}-again` });
    expect(other.json<{ applied: boolean }>().applied).toBe(false);

    expect(await cashOf(subject, player)).toEqual({ cash: 500, withdrawable: 0 });
    expect(await creditsOf(subject, transfer.uid)).toBe(1);
    const read = await subject.app.inject({
      method: 'GET',
      url: `/api/customer/self/cashier/funds-transfer/${transfer.uid}`,
      headers: player.auth,
    });
    expect(read.json<DepositTransfer>()).toMatchObject({ status: 'SUCCESS', paymentUrl: null });
    // Another player's token never reads it, and no token reads nothing.
    const stranger = await freshPlayer(subject);
    const url = `/api/customer/self/cashier/funds-transfer/${transfer.uid}`;
    const theirs = await subject.app.inject({ method: 'GET', url, headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);
    expect((await subject.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a forged or stale signature and a wrong amount, and credits nothing', async () => {
    const player = await freshPlayer(subject);
    const transfer = await started(subject, player, { amount: 300 });
    const body = sandboxDepositCallback({ reference: transfer.uid, amountPaise: 300_00n });
    const forged = await sendWebhook(subject, body, 'another-secret-0123456789abcdefghij');
    expect(forged.statusCode).toBe(401);
    const tampered = signedDepositCallback(SECRET, body, clock.now());
    const altered = await subject.app.inject({
      method: 'POST',
      url: DEPOSIT_CALLBACK_PATH,
      headers: tampered.headers,
      payload: tampered.rawBody.replace('30000', '3000000'),
    });
    expect(altered.statusCode).toBe(401);
    const stale = signedDepositCallback(SECRET, body, new Date(clock.now().getTime() - 600_000));
    const replayed = await subject.app.inject({
      method: 'POST',
      url: DEPOSIT_CALLBACK_PATH,
      headers: stale.headers,
      payload: stale.rawBody,
    });
    expect(replayed.statusCode).toBe(401);
    const wrongAmount = await sendWebhook(subject, { ...body, amountPaise: 3_000_00 });
    expect(wrongAmount.statusCode).toBe(409);
    expect(await cashOf(subject, player)).toEqual({ cash: 0, withdrawable: 0 });
    expect(await creditsOf(subject, transfer.uid)).toBe(0);
  });

  it('reconciliation credits a deposit whose webhook never came, and the late webhook changes nothing', async () => {
    const player = await freshPlayer(subject);
    const transfer = await started(subject, player, { amount: 250.17 });
    const provider = subject.app.deposits.provider;
    // Too young to ask about: the webhook may still come.
    expect(await reconcileDeposits({ db: subject.database.db, provider }, clock.now())).toBe(0);
    const later = new Date(clock.now().getTime() + DEPOSIT_RECONCILE_AFTER_MS + 1000);
    // Every deposit still pending (earlier tests' too) is settled by its answer, once.
    const pending = await subject.database.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.status, 'PENDING'));
    expect(pending.map((row) => row.id)).toContain(transfer.uid);
    expect(await reconcileDeposits({ db: subject.database.db, provider }, later)).toBe(
      pending.length,
    );
    expect(await reconcileDeposits({ db: subject.database.db, provider }, later)).toBe(0);
    expect(await cashOf(subject, player)).toEqual({ cash: 250.17, withdrawable: 0 });
    const late = await sendWebhook(
      subject,
      sandboxDepositCallback({ reference: transfer.uid, amountPaise: 250_17n }),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json<{ applied: boolean }>().applied).toBe(false);
    expect(await cashOf(subject, player)).toEqual({ cash: 250.17, withdrawable: 0 });
    const [row] = await subject.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, transfer.uid));
    expect(row).toMatchObject({ status: 'SUCCESS', settledBy: 'RECONCILE' });
    expect(await creditsOf(subject, transfer.uid)).toBe(1);
  });

  it('a failed payment moves nothing, and a success after it is not credited', async () => {
    const player = await freshPlayer(subject);
    const transfer = await started(subject, player, { amount: 120.13, method: 'NETBANKING' });
    expect(transfer.paymentUrl).toBe(`/myaccount/deposit/${transfer.uid}`);
    const failed = sandboxDepositCallback({ reference: transfer.uid, amountPaise: 120_13n });
    expect(failed.status).toBe('FAILED');
    expect((await sendWebhook(subject, failed)).json<{ applied: boolean }>().applied).toBe(true);
    const success = { ...failed, eventId: 'other', status: 'SUCCESS' as const };
    expect((await sendWebhook(subject, success)).json<{ applied: boolean }>().applied).toBe(false);
    expect(await cashOf(subject, player)).toEqual({ cash: 0, withdrawable: 0 });
  });

  it('a UPI collect request needs a VPA, and other methods take none', async () => {
    const player = await freshPlayer(subject);
    const missing = await deposit(subject, player, { amount: 200, method: 'UPI_COLLECT' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(DEPOSIT_MESSAGES.vpa);
    const collect = await started(subject, player, {
      amount: 200,
      method: 'UPI_COLLECT',
      vpa: 'asha@okhdfc',
    });
    expect(collect.paymentUrl).toBeNull();
    const tooSmall = await deposit(subject, player, { amount: 99.99 });
    expect(tooSmall.statusCode).toBe(400);
    expect(JSON.stringify(tooSmall.json())).toContain(DEPOSIT_MESSAGES.amount);
  });

  it('holds a daily deposit limit under 30 parallel deposits, pending ones counted', async () => {
    const player = await freshPlayer(subject);
    const set = await subject.app.inject({
      method: 'PUT',
      url: '/api/customer/self/protections/limits',
      headers: player.auth,
      payload: { kind: 'DEPOSIT', period: 'DAY', amount: 1000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => deposit(subject, player, { amount: 150 })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 403)).toHaveLength(24);
    const refusal = answers.find((answer) => answer.statusCode === 403)?.json<ErrorBody>();
    expect(refusal).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { kind: 'DEPOSIT', left: 100 },
    });
    expect(refusal?.message).toBe(
      DEPOSIT_MESSAGES.limitReached('daily deposit limit of ₹1,000.00', '₹100.00'),
    );
    const [total] = await subject.database.db
      .select({ paise: sql<string>`sum(${deposits.amountPaise})::text` })
      .from(deposits)
      .where(eq(deposits.playerId, player.session.uid));
    expect(Number(total?.paise)).toBe(900_00);
    // The limit shows what was deposited; a stake is not counted against it, nor it against stakes.
    const protections = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/protections',
      headers: player.auth,
    });
    expect(protections.json<{ limits: unknown[] }>().limits).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', period: 'DAY', amount: 1000, used: 900 }),
    ]);
  });

  it('a deposit limit refuses no stake, and a stake limit no deposit', async () => {
    const player = await freshPlayer(subject);
    for (const limit of [
      { kind: 'DEPOSIT', period: 'DAY', amount: 150 },
      { kind: 'STAKE', period: 'DAY', amount: 100 },
    ]) {
      const set = await subject.app.inject({
        method: 'PUT',
        url: '/api/customer/self/protections/limits',
        headers: player.auth,
        payload: limit,
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    await started(subject, player, { amount: 150 });
    // The bet path's own check: ₹100 of stakes passes with ₹150 deposited against a ₹150 limit.
    await subject.database.db.execute(
      sql`select enforce_player_protections(${player.session.uid}::uuid, 10000, now())`,
    );
    await expect(
      subject.database.db.execute(
        sql`select enforce_player_protections(${player.session.uid}::uuid, 10001, now())`,
      ),
    ).rejects.toThrow();
  });

  it('refuses a deposit with STATE_NOT_LIVE where the state winds down', async () => {
    const player = await freshPlayer(subject);
    await subject.database.db
      .update(players)
      .set({ state: 'Sikkim' })
      .where(eq(players.id, player.session.uid));
    await subject.database.db
      .update(legalStates)
      .set({ mode: 'WIND_DOWN', reason: 'Court order' })
      .where(eq(legalStates.state, 'Sikkim'));
    const response = await deposit(subject, player, { amount: 500 });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'STATE_NOT_LIVE',
      details: { state: 'Sikkim', mode: 'WIND_DOWN' },
    });
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(self.json<{ depositsOpen: boolean }>().depositsOpen).toBe(false);
    const count = await subject.database.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.playerId, player.session.uid));
    expect(count).toHaveLength(0);
  });
});

describe('deposits, off (the spec)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers "disabled until further notice", and tells the app so', async () => {
    const player = await freshPlayer(subject);
    const response = await deposit(subject, player, { amount: 500 });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'FORBIDDEN',
      message: CASHIER_MESSAGES.depositsDisabled,
    });
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(self.json<{ depositsOpen: boolean }>().depositsOpen).toBe(false);
  });
});

describe('deposits, instant sandbox', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({
      env: { DEPOSITS: 'on', DEPOSIT_SANDBOX_MODE: 'instant', DEPOSIT_SANDBOX_DELAY_MS: '10' },
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('settles by itself: one credit for a duplicated webhook, none for a failure', async () => {
    const player = await freshPlayer(subject);
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(self.json<{ depositsOpen: boolean }>().depositsOpen).toBe(true);
    const twice = await started(subject, player, { amount: 400.19 });
    const fails = await started(subject, player, { amount: 100.13 });
    await expect
      .poll(
        async () => {
          const rows = await subject.database.db
            .select({ status: deposits.status })
            .from(deposits)
            .where(eq(deposits.playerId, player.session.uid));
          return rows.map((row) => row.status).sort();
        },
        { timeout: 10_000 },
      )
      .toEqual(['FAILED', 'SUCCESS']);
    // Give the second delivery of the duplicated webhook time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await creditsOf(subject, twice.uid)).toBe(1);
    expect(await creditsOf(subject, fails.uid)).toBe(0);
    expect(await cashOf(subject, player)).toEqual({ cash: 400.19, withdrawable: 0 });
    await expectLedgerHolds(subject);
  });
});
