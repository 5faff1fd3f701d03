import type { CloseAccountBody, Protections } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { lockProtections } from './protections.queries';
import { playerProtections } from './protections.schema';

/**
 * Closes the account for a reason other than gambling harm: bets are refused and marketing
 * stops; signing in and withdrawing the balance stay open. Reopening is for support.
 */
export async function closeAccount(
  deps: ProtectionDeps,
  request: ProtectionRequest,
  body: CloseAccountBody,
): Promise<Protections> {
  const now = await deps.db.transaction(async (tx) => {
    const current = await lockProtections(tx, request.playerId);
    // Closed once its row is held: a slip holding the row was placed before.
    const now = deps.clock.now();
    if (current.closedAt) return now;
    await tx
      .update(playerProtections)
      .set({ closedAt: now, closedReason: body.reason, marketingConsent: false, updatedAt: now })
      .where(eq(playerProtections.playerId, request.playerId));
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_ACCOUNT_CLOSED',
      subjectId: request.playerId,
      ip: request.ip,
      details: { reason: body.reason },
    });
    return now;
  });
  return getProtections(deps.db, request.playerId, now);
}
