import { PROTECTION_MESSAGES, RETURN_COOLING_OFF_MS, type Protections } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { lockProtections } from './protections.queries';
import { playerProtections } from './protections.schema';

/**
 * A player whose self-exclusion has ended asks to bet again: betting resumes 24 hours later.
 * Before the end it is refused; asking twice keeps the first return time.
 */
export async function requestReturn(
  deps: ProtectionDeps,
  request: ProtectionRequest,
): Promise<Protections> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockProtections(tx, request.playerId);
    if (!current.selfExcludedUntil) throw new AppError('CONFLICT', PROTECTION_MESSAGES.notExcluded);
    if (now < current.selfExcludedUntil)
      throw new AppError('CONFLICT', PROTECTION_MESSAGES.notYetEnded, undefined, {
        selfExcludedUntil: current.selfExcludedUntil.toISOString(),
      });
    if (current.selfExclusionReturnAt) return;
    const returnAt = new Date(now.getTime() + RETURN_COOLING_OFF_MS);
    await tx
      .update(playerProtections)
      .set({ selfExclusionReturnAt: returnAt, updatedAt: now })
      .where(eq(playerProtections.playerId, request.playerId));
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_RETURN_REQUESTED',
      subjectId: request.playerId,
      ip: request.ip,
      details: { returnAt: returnAt.toISOString() },
    });
  });
  return getProtections(deps.db, request.playerId, now);
}
