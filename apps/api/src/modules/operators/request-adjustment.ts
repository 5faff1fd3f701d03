import { paiseToRupees, type AdjustmentRequest } from '@furlong/contract';
import { notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../identity/find-player';
import type { PlayerAdjustment } from './adjust-player-balance';
import { findAdjustmentRequest } from './adjustment-requests.queries';
import { adjustmentRequests } from './operators.schema';

/**
 * The maker's half of a large adjustment (maker-checker, decision 026): records the request
 * and audits it; no money moves until another operator approves it.
 */
export async function requestAdjustment(
  tx: Transaction,
  adjustment: PlayerAdjustment,
): Promise<AdjustmentRequest> {
  if (!(await findPlayerById(tx, adjustment.playerId))) throw notFound('Player');
  const [created] = await tx
    .insert(adjustmentRequests)
    .values({
      playerId: adjustment.playerId,
      makerId: adjustment.operatorId,
      amountPaise: adjustment.amountPaise,
      pocket: adjustment.pocket,
      reason: adjustment.reason,
    })
    .returning({ id: adjustmentRequests.id });
  if (!created) throw new Error('adjustment request not stored');
  await recordAudit(tx, {
    actor: { type: 'operator', id: adjustment.operatorId },
    action: 'ADJUSTMENT_REQUESTED',
    subjectId: adjustment.playerId,
    ip: adjustment.ip,
    details: {
      requestId: created.id,
      amount: paiseToRupees(adjustment.amountPaise),
      pocket: adjustment.pocket,
      reason: adjustment.reason,
    },
  });
  const request = await findAdjustmentRequest(tx, created.id);
  if (!request) throw new Error('adjustment request vanished');
  return request;
}
