import { APPROVAL_MESSAGES, type AdjustmentRequest } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { recordAudit } from '../audit/record-audit';
import { adjustPlayerBalance } from './adjust-player-balance';
import { findAdjustmentRequest, lockAdjustmentRequest } from './adjustment-requests.queries';
import { recordRetailCashIn } from './record-retail-cash-in';
import { adjustmentRequests } from './player-desk.schema';

export interface AdjustmentDecision {
  requestId: string;
  operatorId: string;
  ip: string;
  now: Date;
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string };
}

/**
 * The checker's half: approve (the money moves now, through adjustPlayerBalance or, for a
 * retail cash-in, recordRetailCashIn, in the same transaction that marks the request
 * APPROVED) or reject. Under the request's row lock, so money moves exactly once; the same
 * checker approving again gets the same answer, anyone else 409. The maker may do neither:
 * 403 OWN_APPROVAL_FORBIDDEN.
 */
export async function decideAdjustmentRequest(
  db: Database,
  decision: AdjustmentDecision,
): Promise<{ request: AdjustmentRequest; hasMovedMoney: boolean }> {
  return withRetries(() =>
    db.transaction(async (tx) => {
      const row = await lockAdjustmentRequest(tx, decision.requestId);
      if (!row) throw notFound('Adjustment request');
      if (row.makerId === decision.operatorId)
        throw new AppError('OWN_APPROVAL_FORBIDDEN', APPROVAL_MESSAGES.ownRequest);
      const answer = async (hasMovedMoney: boolean) => {
        const request = await findAdjustmentRequest(tx, row.id);
        if (!request) throw new Error('adjustment request vanished while locked');
        return { request, hasMovedMoney };
      };
      if (row.status !== 'PENDING') {
        const isRepeat =
          decision.decision.kind === 'approve' &&
          row.status === 'APPROVED' &&
          row.checkerId === decision.operatorId;
        if (isRepeat) return answer(false);
        throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyDecided);
      }
      const decided = { checkerId: decision.operatorId, decidedAt: decision.now };
      if (decision.decision.kind === 'reject') {
        await tx
          .update(adjustmentRequests)
          .set({ ...decided, status: 'REJECTED', rejectionReason: decision.decision.reason })
          .where(eq(adjustmentRequests.id, row.id));
        await recordAudit(tx, {
          actor: { type: 'operator', id: decision.operatorId },
          action: 'ADJUSTMENT_REJECTED',
          subjectId: row.playerId,
          ip: decision.ip,
          details: { requestId: row.id, makerId: row.makerId, reason: decision.decision.reason },
        });
        return answer(false);
      }
      const approved = {
        playerId: row.playerId,
        operatorId: decision.operatorId,
        amountPaise: row.amountPaise,
        ip: decision.ip,
        approval: { requestId: row.id, makerId: row.makerId },
      };
      // A retail cash-in moves the counter's cash; an adjustment moves the book's.
      const moved =
        row.kind === 'RETAIL_CASH_IN' && row.reference !== null
          ? await recordRetailCashIn(tx, { ...approved, reference: row.reference })
          : await adjustPlayerBalance(tx, { ...approved, pocket: row.pocket, reason: row.reason });
      await tx
        .update(adjustmentRequests)
        .set({ ...decided, status: 'APPROVED', transferId: moved.transferId })
        .where(eq(adjustmentRequests.id, row.id));
      return answer(true);
    }),
  );
}
