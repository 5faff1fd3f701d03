import {
  APPROVAL_MESSAGES,
  type PalpableErrorBody,
  type PalpableErrorRequest,
} from '@furlong/contract';
import { sql, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database, Executor, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { withRetries } from '../../db/with-retries';
import { findPlayerAccounts } from '../../ledger/ledger-accounts';
import type { BetRow } from '../bets/bets.schema';
import { bets } from '../bets/bets.schema';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { toHundredths } from '../races/prices';
import { settleRaceIn, UNSETTLED_BET } from '../settlement/settle-race';
import { postRefund, reverseForCorrection } from '../settlement/settlement-transfers';

/** A bet whose money a palpable error can put right: open, or settled by a result. */
const CORRECTABLE = ['ACCEPTED', 'CONFIRMED', 'WON', 'LOST'];

interface RequestRow {
  id: string;
  bet_id: string;
  kind: 'VOID' | 'REPRICE';
  price_hundredths: number | null;
  reason: string;
  maker_id: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  checker_id: string | null;
}

/** The maker's half: asks for a void or re-price of one bet; nothing changes until approved. */
export async function requestPalpableError(
  db: Database,
  actor: OperatorActor,
  betId: string,
  body: PalpableErrorBody,
  now: Date,
): Promise<PalpableErrorRequest> {
  const id = await db.transaction(async (tx) => {
    const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
    if (!bet) throw notFound('Bet');
    if (!CORRECTABLE.includes(bet.status))
      throw new AppError(
        'CONFLICT',
        `Ticket ${bet.ticketNumber} is ${bet.status}: nothing to correct`,
      );
    const [pending] = await queryRows<{ id: string }>(
      tx,
      sql`select id from palpable_error_requests where bet_id = ${betId}::uuid and status = 'PENDING'`,
    );
    if (pending)
      throw new AppError('CONFLICT', `Ticket ${bet.ticketNumber} already has a request waiting`);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into palpable_error_requests (bet_id, kind, struck_price_hundredths, price_hundredths, reason, maker_id, created_at)
        values (${betId}::uuid, ${body.kind}, ${bet.priceHundredths}, ${body.price == null ? null : toHundredths(body.price)},
          ${body.reason}, ${actor.operatorId}::uuid, ${now.toISOString()}::timestamptz)
        returning id`,
    );
    await auditOperator(tx, actor, 'bet.palpable-error-requested', betId, {
      kind: body.kind,
      price: body.price ?? null,
      reason: body.reason,
    });
    return (row as { id: string }).id;
  });
  return (await findPalpableRequests(db, id))[0] as PalpableErrorRequest;
}

export interface PalpableDecision {
  requestId: string;
  actor: OperatorActor;
  now: Date;
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string };
}

/**
 * The checker's half, under the request's and the bet's row locks (race row first, as
 * settlement takes them), so the money moves exactly once. A void refunds the stake (GST
 * included) to the pockets it came from, as a `PALPABLE_VOID` transfer a corrected result
 * never reverses; a bet already paid first gives its payout back through the correction rule
 * (what the player no longer has is owed, decision 030). A re-price of an open bet changes only
 * the price it settles at (no money moves until then); of a lost bet, only the record; of a
 * paid bet, its payout is taken back the same way and the bet settled again at the new price.
 */
export async function decidePalpableError(
  db: Database,
  decision: PalpableDecision,
): Promise<{ request: PalpableErrorRequest; bet: BetRow | null }> {
  const decided = await withRetries(() =>
    db.transaction(async (tx) => {
      const [row] = await queryRows<RequestRow>(
        tx,
        sql`select * from palpable_error_requests where id = ${decision.requestId}::uuid for update`,
      );
      if (!row) throw notFound('Request');
      if (row.maker_id === decision.actor.operatorId)
        throw new AppError('OWN_APPROVAL_FORBIDDEN', APPROVAL_MESSAGES.ownRequest);
      if (row.status !== 'PENDING')
        throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyDecided);
      const at = decision.now.toISOString();
      if (decision.decision.kind === 'reject') {
        await tx.execute(
          sql`update palpable_error_requests set status = 'REJECTED', checker_id = ${decision.actor.operatorId}::uuid,
            decided_at = ${at}::timestamptz, rejection_reason = ${decision.decision.reason} where id = ${row.id}::uuid`,
        );
        await auditOperator(tx, decision.actor, 'bet.palpable-error-rejected', row.bet_id, {
          requestId: row.id,
          reason: decision.decision.reason,
        });
        return { id: row.id, bet: null };
      }
      const bet = await applyPalpableError(tx, row, decision.now);
      await tx.execute(
        sql`update palpable_error_requests set status = 'APPROVED', checker_id = ${decision.actor.operatorId}::uuid,
          decided_at = ${at}::timestamptz where id = ${row.id}::uuid`,
      );
      await auditOperator(tx, decision.actor, 'bet.palpable-error-approved', row.bet_id, {
        requestId: row.id,
        makerId: row.maker_id,
        kind: row.kind,
        priceHundredths: row.price_hundredths,
        reason: row.reason,
      });
      return { id: row.id, bet };
    }),
  );
  const [request] = await findPalpableRequests(db, decided.id);
  return { request: request as PalpableErrorRequest, bet: decided.bet };
}

async function applyPalpableError(tx: Transaction, row: RequestRow, now: Date): Promise<BetRow> {
  const [head] = await tx
    .select({ fixtureId: bets.fixtureId })
    .from(bets)
    .where(eq(bets.id, row.bet_id));
  if (!head) throw notFound('Bet');
  await tx.execute(sql`select id from fixtures where id = ${head.fixtureId}::uuid for update`);
  const [bet] = await tx.select().from(bets).where(eq(bets.id, row.bet_id)).for('update');
  if (!bet) throw notFound('Bet');
  if (!CORRECTABLE.includes(bet.status))
    throw new AppError(
      'CONFLICT',
      `Ticket ${bet.ticketNumber} is ${bet.status}: it can no longer be corrected so`,
    );
  if (row.kind === 'REPRICE' && bet.status === 'WON') return resettleAtPrice(tx, row, bet, now);
  if (row.kind === 'REPRICE') {
    const [repriced] = await tx
      .update(bets)
      .set({ priceHundredths: row.price_hundredths as number })
      .where(eq(bets.id, bet.id))
      .returning();
    return repriced as BetRow;
  }
  const accounts = await findPlayerAccounts(tx, bet.playerId);
  if (bet.status === 'WON' && bet.settlementTransferId)
    await reverseForCorrection(
      tx,
      bet.settlementTransferId,
      accounts,
      `Palpable error: ticket ${bet.ticketNumber} void`,
    );
  const transferId = await postRefund(
    tx,
    bet,
    accounts,
    'PALPABLE_VOID',
    `Refund of ticket ${bet.ticketNumber} (void: palpable error)`,
  );
  const [voided] = await tx
    .update(bets)
    .set({
      status: 'VOID',
      settledAt: now,
      settlementTransferId: transferId,
      totalWinPaise: 0,
      tdsPaise: 0,
      payoutPaise: 0,
      deductionBp: null,
    })
    .where(eq(bets.id, bet.id))
    .returning();
  return voided as BetRow;
}

/** A paid bet re-priced: its payout given back, then settled again by the race's result. */
async function resettleAtPrice(
  tx: Transaction,
  row: RequestRow,
  bet: BetRow,
  now: Date,
): Promise<BetRow> {
  if (bet.settlementTransferId)
    await reverseForCorrection(
      tx,
      bet.settlementTransferId,
      await findPlayerAccounts(tx, bet.playerId),
      `Palpable error: ticket ${bet.ticketNumber} re-priced`,
    );
  await tx
    .update(bets)
    .set({ ...UNSETTLED_BET, priceHundredths: row.price_hundredths as number })
    .where(eq(bets.id, bet.id));
  await settleRaceIn(tx, bet.fixtureId, now);
  const [resettled] = await tx.select().from(bets).where(eq(bets.id, bet.id));
  return resettled as BetRow;
}

interface ListedRow {
  id: string;
  bet_id: string;
  ticket_number: string;
  player_name: string;
  horse: string;
  market: PalpableErrorRequest['market'];
  stake_paise: string;
  bet_status: string;
  kind: 'VOID' | 'REPRICE';
  price_hundredths: number;
  new_price_hundredths: number | null;
  reason: string;
  status: PalpableErrorRequest['status'];
  maker_id: string;
  maker_name: string;
  created_at: Date | string;
}

/** Requests, newest first: one by id, or every pending one. */
export async function findPalpableRequests(
  db: Executor,
  id?: string,
): Promise<PalpableErrorRequest[]> {
  const rows = await queryRows<ListedRow>(
    db,
    sql`select r.id, r.bet_id, b.ticket_number, p.firstname || ' ' || p.lastname as player_name,
        b.horse_number || ' ' || b.horse_name as horse, b.market, b.stake_paise::text, b.status as bet_status,
        r.kind, r.struck_price_hundredths as price_hundredths, r.price_hundredths as new_price_hundredths, r.reason, r.status,
        r.maker_id, o.name as maker_name, r.created_at
      from palpable_error_requests r
      join bets b on b.id = r.bet_id
      join players p on p.id = b.player_id
      join operators o on o.id = r.maker_id
      where ${id ? sql`r.id = ${id}::uuid` : sql`r.status = 'PENDING'`}
      order by r.created_at desc
      limit 200`,
  );
  return rows.map((row) => ({
    uid: row.id,
    betUid: row.bet_id,
    ticketNumber: row.ticket_number,
    playerName: row.player_name,
    horse: row.horse,
    market: row.market,
    stake: Number(row.stake_paise) / 100,
    betStatus: row.bet_status,
    kind: row.kind,
    odds: row.price_hundredths / 100,
    newOdds: row.new_price_hundredths === null ? null : row.new_price_hundredths / 100,
    reason: row.reason,
    status: row.status,
    makerUid: row.maker_id,
    makerName: row.maker_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
