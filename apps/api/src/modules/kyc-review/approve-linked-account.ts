import { APPROVAL_MESSAGES, CASHIER_MESSAGES, ERROR_MESSAGES } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import type { PlayerRow } from '../customers/customers.queries';
import { findLinkedAccounts } from './find-linked-accounts';
import { kycApprovalRequests } from './kyc-review.schema';

/**
 * One person, one account (decision 047), inside decideKyc's transaction with the player
 * locked. An account that shares its PAN, a bank account or a VPA with a self-excluded or
 * closed one is never approved (the protection's code). One linked to any other account needs
 * two operators (maker-checker, as a withdrawal in REVIEW, decision 026): the first approval
 * is recorded for this PAN and answers 'FIRST_APPROVAL'; a different operator's approval of
 * the same PAN answers 'APPROVE'. The first approver trying again gets OWN_APPROVAL_FORBIDDEN.
 */
export async function approveLinkedAccount(
  tx: Transaction,
  player: PlayerRow,
  operatorId: string,
  now: Date,
): Promise<'APPROVE' | 'FIRST_APPROVAL'> {
  // At boot every PAN is hashed but one an older account already held: that is no new PAN.
  if (player.taxNumber && !player.taxNumberHash)
    throw new AppError('PAN_IN_USE', ERROR_MESSAGES.PAN_IN_USE);
  const linked = (await findLinkedAccounts(tx, [player.id], now)).get(player.id) ?? [];
  const standings = new Set(linked.map((account) => account.standing));
  if (standings.has('SELF_EXCLUDED'))
    throw new AppError('SELF_EXCLUDED', CASHIER_MESSAGES.kycLinkedSelfExcluded);
  if (standings.has('CLOSED')) throw new AppError('FORBIDDEN', CASHIER_MESSAGES.kycLinkedClosed);
  const [request] = await tx
    .select()
    .from(kycApprovalRequests)
    .where(eq(kycApprovalRequests.playerId, player.id));
  const isSamePan = request?.taxNumberHash === player.taxNumberHash;
  if (linked.length === 0 || (request && isSamePan && request.operatorId !== operatorId)) {
    if (request)
      await tx.delete(kycApprovalRequests).where(eq(kycApprovalRequests.playerId, player.id));
    return 'APPROVE';
  }
  if (request && isSamePan)
    throw new AppError('OWN_APPROVAL_FORBIDDEN', APPROVAL_MESSAGES.ownRequest);
  const first = { operatorId, taxNumberHash: player.taxNumberHash ?? '', requestedAt: now };
  await tx
    .insert(kycApprovalRequests)
    .values({ playerId: player.id, ...first })
    .onConflictDoUpdate({ target: kycApprovalRequests.playerId, set: first });
  return 'FIRST_APPROVAL';
}

/** A rejection ends any first approval waiting for a second operator. */
export async function dropKycApprovalRequest(tx: Transaction, playerId: string): Promise<void> {
  await tx.delete(kycApprovalRequests).where(eq(kycApprovalRequests.playerId, playerId));
}
