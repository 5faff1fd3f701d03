import { paiseToRupees, type AdjustmentRequest } from '@furlong/contract';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';
import { adjustmentRequests } from './player-desk.schema';

export type AdjustmentRequestRow = typeof adjustmentRequests.$inferSelect;

const makers = alias(operators, 'makers');
const checkers = alias(operators, 'checkers');

/** Requests with the names a checker needs, oldest first (the longest waiting on top). */
export async function listAdjustmentRequests(
  db: Executor,
  where: { status?: AdjustmentRequestRow['status']; id?: string },
  limit = 200,
): Promise<AdjustmentRequest[]> {
  const rows = await db
    .select({
      request: adjustmentRequests,
      player: { id: players.id, firstname: players.firstname, lastname: players.lastname },
      maker: { id: makers.id, name: makers.name },
      checker: { id: checkers.id, name: checkers.name },
    })
    .from(adjustmentRequests)
    .innerJoin(players, eq(players.id, adjustmentRequests.playerId))
    .innerJoin(makers, eq(makers.id, adjustmentRequests.makerId))
    .leftJoin(checkers, eq(checkers.id, adjustmentRequests.checkerId))
    .where(
      where.id
        ? eq(adjustmentRequests.id, where.id)
        : eq(adjustmentRequests.status, where.status ?? 'PENDING'),
    )
    .orderBy(asc(adjustmentRequests.createdAt), asc(adjustmentRequests.id))
    .limit(limit);
  return rows.map(({ request, player, maker, checker }) => ({
    uid: request.id,
    status: request.status,
    kind: request.kind,
    player: { uid: player.id, name: `${player.firstname} ${player.lastname}` },
    amount: paiseToRupees(request.amountPaise),
    pocket: request.pocket,
    reason: request.reason,
    reference: request.reference,
    requestedBy: { uid: maker.id, name: maker.name },
    requestedOn: request.createdAt.toISOString(),
    decidedBy: checker ? { uid: checker.id, name: checker.name } : null,
    decidedOn: request.decidedAt?.toISOString() ?? null,
    rejectionReason: request.rejectionReason,
    transferId: request.transferId,
  }));
}

export async function findAdjustmentRequest(
  db: Executor,
  id: string,
): Promise<AdjustmentRequest | undefined> {
  const [found] = await listAdjustmentRequests(db, { id }, 1);
  return found;
}

/** Every decision on a request happens under this lock, so it is decided (and paid) once. */
export async function lockAdjustmentRequest(
  tx: Transaction,
  id: string,
): Promise<AdjustmentRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(adjustmentRequests)
    .where(eq(adjustmentRequests.id, id))
    .for('update');
  return row;
}
