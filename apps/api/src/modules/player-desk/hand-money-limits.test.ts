import {
  APPROVAL_MESSAGES,
  type AdjustmentRequest,
  type ErrorBody,
  type MoneyMovedResponse,
} from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator, signInOperator } from '../../../test/operators';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { houseAccountId } from '../../ledger/ledger-accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../ledger/ledger.schema';
import { auditLog } from '../audit/audit.schema';

type Staff = Awaited<ReturnType<typeof signedInOperator>>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Maker-checker cannot be split around (decision 046): ADJUSTMENT_APPROVAL_RUPEES holds the
 * running total one operator moves alone to one player in one India day, adjustments and
 * retail cash-ins together; OPERATOR_DAILY_APPROVAL_RUPEES holds it over all players.
 */
function handMoneyApp(env: { OPERATOR_DAILY_APPROVAL_RUPEES: string }) {
  const clock = createManualClock(new Date());
  let subject!: TestApp;
  const staff: Record<'maker' | 'checker' | 'colleague', Staff> = {} as never;
  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: { ADJUSTMENT_APPROVAL_RUPEES: '50000', ...env },
    });
    staff.maker = await signedInOperator(subject, 'CASHIER');
    staff.checker = await signedInOperator(subject, 'ADMIN');
    staff.colleague = await signedInOperator(subject, 'CASHIER');
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const adjust = (playerId: string, amount: number, by = staff.maker) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${playerId}/adjustments`,
      headers: { ...by.auth, 'idempotency-key': `adj-${randomUUID()}` },
      payload: { amount, pocket: 'cash', reason: 'split' },
    });
  const cashIn = (playerId: string, amount: number, reference = 'R-1', by = staff.maker) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${playerId}/cash-in`,
      headers: { ...by.auth, 'idempotency-key': `cash-${randomUUID()}` },
      payload: { amount, reference },
    });
  const approve = (uid: string, by = staff.checker) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/adjustment-requests/${uid}/approve`,
      headers: by.auth,
    });
  const depositsOf = async (playerId: string) => {
    const [row] = await subject.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.kind, 'cash-deposits')));
    return row?.balance ?? 0n;
  };
  const limitsAudited = (playerId: string) =>
    subject.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, playerId), eq(auditLog.action, 'ADJUSTMENT_REQUESTED')))
      .then((rows) => rows.map((row) => row.details.limit));
  return {
    clock,
    staff,
    adjust,
    cashIn,
    approve,
    depositsOf,
    limitsAudited,
    subject: () => subject,
  };
}

describe('the approval limit holds one operator’s running total to one player', () => {
  const kit = handMoneyApp({ OPERATOR_DAILY_APPROVAL_RUPEES: '2500000' });

  it('three ₹50,000 adjustments and a ₹10 lakh cash-in: only the first moves alone', async () => {
    const { session } = await freshPlayer(kit.subject());
    const statuses = [];
    for (let round = 0; round < 3; round += 1)
      statuses.push((await kit.adjust(session.uid, 50_000)).statusCode);
    const bigCashIn = await kit.cashIn(session.uid, 1_000_000);
    expect([...statuses, bigCashIn.statusCode]).toEqual([201, 202, 202, 202]);
    expect(await kit.depositsOf(session.uid)).toBe(5_000_000n);
    expect(bigCashIn.json<AdjustmentRequest>()).toMatchObject({
      status: 'PENDING',
      kind: 'RETAIL_CASH_IN',
      reference: 'R-1',
      amount: 1_000_000,
      pocket: 'cash',
    });
    expect(await kit.limitsAudited(session.uid)).toEqual([
      'PLAYER_DAY',
      'PLAYER_DAY',
      'PLAYER_DAY',
    ]);
  });

  it('adjustments and cash-ins count together; the one that would cross waits', async () => {
    const { session } = await freshPlayer(kit.subject());
    expect((await kit.adjust(session.uid, 30_000)).statusCode).toBe(201);
    expect((await kit.cashIn(session.uid, 20_000, 'R-2')).statusCode).toBe(201);
    expect((await kit.cashIn(session.uid, 0.01, 'R-3')).statusCode).toBe(202);
    expect((await kit.adjust(session.uid, 1)).statusCode).toBe(202);
    expect(await kit.depositsOf(session.uid)).toBe(5_000_000n);
  });

  it('counts debits apart from credits, and the same split of debits waits', async () => {
    const { session } = await freshPlayer(kit.subject());
    await fundPlayer(kit.subject(), session.uid, 20_000_000);
    expect((await kit.adjust(session.uid, 50_000)).statusCode).toBe(201);
    const debits = [];
    for (let round = 0; round < 3; round += 1)
      debits.push((await kit.adjust(session.uid, -25_000)).statusCode);
    expect(debits).toEqual([201, 201, 202]);
    expect(await kit.depositsOf(session.uid)).toBe(20_000_000n);
  });

  it('a retail cash-in above the limit waits; another operator credits it from the counter, once', async () => {
    const { session } = await freshPlayer(kit.subject());
    const asked = await kit.cashIn(session.uid, 60_000, 'BLR-COUNTER-7');
    expect(asked.statusCode).toBe(202);
    const request = asked.json<AdjustmentRequest>();
    expect(await kit.depositsOf(session.uid)).toBe(0n);

    const own = await kit.approve(request.uid, kit.staff.maker);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>()).toMatchObject({
      code: 'OWN_APPROVAL_FORBIDDEN',
      message: APPROVAL_MESSAGES.ownRequest,
    });
    const approved = await kit.approve(request.uid);
    expect(approved.json<AdjustmentRequest>()).toMatchObject({
      status: 'APPROVED',
      kind: 'RETAIL_CASH_IN',
      transferId: expect.any(String),
    });
    const transferId = approved.json<AdjustmentRequest>().transferId ?? '';
    const [transfer] = await kit
      .subject()
      .database.db.select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, transferId));
    expect(transfer).toMatchObject({
      kind: 'RETAIL_CASH_IN',
      reference: 'BLR-COUNTER-7',
      details: { operatorId: kit.staff.checker.operator.id, requestId: request.uid },
    });
    const entries = await kit
      .subject()
      .database.db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, transferId));
    expect(
      entries.find((entry) => entry.accountId === houseAccountId('retail-cash-in', 0))?.amount,
    ).toBe(-6_000_000n);
    expect(await kit.depositsOf(session.uid)).toBe(6_000_000n);
    expect((await kit.approve(request.uid)).json<AdjustmentRequest>().transferId).toBe(transferId);
    expect(await kit.depositsOf(session.uid)).toBe(6_000_000n);

    // Money a second operator approved is not the maker's alone: the maker's own limit stands.
    expect((await kit.adjust(session.uid, 50_000)).statusCode).toBe(201);
    expect((await kit.adjust(session.uid, 0.01)).statusCode).toBe(202);
  });

  it('each operator has their own total, and a new India day starts a new one', async () => {
    const { session } = await freshPlayer(kit.subject());
    expect((await kit.adjust(session.uid, 50_000)).statusCode).toBe(201);
    expect((await kit.adjust(session.uid, 50_000, kit.staff.colleague)).statusCode).toBe(201);
    expect((await kit.adjust(session.uid, 1)).statusCode).toBe(202);
    kit.clock.advance(DAY_MS);
    try {
      const tomorrow = await signInOperator(kit.subject(), kit.staff.maker.email);
      const sameMaker = {
        ...kit.staff.maker,
        auth: { authorization: `Bearer ${tomorrow.accessToken}` },
      };
      expect((await kit.adjust(session.uid, 50_000, sameMaker)).statusCode).toBe(201);
    } finally {
      kit.clock.advance(-DAY_MS);
    }
  });

  it('parallel requests are counted one after the other: none slips under together', async () => {
    const { session } = await freshPlayer(kit.subject());
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => kit.adjust(session.uid, 10_000)),
      ...Array.from({ length: 4 }, (_, index) => kit.cashIn(session.uid, 10_000, `P-${index}`)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(await kit.depositsOf(session.uid)).toBe(5_000_000n);
  });
});

describe('OPERATOR_DAILY_APPROVAL_RUPEES holds one operator’s day over all players', () => {
  const kit = handMoneyApp({ OPERATOR_DAILY_APPROVAL_RUPEES: '120000' });

  it('sends everything past it to a second operator, credits and debits together', async () => {
    const first = (await freshPlayer(kit.subject())).session.uid;
    const second = (await freshPlayer(kit.subject())).session.uid;
    const third = (await freshPlayer(kit.subject())).session.uid;
    await fundPlayer(kit.subject(), third, 100_000);
    expect((await kit.adjust(first, 50_000)).statusCode).toBe(201);
    expect((await kit.cashIn(second, 50_000)).statusCode).toBe(201);
    expect((await kit.adjust(third, -500)).statusCode).toBe(201);
    expect((await kit.adjust(third, 19_500)).statusCode).toBe(201);
    // ₹1,20,000 moved alone: the next paisa, to anyone, either way, waits.
    const past = [
      await kit.adjust(third, 0.01),
      await kit.cashIn(first, 0.01),
      await kit.adjust(third, -0.01),
    ];
    expect(past.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(await kit.limitsAudited(third)).toEqual(['OPERATOR_DAY', 'OPERATOR_DAY']);
    // A colleague's day is their own.
    expect((await kit.adjust(third, 10, kit.staff.colleague)).statusCode).toBe(201);
  });

  it('parallel requests over several players do not pass it together', async () => {
    const cashier = await signedInOperator(kit.subject(), 'CASHIER');
    const players = await Promise.all(
      Array.from({ length: 6 }, async () => (await freshPlayer(kit.subject())).session.uid),
    );
    const answers = await Promise.all(
      players.map((uid, index) => kit.cashIn(uid, 30_000, `Q-${index}`, cashier)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 202, 202]);
  });
});

describe('OPERATOR_DAILY_APPROVAL_RUPEES=0 switches the day limit off', () => {
  const kit = handMoneyApp({ OPERATOR_DAILY_APPROVAL_RUPEES: '0' });

  it('leaves only the per-player limit', async () => {
    const statuses = [];
    for (let round = 0; round < 4; round += 1) {
      const { session } = await freshPlayer(kit.subject());
      statuses.push((await kit.adjust(session.uid, 50_000)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
    const moved = await kit.adjust((await freshPlayer(kit.subject())).session.uid, 50_000);
    expect(moved.json<MoneyMovedResponse>().wallet.pockets.cash.amount).toBe(50_000);
  });
});
