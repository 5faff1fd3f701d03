import { APPROVAL_MESSAGES, CASHIER_MESSAGES } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { refuseHeldWithdrawal } from '../aml/withdrawal-hold';
import { recordAudit } from '../audit/record-audit';
import { withdrawals } from './cashier.schema';
import { settleWithdrawal } from './settle-withdrawal';
import { lockWithdrawal, type WithdrawalRow } from './withdrawals.queries';

export interface OperatorAction {
  withdrawalId: string;
  operatorId: string;
  ip: string;
  now: Date;
}

/**
 * Maker-checker (decision 026): a withdrawal in REVIEW needs two different operators. The
 * first approval is recorded (and audited) and the withdrawal stays in REVIEW; the second,
 * by someone else, moves it REVIEW → PENDING and the caller then dispatches it. The first
 * approver trying again gets 403 OWN_APPROVAL_FORBIDDEN.
 */
export async function approveWithdrawal(
  db: Database,
  action: OperatorAction,
): Promise<{ withdrawal: WithdrawalRow; isApproved: boolean }> {
  return withRetries(() =>
    db.transaction(async (tx) => {
      const withdrawal = await lockWithdrawal(tx, action.withdrawalId);
      if (!withdrawal) throw notFound('Withdrawal');
      if (withdrawal.status !== 'REVIEW')
        throw new AppError('CONFLICT', CASHIER_MESSAGES.notInReview);
      // An open suspicious transaction report holds this one too (decision 071).
      await refuseHeldWithdrawal(tx, withdrawal.playerId);
      const audit = (auditAction: string) =>
        recordAudit(tx, {
          actor: { type: 'operator', id: action.operatorId },
          action: auditAction,
          subjectId: withdrawal.playerId,
          ip: action.ip,
          details: { withdrawalId: withdrawal.id, firstApprovedBy: withdrawal.firstApprovedBy },
        });
      if (withdrawal.firstApprovedBy === action.operatorId)
        throw new AppError('OWN_APPROVAL_FORBIDDEN', APPROVAL_MESSAGES.ownRequest);
      const isApproved = withdrawal.firstApprovedBy !== null;
      const [updated] = await tx
        .update(withdrawals)
        .set(
          isApproved
            ? { status: 'PENDING', reviewedBy: action.operatorId, updatedAt: action.now }
            : {
                firstApprovedBy: action.operatorId,
                firstApprovedAt: action.now,
                updatedAt: action.now,
              },
        )
        .where(eq(withdrawals.id, withdrawal.id))
        .returning();
      await audit(isApproved ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_FIRST_APPROVAL');
      if (!updated) throw new Error('withdrawal vanished while locked');
      return { withdrawal: updated, isApproved };
    }),
  );
}

/**
 * REVIEW → FAILED, releasing the hold. Only before the provider has it: a PENDING payout may
 * already be paid, so only the provider's callback may end it.
 */
export async function rejectWithdrawal(
  db: Database,
  action: OperatorAction & { reason: string },
): Promise<WithdrawalRow> {
  return withRetries(() =>
    db.transaction(async (tx) => {
      const withdrawal = await lockWithdrawal(tx, action.withdrawalId);
      if (!withdrawal) throw notFound('Withdrawal');
      if (withdrawal.status !== 'REVIEW')
        throw new AppError('CONFLICT', CASHIER_MESSAGES.notInReview);
      const updated = await settleWithdrawal(
        tx,
        { ...withdrawal },
        { status: 'FAILED', reason: action.reason },
        { actor: { type: 'operator', id: action.operatorId }, now: action.now, ip: action.ip },
      );
      await tx
        .update(withdrawals)
        .set({ reviewedBy: action.operatorId })
        .where(eq(withdrawals.id, withdrawal.id));
      return { ...updated, reviewedBy: action.operatorId };
    }),
  );
}

/** A PENDING withdrawal sent again (the provider refused it or never called back). */
export async function checkRetryable(db: Database, action: OperatorAction): Promise<WithdrawalRow> {
  const [withdrawal] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, action.withdrawalId));
  if (!withdrawal) throw notFound('Withdrawal');
  if (withdrawal.status !== 'PENDING')
    throw new AppError('CONFLICT', CASHIER_MESSAGES.notRetryable);
  await recordAudit(db, {
    actor: { type: 'operator', id: action.operatorId },
    action: 'WITHDRAWAL_RETRIED',
    subjectId: withdrawal.playerId,
    ip: action.ip,
    details: { withdrawalId: withdrawal.id, attempts: withdrawal.attempts },
  });
  return withdrawal;
}
