import {
  CASHIER_MESSAGES,
  MESSAGES,
  type KycDecisionResponse,
  type KycStatus,
} from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer } from '../customers/customers.queries';
import { players } from '../customers/customers.schema';
import type { Notifier } from '../notifications/notifier';
import { approveLinkedAccount, dropKycApprovalRequest } from './approve-linked-account';
import { findOpenedDocuments } from './find-opened-documents';

export interface KycDecision {
  playerId: string;
  operatorId: string;
  ip: string;
  now: Date;
  /** Absent: approve. Present: reject with this reason, shown to the player. */
  rejectionReason?: string;
}

/**
 * An operator's verdict on a PENDING KYC, with the player row locked, so a profile save or
 * a new upload cannot slip in between the review and the verdict. Approval makes the PAN
 * read-only (update-profile refuses a change once VERIFIED); rejection lets the player
 * upload again. The player is told either way. Approval needs the approving operator to have
 * opened the request's newest document (find-opened-documents.ts). An account linked to
 * another by PAN, bank account or VPA needs a second operator, or cannot be approved
 * (approve-linked-account.ts).
 */
export async function decideKyc(
  deps: { db: Database; notifier: Notifier; log?: FastifyBaseLogger },
  decision: KycDecision,
): Promise<KycDecisionResponse> {
  const isApproval = decision.rejectionReason === undefined;
  const { player, awaitingSecondOperator } = await deps.db.transaction(async (tx) => {
    const current = await lockPlayer(tx, decision.playerId);
    if (!current) throw notFound('Player');
    if (current.kycStatus !== 'PENDING')
      throw new AppError('CONFLICT', CASHIER_MESSAGES.kycNotPending);
    if (isApproval && !current.taxNumber) throw new AppError('CONFLICT', MESSAGES.panRequired);
    // Approval stands on the document: this operator must have opened the newest one.
    if (
      isApproval &&
      !(await findOpenedDocuments(tx, decision.operatorId, [current.id])).has(current.id)
    )
      throw new AppError(
        'KYC_DOCUMENT_NOT_OPENED',
        'Open the PAN document of this request (view or download) before approving it.',
      );
    if (!isApproval) await dropKycApprovalRequest(tx, current.id);
    else if (
      (await approveLinkedAccount(tx, current, decision.operatorId, decision.now)) ===
      'FIRST_APPROVAL'
    ) {
      await recordAudit(tx, {
        actor: { type: 'operator', id: decision.operatorId },
        action: 'KYC_FIRST_APPROVAL',
        subjectId: decision.playerId,
        ip: decision.ip,
        details: {},
      });
      return { player: current, awaitingSecondOperator: true };
    }
    const [updated] = await tx
      .update(players)
      .set({
        kycStatus: isApproval ? 'VERIFIED' : 'REJECTED',
        kycRejectionReason: decision.rejectionReason ?? null,
        updatedAt: decision.now,
      })
      .where(eq(players.id, decision.playerId))
      .returning();
    await recordAudit(tx, {
      actor: { type: 'operator', id: decision.operatorId },
      action: isApproval ? 'KYC_APPROVED' : 'KYC_REJECTED',
      subjectId: decision.playerId,
      ip: decision.ip,
      details: isApproval ? {} : { reason: decision.rejectionReason },
    });
    if (!updated) throw notFound('Player');
    // In the same transaction: the player hears of exactly the verdict that was recorded.
    await deps.notifier.send(
      isApproval
        ? {
            to: updated.email,
            channel: 'EMAIL',
            purpose: 'KYC_APPROVED',
            subject: 'Your PAN is verified',
            body: 'Your PAN details are verified. You can now withdraw your winnings.',
          }
        : {
            to: updated.email,
            channel: 'EMAIL',
            purpose: 'KYC_REJECTED',
            subject: 'We could not verify your PAN',
            body: `We could not verify your PAN details: ${decision.rejectionReason ?? ''}. Please upload a clear copy of your PAN card in your Profile.`,
          },
      tx,
    );
    return { player: updated, awaitingSecondOperator: false };
  });
  return {
    playerUid: player.id,
    kycVerified: player.kycStatus === 'VERIFIED',
    kycVerificationStatus: player.kycStatus as KycStatus,
    kycRejectionReason: player.kycRejectionReason,
    awaitingSecondOperator,
  };
}
