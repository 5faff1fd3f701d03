import { ERROR_MESSAGES } from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Executor } from '../db/client';
import { refusalsOf } from '../db/functions/contract';
import { queryRows } from '../db/query-rows';
import { ledgerEntries } from './ledger.schema';

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
    super('INSUFFICIENT_FUNDS', ERROR_MESSAGES.INSUFFICIENT_FUNDS);
  }
}

/**
 * The only way money moves: one call of the database's ledger_post_transfer
 * (db/functions/ledger_post_transfer.sql, decision 022), which merges the legs per account,
 * refuses an unbalanced transfer, changes player pockets by a guarded update (balance + amount
 * >= 0, checked by the database, never read-check-write) in account-id order, so concurrent
 * transfers take row locks in the same order, and writes the transfer and its entries. House
 * accounts carry no running balance: their entries are their balance. Call inside a transaction: a refused leg aborts it.
 */
export async function postTransfer(tx: Executor, input: TransferInput): Promise<string> {
  const sum = input.legs.reduce((total, leg) => total + leg.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced transfer ${input.kind}: legs sum to ${sum}`);
  const accounts = `{${input.legs.map((leg) => leg.accountId).join(',')}}`;
  const amounts = `{${input.legs.map((leg) => leg.amount.toString()).join(',')}}`;
  try {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`select ledger_post_transfer(${input.kind}, ${input.reference ?? null}, ${input.memo ?? null}, ${JSON.stringify(
        input.details ?? {},
      )}::jsonb, ${input.reversesTransferId ?? null}::uuid, ${accounts}::uuid[], ${amounts}::bigint[]) as id`,
    );
    return (row as { id: string }).id;
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal?.code === LEDGER_REFUSALS.insufficientFunds)
      throw new InsufficientFundsError(refusal.detail);
    throw error;
  }
}

/** Transfers posted by one statement of postTransfers: a settlement's winners come in few. */
const TRANSFERS_PER_STATEMENT = 2_000;

/**
 * Many transfers, each exactly as postTransfer posts it (one ledger_post_transfer call, its
 * own balance check and debt rule), in one statement per TRANSFERS_PER_STATEMENT instead of
 * one round trip each: settling a race posts thousands. Answers the transfer ids in order.
 */
export async function postTransfers(tx: Executor, inputs: TransferInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < inputs.length; start += TRANSFERS_PER_STATEMENT) {
    const chunk = inputs.slice(start, start + TRANSFERS_PER_STATEMENT).map((input) => {
      const sum = input.legs.reduce((total, leg) => total + leg.amount, 0n);
      if (sum !== 0n) throw new Error(`unbalanced transfer ${input.kind}: legs sum to ${sum}`);
      return {
        kind: input.kind,
        reference: input.reference ?? null,
        memo: input.memo ?? null,
        details: input.details ?? {},
        reverses: input.reversesTransferId ?? null,
        accounts: input.legs.map((leg) => leg.accountId),
        amounts: input.legs.map((leg) => leg.amount.toString()),
      };
    });
    try {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`select ledger_post_transfer(t.r->>'kind', t.r->>'reference', t.r->>'memo', t.r->'details',
            (t.r->>'reverses')::uuid,
            array(select jsonb_array_elements_text(t.r->'accounts')::uuid),
            array(select jsonb_array_elements_text(t.r->'amounts')::bigint)) as id
          from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) with ordinality as t(r, ord)
          order by t.ord`,
      );
      if (rows.length !== chunk.length) throw new Error('a transfer of the batch was not posted');
      ids.push(...rows.map((row) => row.id));
    } catch (error) {
      const refusal = databaseRefusal(error);
      if (refusal?.code === LEDGER_REFUSALS.insufficientFunds)
        throw new InsufficientFundsError(refusal.detail);
      throw error;
    }
  }
  return ids;
}

/**
 * Our SQLSTATEs for refusals raised inside ledger_post_transfer
 * (apps/api/src/db/functions/ledger_post_transfer.sql), from the refusal table.
 */
export const LEDGER_REFUSALS = refusalsOf('ledger');

/** The SQLSTATE and DETAIL of a refusal the database raised, through any driver's wrapping. */
export function databaseRefusal(error: unknown): { code: string; detail: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^F[A-Z]\d{3}$/.test(code))
      return { code, detail: typeof detail === 'string' ? detail : '' };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Reverses a transfer with an equal and opposite one; a transfer is reversed at most once. */
export async function reverseTransfer(
  tx: Executor,
  transferId: string,
  kind: string,
  memo: string,
): Promise<string> {
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
