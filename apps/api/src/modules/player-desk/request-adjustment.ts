import {
  paiseToRupees,
  type AdjustmentRequest,
  type AdjustmentRequestKind,
} from '@furlong/contract';
import { notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import type { PlayerAdjustment } from './adjust-player-balance';
import { findAdjustmentRequest } from './adjustment-requests.queries';
import type { ApprovalLimit } from './move-money-by-hand';
import { adjustmentRequests } from './player-desk.schema';

export interface AdjustmentAsk extends PlayerAdjustment {
  /** An adjustment against the book, or a retail cash-in (then `reference` is its receipt). */
  kind: AdjustmentRequestKind;
  reference: string | null;
  /** Which of the maker's limits this would have passed (decision 046). */
  limit: ApprovalLimit;
}

/**
 * The maker's half of a large adjustment or cash-in (maker-checker, decisions 026 and 046):
 * records the request and audits it; no money moves until another operator approves it.
 */
export async function requestAdjustment(
  tx: Transaction,
  adjustment: AdjustmentAsk,
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
      kind: adjustment.kind,
      reference: adjustment.reference,
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
      kind: adjustment.kind,
      amount: paiseToRupees(adjustment.amountPaise),
      pocket: adjustment.pocket,
      reason: adjustment.reason,
      ...(adjustment.reference === null ? {} : { reference: adjustment.reference }),
      limit: adjustment.limit,
    },
  });
  const request = await findAdjustmentRequest(tx, created.id);
  if (!request) throw new Error('adjustment request vanished');
  return request;
}
