import { BET_MESSAGES, type ToteTicketCost } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  runIdempotent,
  type IdempotentAnswer,
  type StoredAnswer,
} from '../../idempotency/run-idempotent';
import { cashDebitLegs } from '../../ledger/cash-debit';
import { houseAccountId, lockPocketsOfPlayer, randomShard } from '../../ledger/ledger-accounts';
import { databaseRefusal, postTransfer } from '../../ledger/post-transfer';
import { isStateRefusal, stateNotLiveError } from '../legal/state-refusal';
import { isProtectionRefusal, refuseSlip } from '../protections/protection-refusal';
import type { ToteHost } from './tote-host';

/**
 * The steps every tote sale shares, a single-race ticket (buy-ticket.ts) and a multi-race one
 * (buy-multi-race-ticket.ts) alike: the Idempotency-Key, the state guard, the player's
 * protections, the pockets and the one balanced transfer. What differs (which race's lock,
 * which pool, what the ticket row holds) stays with each sale.
 */

/** A sale's request under the one idempotency protocol (decision 023). */
export interface SaleRequest {
  playerId: string;
  key: string;
  now: Date;
  requestId: string;
}

/**
 * A protection refusal (limit, time-out, self-exclusion, closed or linked account) or the
 * player's state not LIVE (decision 063): as the slip's, nothing is kept, not even the key, so a
 * retry is checked afresh (decision 033). Not an AppError, so runIdempotent rolls the key back
 * with everything else.
 */
class UnstoredRefusal extends Error {
  constructor(readonly refusal: { code: string; detail: string }) {
    super(`refusal ${refusal.code}`);
  }
}

/**
 * Runs a sale at most once per Idempotency-Key and answers a refusal in the player's words,
 * recording a protection refusal as the slip does. `undo` runs when the sale did not commit
 * (a host that took the ticket withdraws it).
 */
export async function sellOnce(
  db: Database,
  request: SaleRequest & { scope: string; body: unknown },
  sell: (tx: Transaction) => Promise<StoredAnswer>,
  undo?: () => Promise<void>,
): Promise<IdempotentAnswer> {
  try {
    return await runIdempotent(
      db,
      {
        ownerId: request.playerId,
        key: request.key,
        scope: request.scope,
        body: request.body,
        now: request.now,
        requestId: request.requestId,
      },
      sell,
    );
  } catch (error) {
    if (undo) await undo();
    if (error instanceof UnstoredRefusal)
      throw isStateRefusal(error.refusal.code)
        ? stateNotLiveError(error.refusal.detail)
        : await refuseSlip(db, request.playerId, error.refusal, request.now);
    throw error;
  }
}

/** A ticket the host took: what `cancel` needs to withdraw it. */
export interface HostSale {
  ticketNumber: string;
  reference: string | null;
}

/**
 * The tickets a host took during a sale's attempts (decision 079). An attempt that did not
 * commit (withRetries runs the transaction again, or the sale failed) leaves a ticket at the
 * host that we never sold: `withdraw` cancels each, at the start of the next attempt and when
 * the sale fails.
 */
export function hostSales(host: Pick<ToteHost, 'cancel'>) {
  const taken: HostSale[] = [];
  return {
    note: (sale: HostSale): void => {
      taken.push(sale);
    },
    withdraw: async (): Promise<void> => {
      for (let sale = taken.shift(); sale; sale = taken.shift()) await host.cancel(sale);
    },
  };
}

/** Where the product may run (decision 063): first in a sale, before anything of the ticket is read. */
export async function guardSaleState(tx: Transaction, playerId: string): Promise<void> {
  try {
    await tx.execute(sql`select enforce_state_live(${playerId}::uuid)`);
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal && isStateRefusal(refusal.code)) throw new UnstoredRefusal(refusal);
    throw error;
  }
}

export interface TicketCharge {
  playerId: string;
  now: Date;
  ticketId: string;
  /** The ticket number's letter: P for a single-race pool, M for a multi-race one. */
  numberPrefix: 'P' | 'M';
  cost: ToteTicketCost;
  /** The pool's ledger account (created by the caller), which takes the pool's share. */
  poolAccountId: string;
  memo: (ticketNumber: string) => string;
  details: (ticketNumber: string) => Record<string, unknown>;
}

export interface ChargedTicket {
  ticketNumber: string;
  transferId: string;
  fromDepositsPaise: bigint;
  fromWinningsPaise: bigint;
  gstPaise: number;
}

/**
 * Charges a ticket's cost, in place_bet_slip's order: the protections row before the pockets
 * (decision 049), the pockets locked in id order, the protections read FOR SHARE with this cost,
 * the funds, then one balanced transfer from the player's cash (deposits first) to the pool's
 * account and GST payable. The caller has checked the race, the pool and the cost's bounds.
 */
export async function chargeTicket(tx: Transaction, charge: TicketCharge): Promise<ChargedTicket> {
  const { playerId, cost } = charge;
  await tx.execute(
    sql`insert into player_protections (player_id) values (${playerId}::uuid) on conflict do nothing`,
  );
  const { accounts, balances } = await lockPocketsOfPlayer(tx, playerId);
  try {
    await tx.execute(
      sql`select enforce_player_protections(${playerId}::uuid, ${cost.totalPaise}::bigint, ${charge.now.toISOString()}::timestamptz)`,
    );
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal && isProtectionRefusal(refusal.code)) throw new UnstoredRefusal(refusal);
    throw error;
  }
  const total = BigInt(cost.totalPaise);
  if (total > balances['cash-deposits'] + balances['cash-winnings'])
    throw new AppError('INSUFFICIENT_FUNDS', BET_MESSAGES.insufficientBalance);

  const [numbered] = await queryRows<{ ticket_number: string }>(
    tx,
    sql`select ${charge.numberPrefix} || nextval('tote_ticket_seq')::text as ticket_number`,
  );
  const ticketNumber = (numbered as { ticket_number: string }).ticket_number;
  const gstPaise = cost.cgstPaise + cost.sgstPaise;
  const debit = await cashDebitLegs(tx, accounts, balances['cash-deposits'], total);
  const transferId = await postTransfer(tx, {
    kind: 'TOTE_STAKE',
    reference: charge.ticketId,
    memo: charge.memo(ticketNumber),
    details: charge.details(ticketNumber),
    legs: [
      ...debit,
      { accountId: charge.poolAccountId, amount: BigInt(cost.poolPaise) },
      { accountId: houseAccountId('gst-payable', randomShard()), amount: BigInt(gstPaise) },
    ],
  });
  const fromDepositsPaise = -(debit[0]?.amount ?? 0n);
  return {
    ticketNumber,
    transferId,
    fromDepositsPaise,
    fromWinningsPaise: total - fromDepositsPaise,
    gstPaise,
  };
}
