import { OPERATOR_MESSAGES, type ErrorBody, type MoneyMovedResponse } from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { ensurePlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../ledger/ledger.schema';
import { postTransfer } from '../../ledger/post-transfer';
import { auditLog } from '../audit/audit.schema';

describe('POST /api/operator/players/{uid}/adjustments and /cash-in', () => {
  let subject: TestApp;
  let staff: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    subject = await buildTestApp();
    staff = await signedInOperator(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const adjust = (playerId: string, payload: object, key = `adj-${randomUUID()}`) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${playerId}/adjustments`,
      headers: { ...staff.auth, 'idempotency-key': key },
      payload,
    });
  const cashIn = (playerId: string, payload: object, key = `cash-${randomUUID()}`) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${playerId}/cash-in`,
      headers: { ...staff.auth, 'idempotency-key': key },
      payload,
    });

  async function pockets(playerId: string) {
    const rows = await subject.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, playerId));
    return Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
  }
  const transfersOf = (kind: string) =>
    subject.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, kind));
  const auditsOf = (playerId: string, action: string) =>
    subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, playerId), eq(auditLog.action, action)));

  /** Gives a player winnings, as a settlement would, from the payout clearing account. */
  async function addWinnings(playerId: string, paise: bigint) {
    await subject.database.db.transaction(async (tx) => {
      const accounts = await ensurePlayerAccounts(tx, playerId);
      await postTransfer(tx, {
        kind: 'BET_SETTLEMENT',
        legs: [
          { accountId: accounts['cash-winnings'], amount: paise },
          { accountId: houseAccountId('payout-clearing', 0), amount: -paise },
        ],
      });
    });
  }

  it('credits cash to the deposits pocket against the book, and answers the wallet', async () => {
    const { session } = await freshPlayer(subject);
    const response = await adjust(session.uid, {
      amount: 250.75,
      pocket: 'cash',
      reason: 'Goodwill for a delayed race',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<MoneyMovedResponse>();
    expect(body.wallet).toEqual({
      pockets: { cash: { amount: 250.75 }, bonus: { amount: 0 } },
      withdrawable: { amount: 0 },
    });
    expect(await pockets(session.uid)).toMatchObject({
      'cash-deposits': 25_075n,
      'cash-winnings': 0n,
      bonus: 0n,
    });
    const entries = await subject.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, body.transferId));
    expect(entries.find((entry) => entry.accountId === houseAccountId('book', 0))?.amount).toBe(
      -25_075n,
    );
    const [transfer] = await subject.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, body.transferId));
    expect(transfer).toMatchObject({
      kind: 'ADJUSTMENT',
      details: {
        operatorId: staff.operator.id,
        pocket: 'cash',
        reason: 'Goodwill for a delayed race',
      },
    });
  });

  it('writes an audit row naming the operator, the player and what was done', async () => {
    const { session } = await freshPlayer(subject);
    const response = await adjust(session.uid, {
      amount: 40,
      pocket: 'bonus',
      reason: 'Welcome bonus',
    });
    expect(response.statusCode).toBe(201);
    const rows = await auditsOf(session.uid, 'PLAYER_ADJUSTED');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorType: 'operator',
      actorId: staff.operator.id,
      details: {
        transferId: response.json<MoneyMovedResponse>().transferId,
        amount: 40,
        amountPaise: 4000,
        pocket: 'bonus',
        reason: 'Welcome bonus',
      },
    });
    expect(await pockets(session.uid)).toMatchObject({ bonus: 4000n, 'cash-deposits': 0n });
  });

  it('debits cash from deposits first, then winnings', async () => {
    const { session } = await freshPlayer(subject);
    await fundPlayer(subject, session.uid, 10_000);
    await addWinnings(session.uid, 5_000n);
    const response = await adjust(session.uid, {
      amount: -120,
      pocket: 'cash',
      reason: 'Duplicate cash-in reversed',
    });
    expect(response.statusCode).toBe(201);
    expect(await pockets(session.uid)).toMatchObject({
      'cash-deposits': 0n,
      'cash-winnings': 3_000n,
    });
    expect(response.json<MoneyMovedResponse>().wallet).toMatchObject({
      pockets: { cash: { amount: 30 } },
      withdrawable: { amount: 30 },
    });
  });

  it('refuses a debit beyond the balance with 402, moving nothing and auditing nothing', async () => {
    const { session } = await freshPlayer(subject);
    await fundPlayer(subject, session.uid, 5_000);
    const adjustmentsBefore = (await transfersOf('ADJUSTMENT')).length;
    for (const payload of [
      { amount: -50.01, pocket: 'cash', reason: 'Too much' },
      { amount: -1, pocket: 'bonus', reason: 'No bonus to take' },
    ]) {
      const response = await adjust(session.uid, payload);
      expect(response.statusCode).toBe(402);
      expect(response.json<ErrorBody>().code).toBe('INSUFFICIENT_FUNDS');
    }
    expect(await pockets(session.uid)).toMatchObject({ 'cash-deposits': 5_000n, bonus: 0n });
    expect(await transfersOf('ADJUSTMENT')).toHaveLength(adjustmentsBefore);
    expect(await auditsOf(session.uid, 'PLAYER_ADJUSTED')).toHaveLength(0);
  });

  it('replays the same key and body without moving money twice; another body or player under the key is 422', async () => {
    const { session } = await freshPlayer(subject);
    const other = await freshPlayer(subject);
    const payload = { amount: 75, pocket: 'cash', reason: 'Promotion payout' };
    const first = await adjust(session.uid, payload, 'replay-key-0001');
    const again = await adjust(session.uid, payload, 'replay-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await pockets(session.uid)).toMatchObject({ 'cash-deposits': 7_500n });
    expect(await auditsOf(session.uid, 'PLAYER_ADJUSTED')).toHaveLength(1);

    const changed = await adjust(session.uid, { ...payload, amount: 76 }, 'replay-key-0001');
    expect(changed.statusCode).toBe(422);
    expect(changed.json<ErrorBody>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherPlayer = await adjust(other.session.uid, payload, 'replay-key-0001');
    expect(otherPlayer.statusCode).toBe(422);
    expect((await pockets(other.session.uid))['cash-deposits'] ?? 0n).toBe(0n);
  });

  it('never overdraws under parallel debits', async () => {
    const { session } = await freshPlayer(subject);
    await fundPlayer(subject, session.uid, 5_000);
    const debit = { amount: -10, pocket: 'cash', reason: 'Parallel debit' };
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(session.uid, debit)));
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(3);
    expect(await pockets(session.uid)).toMatchObject({ 'cash-deposits': 0n });
  });

  it('answers 404 for an unknown player', async () => {
    const response = await adjust(randomUUID(), { amount: 10, pocket: 'cash', reason: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect((await cashIn(randomUUID(), { amount: 10, reference: 'RCPT-404' })).statusCode).toBe(
      404,
    );
  });

  it('refuses an amount under one paisa with 400 and the contract’s message, on both routes', async () => {
    const { session } = await freshPlayer(subject);
    const before = await pockets(session.uid);
    for (const amount of [1e-320, -1e-320, 0.001, 0.004]) {
      const adjusted = await adjust(session.uid, { amount, pocket: 'cash', reason: 'Dust' });
      expect(adjusted.statusCode, `${amount}: ${adjusted.body}`).toBe(400);
      expect(adjusted.json<ErrorBody>().message).toBe(OPERATOR_MESSAGES.amountDecimals);
      const cashedIn = await cashIn(session.uid, { amount, reference: 'R-DUST' });
      expect(cashedIn.statusCode, `${amount}: ${cashedIn.body}`).toBe(400);
      expect(cashedIn.json<ErrorBody>().message).toBe(OPERATOR_MESSAGES.amountDecimals);
    }
    expect(await pockets(session.uid)).toEqual(before);
  });

  it('validates the amount, pocket, reason and Idempotency-Key', async () => {
    const { session } = await freshPlayer(subject);
    for (const payload of [
      { amount: 0, pocket: 'cash', reason: 'Zero' },
      { amount: 10.005, pocket: 'cash', reason: 'Three decimals' },
      { amount: 1_000_000.01, pocket: 'cash', reason: 'Over ten lakh' },
      { amount: -1_000_000.01, pocket: 'cash', reason: 'Under minus ten lakh' },
      { amount: 10, pocket: 'winnings', reason: 'Not a pocket' },
      { amount: 10, pocket: 'cash', reason: ' x ' },
      { amount: 10, pocket: 'cash', reason: 'y'.repeat(201) },
      { amount: '10', pocket: 'cash', reason: 'A string amount' },
    ]) {
      expect((await adjust(session.uid, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (
        await adjust(session.uid, {
          amount: 1_000_000,
          pocket: 'bonus',
          reason: 'Exactly ten lakh',
        })
      ).statusCode,
      // Accepted; above ADJUSTMENT_APPROVAL_RUPEES, so it waits for a second operator.
    ).toBe(202);
    const noKey = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${session.uid}/adjustments`,
      headers: staff.auth,
      payload: { amount: 10, pocket: 'cash', reason: 'No key' },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('cashes in at retail: deposits credited from the retail cash-in account, audited, idempotent', async () => {
    const { session, auth } = await freshPlayer(subject);
    const first = await cashIn(
      session.uid,
      { amount: 1500.5, reference: 'BLR-COUNTER-0042' },
      'cash-in-key-01',
    );
    expect(first.statusCode).toBe(201);
    expect(
      (
        await cashIn(
          session.uid,
          { amount: 1500.5, reference: 'BLR-COUNTER-0042' },
          'cash-in-key-01',
        )
      ).json(),
    ).toEqual(first.json());
    expect(await pockets(session.uid)).toMatchObject({ 'cash-deposits': 150_050n });
    const entries = await subject.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, first.json<MoneyMovedResponse>().transferId));
    expect(
      entries.find((entry) => entry.accountId === houseAccountId('retail-cash-in', 0))?.amount,
    ).toBe(-150_050n);
    expect(await auditsOf(session.uid, 'PLAYER_CASHED_IN')).toMatchObject([
      {
        actorType: 'operator',
        actorId: staff.operator.id,
        details: { reference: 'BLR-COUNTER-0042', amount: 1500.5 },
      },
    ]);
    const history = await subject.app.inject({
      url: '/api/customer/self/transactions',
      headers: auth,
    });
    expect(history.json()).toMatchObject([
      { txnType: 'CREDIT', txnGroup: 'cashier', amount: 1500.5, description: 'Cash in at retail' },
    ]);
    for (const payload of [
      { amount: -5, reference: 'R1' },
      { amount: 0, reference: 'R1' },
      { amount: 5, reference: '' },
    ]) {
      expect((await cashIn(session.uid, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
