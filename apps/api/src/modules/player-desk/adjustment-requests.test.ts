import {
  APPROVAL_MESSAGES,
  type AdjustmentRequest,
  type ErrorBody,
  type MoneyMovedResponse,
} from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { ledgerAccounts, ledgerTransfers } from '../../ledger/ledger.schema';
import { auditLog } from '../audit/audit.schema';

type Staff = Awaited<ReturnType<typeof signedInOperator>>;

/** Maker-checker: an adjustment above ADJUSTMENT_APPROVAL_RUPEES needs a second operator. */
describe('large adjustments wait for a second operator', () => {
  let subject: TestApp;
  let maker: Staff;
  let checker: Staff;
  beforeAll(async () => {
    subject = await buildTestApp({ env: { ADJUSTMENT_APPROVAL_RUPEES: '50000' } });
    maker = await signedInOperator(subject, 'CASHIER');
    checker = await signedInOperator(subject, 'ADMIN');
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const adjust = (staff: Staff, playerId: string, amount: number, key = randomUUID()) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${playerId}/adjustments`,
      headers: { ...staff.auth, 'idempotency-key': `adj-${key}` },
      payload: { amount, pocket: 'cash', reason: 'Refund of a lost retail ticket' },
    });
  const decide = (staff: Staff, uid: string, verb: 'approve' | 'reject', reason?: string) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/adjustment-requests/${uid}/${verb}`,
      headers: staff.auth,
      ...(reason === undefined ? {} : { payload: { reason } }),
    });
  const depositsOf = async (playerId: string) => {
    const [row] = await subject.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, 'cash-deposits')));
    return row?.balance ?? 0n;
  };
  const adjustmentTransfers = () =>
    subject.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'ADJUSTMENT'))
      .then((rows) => rows.length);

  it('moves ₹50,000 at once, but only asks for ₹50,000.01 (202, audited, no money)', async () => {
    const { session } = await freshPlayer(subject);
    const atLimit = await adjust(maker, session.uid, 50_000);
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json<MoneyMovedResponse>().wallet).toBeDefined();

    const transfersBefore = await adjustmentTransfers();
    const key = randomUUID();
    const asked = await adjust(maker, session.uid, 50_000.01, key);
    expect(asked.statusCode).toBe(202);
    const request = asked.json<AdjustmentRequest>();
    expect(request).toMatchObject({
      status: 'PENDING',
      amount: 50_000.01,
      pocket: 'cash',
      player: { uid: session.uid },
      requestedBy: { uid: maker.operator.id },
      decidedBy: null,
      transferId: null,
    });
    expect(await depositsOf(session.uid)).toBe(5_000_000n);
    expect(await adjustmentTransfers()).toBe(transfersBefore);
    // The maker's retry with the same key is the same request, not a second one.
    const again = await adjust(maker, session.uid, 50_000.01, key);
    expect(again.statusCode).toBe(202);
    expect(again.json<AdjustmentRequest>().uid).toBe(request.uid);
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, session.uid), eq(auditLog.action, 'ADJUSTMENT_REQUESTED')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(maker.operator.id);

    const queue = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/adjustment-requests',
      headers: checker.auth,
    });
    expect(queue.json<AdjustmentRequest[]>().map((row) => row.uid)).toContain(request.uid);
  });

  it('the maker cannot approve their own (403 OWN_APPROVAL_FORBIDDEN); another operator moves the money once', async () => {
    const { session } = await freshPlayer(subject);
    const request = (await adjust(maker, session.uid, -60_000.5)).json<AdjustmentRequest>();
    expect(request.amount).toBe(-60_000.5);
    const { session: rich } = await freshPlayer(subject);
    const credit = (await adjust(maker, rich.uid, 75_000)).json<AdjustmentRequest>();

    const own = await decide(maker, credit.uid, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>()).toMatchObject({
      code: 'OWN_APPROVAL_FORBIDDEN',
      message: APPROVAL_MESSAGES.ownRequest,
    });
    expect((await decide(maker, credit.uid, 'reject', 'Changed my mind')).statusCode).toBe(403);
    expect(await depositsOf(rich.uid)).toBe(0n);

    const before = await adjustmentTransfers();
    const [first, second] = await Promise.all([
      decide(checker, credit.uid, 'approve'),
      decide(checker, credit.uid, 'approve'),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const approved = first?.json<AdjustmentRequest>();
    expect(approved).toMatchObject({
      status: 'APPROVED',
      decidedBy: { uid: checker.operator.id },
      transferId: expect.any(String),
    });
    expect(second?.json<AdjustmentRequest>().transferId).toBe(approved?.transferId);
    expect(await adjustmentTransfers()).toBe(before + 1);
    expect(await depositsOf(rich.uid)).toBe(7_500_000n);

    // A third operator finds it decided.
    const third = await signedInOperator(subject, 'CASHIER');
    expect((await decide(third, credit.uid, 'approve')).statusCode).toBe(409);

    // The debit is checked when it is approved: the player has nothing to take.
    const short = await decide(checker, request.uid, 'approve');
    expect(short.json<ErrorBody>().code).toBe('INSUFFICIENT_FUNDS');
    const pending = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/adjustment-requests?status=PENDING',
      headers: checker.auth,
    });
    expect(pending.json<AdjustmentRequest[]>().map((row) => row.uid)).toContain(request.uid);
  });

  it('a rejection needs a reason, moves nothing and is final', async () => {
    const { session } = await freshPlayer(subject);
    const request = (await adjust(maker, session.uid, 90_000)).json<AdjustmentRequest>();
    expect((await decide(checker, request.uid, 'reject', 'x')).statusCode).toBe(400);
    const rejected = await decide(checker, request.uid, 'reject', 'No receipt attached');
    expect(rejected.json<AdjustmentRequest>()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'No receipt attached',
      transferId: null,
    });
    expect((await decide(checker, request.uid, 'approve')).statusCode).toBe(409);
    expect(await depositsOf(session.uid)).toBe(0n);
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, session.uid), eq(auditLog.action, 'ADJUSTMENT_REJECTED')));
    expect(audits).toHaveLength(1);
  });

  it('only operators who may adjust see or decide requests', async () => {
    const { session } = await freshPlayer(subject);
    const request = (await adjust(maker, session.uid, 51_000)).json<AdjustmentRequest>();
    const trader = await signedInOperator(subject, 'TRADER');
    expect((await decide(trader, request.uid, 'approve')).statusCode).toBe(403);
    expect(await depositsOf(session.uid)).toBe(0n);
  });
});
