import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Executor } from '../db/client';
import { isHouseAccount } from './ledger-accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.schema';

export interface Leg {
  accountId: string;
  /** Signed paise: positive credits, negative debits. */
  amount: bigint;
}

export interface TransferInput {
  kind: string;
  reference?: string | null;
  memo?: string | null;
  details?: Record<string, unknown>;
  reversesTransferId?: string | null;
  legs: Leg[];
}

/** Thrown when a debit would take a player pocket below zero; the transaction rolls back. */
export class InsufficientFundsError extends AppError {
  constructor(readonly accountId: string) {
    super('INSUFFICIENT_FUNDS', 'Insufficient balance. Please deposit');
  }
}

/**
 * The only way money moves. Legs must sum to zero. Player pockets change by a guarded
 * UPDATE (balance + amount >= 0, checked by the database, never read-check-write), in
 * account-id order so concurrent transfers take row locks in the same order. House
 * accounts carry no running balance: their entries are their balance.
 * Call inside a transaction: a failed leg rolls back every other.
 */
export async function postTransfer(tx: Executor, input: TransferInput): Promise<string> {
  const legs = mergeLegs(input.legs);
  const sum = legs.reduce((total, leg) => total + leg.amount, 0n);
  if (sum !== 0n || legs.length < 2) throw new Error(`unbalanced transfer ${input.kind}: legs sum to ${sum}`);

  for (const leg of legs) {
    if (isHouseAccount(leg.accountId)) continue;
    const [updated] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(and(eq(ledgerAccounts.id, leg.accountId), sql`${ledgerAccounts.balance} + ${leg.amount} >= 0`))
      .returning({ id: ledgerAccounts.id });
    if (!updated) throw new InsufficientFundsError(leg.accountId);
  }

  const [transfer] = await tx
    .insert(ledgerTransfers)
    .values({
      kind: input.kind,
      reference: input.reference ?? null,
      memo: input.memo ?? null,
      details: input.details ?? {},
      reversesTransferId: input.reversesTransferId ?? null,
    })
    .returning({ id: ledgerTransfers.id });
  const transferId = (transfer as { id: string }).id;
  await tx.insert(ledgerEntries).values(legs.map((leg) => ({ transferId, accountId: leg.accountId, amount: leg.amount })));
  return transferId;
}

/** One leg per account, zero legs dropped, sorted by account id (the lock order). */
function mergeLegs(legs: Leg[]): Leg[] {
  const byAccount = new Map<string, bigint>();
  for (const leg of legs) byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0n) + leg.amount);
  return [...byAccount.entries()]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([accountId, amount]) => ({ accountId, amount }));
}

/** Reverses a transfer with an equal and opposite one; a transfer is reversed at most once. */
export async function reverseTransfer(tx: Executor, transferId: string, kind: string, memo: string): Promise<string> {
  const entries = await tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId));
  return postTransfer(tx, {
    kind,
    reference: transferId,
    memo,
    reversesTransferId: transferId,
    legs: entries.map((entry) => ({ accountId: entry.accountId, amount: -entry.amount })),
  });
}
