import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { expectLedgerHolds } from '../../test/wallet-factory';
import { ensurePlayerAccounts, houseAccountId, type PlayerAccounts } from './ledger-accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.schema';
import { InsufficientFundsError, postTransfer, reverseTransfer } from './post-transfer';

/** The messages of an error and its causes (the driver wraps the database's). */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause)
    messages.push(current.message);
  return messages.join(' / ');
}

describe('postTransfer (the database function ledger_post_transfer)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const db = () => subject.database.db;
  const cashIn = houseAccountId('retail-cash-in', 3);
  const book = houseAccountId('book', 5);

  async function fundedPockets(paise: bigint): Promise<PlayerAccounts> {
    const accounts = await ensurePlayerAccounts(db(), randomUUID());
    await postTransfer(db(), {
      kind: 'RETAIL_CASH_IN',
      legs: [
        { accountId: accounts['cash-deposits'], amount: paise },
        { accountId: cashIn, amount: -paise },
      ],
    });
    return accounts;
  }

  async function balances(accounts: PlayerAccounts) {
    const rows = await db()
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, Object.values(accounts)));
    return Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
  }

  it('merges legs per account, drops zero legs and keeps house accounts without a running balance', async () => {
    const accounts = await fundedPockets(10_000n);
    const transferId = await postTransfer(db(), {
      kind: 'TEST',
      reference: 'merge',
      details: { why: 'test' },
      legs: [
        { accountId: accounts['cash-deposits'], amount: -3_000n },
        { accountId: book, amount: 2_000n },
        { accountId: accounts['cash-deposits'], amount: -1_000n },
        { accountId: book, amount: 2_000n },
        { accountId: accounts.bonus, amount: 0n },
      ],
    });
    const entries = await db()
      .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, transferId));
    expect(entries).toHaveLength(2);
    expect(new Map(entries.map((entry) => [entry.accountId, entry.amount]))).toEqual(
      new Map([
        [accounts['cash-deposits'], -4_000n],
        [book, 4_000n],
      ]),
    );
    const [transfer] = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, transferId));
    expect(transfer).toMatchObject({
      kind: 'TEST',
      reference: 'merge',
      details: { why: 'test' },
      memo: null,
    });
    expect(await balances(accounts)).toEqual({
      'cash-deposits': 6_000n,
      'cash-winnings': 0n,
      bonus: 0n,
    });
    const [house] = await db()
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, book));
    expect(house?.balance).toBeNull();
  });

  it('refuses a debit below zero with the account named, and writes nothing', async () => {
    const accounts = await fundedPockets(500n);
    const before = await db().select({ id: ledgerTransfers.id }).from(ledgerTransfers);
    const attempt = postTransfer(db(), {
      kind: 'TEST',
      legs: [
        { accountId: accounts['cash-deposits'], amount: -501n },
        { accountId: book, amount: 501n },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({
      accountId: accounts['cash-deposits'],
      statusCode: 402,
    });
    expect(await balances(accounts)).toMatchObject({ 'cash-deposits': 500n });
    expect(await db().select({ id: ledgerTransfers.id }).from(ledgerTransfers)).toHaveLength(
      before.length,
    );
  });

  it('rolls back every leg of a transfer when a later leg is refused', async () => {
    const rich = await fundedPockets(5_000n);
    const poor = await fundedPockets(100n);
    await expect(
      db().transaction((tx) =>
        postTransfer(tx, {
          kind: 'TEST',
          legs: [
            { accountId: rich['cash-deposits'], amount: -1_000n },
            { accountId: poor['cash-deposits'], amount: -1_000n },
            { accountId: book, amount: 2_000n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balances(rich)).toMatchObject({ 'cash-deposits': 5_000n });
    expect(await balances(poor)).toMatchObject({ 'cash-deposits': 100n });
  });

  it('refuses unbalanced and one-legged transfers', async () => {
    const accounts = await fundedPockets(1_000n);
    await expect(
      postTransfer(db(), {
        kind: 'TEST',
        legs: [
          { accountId: accounts['cash-deposits'], amount: -100n },
          { accountId: book, amount: 99n },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
    // Sums to zero, so only the database sees it: the legs merge into none.
    const oneLegged = await postTransfer(db(), {
      kind: 'TEST',
      legs: [
        { accountId: accounts['cash-deposits'], amount: -100n },
        { accountId: accounts['cash-deposits'], amount: 100n },
      ],
    }).catch((error: unknown) => error);
    expect(messagesOf(oneLegged)).toMatch(/unbalanced transfer TEST: 0 legs/);
    expect(await balances(accounts)).toMatchObject({ 'cash-deposits': 1_000n });
  });

  it('reverses a transfer once, with equal and opposite legs', async () => {
    const accounts = await fundedPockets(2_000n);
    const transferId = await postTransfer(db(), {
      kind: 'TEST',
      legs: [
        { accountId: accounts['cash-deposits'], amount: -700n },
        { accountId: book, amount: 700n },
      ],
    });
    await reverseTransfer(db(), transferId, 'TEST_REVERSAL', 'undo');
    expect(await balances(accounts)).toMatchObject({ 'cash-deposits': 2_000n });
    await expect(reverseTransfer(db(), transferId, 'TEST_REVERSAL', 'again')).rejects.toThrow();
    expect(await balances(accounts)).toMatchObject({ 'cash-deposits': 2_000n });
  });
});
