import {
  addDuration,
  PROTECTION_MESSAGES,
  type Protections,
  type SelfExclusionBody,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { lockProtections } from './protections.queries';
import { playerProtections } from './protections.schema';
import { isSelfExcluded } from './protection-rules';

/**
 * Self-exclusion from now for the duration: betting is refused at once, open bets stand and
 * settle, the balance stays withdrawable and marketing consent is withdrawn. It can be
 * lengthened, never shortened or lifted; after its end betting stays refused until the player
 * asks to return and a further 24 hours pass (requestReturn).
 */
export async function selfExclude(
  deps: ProtectionDeps,
  request: ProtectionRequest,
  body: SelfExclusionBody,
): Promise<Protections> {
  const now = await deps.db.transaction(async (tx) => {
    const current = await lockProtections(tx, request.playerId);
    // The exclusion starts once its row is held: a slip holding the row was placed before it.
    const now = deps.clock.now();
    const until = addDuration(now, body.duration);
    if (
      isSelfExcluded(current, now) &&
      current.selfExcludedUntil &&
      current.selfExcludedUntil >= until
    )
      throw new AppError('CONFLICT', PROTECTION_MESSAGES.selfExcludedAlready, undefined, {
        selfExcludedUntil: current.selfExcludedUntil.toISOString(),
      });
    await tx
      .update(playerProtections)
      .set({
        selfExcludedUntil: until,
        selfExclusionReturnAt: null,
        marketingConsent: false,
        updatedAt: now,
      })
      .where(eq(playerProtections.playerId, request.playerId));
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_SELF_EXCLUSION',
      subjectId: request.playerId,
      ip: request.ip,
      details: { duration: body.duration, until: until.toISOString() },
    });
    return now;
  });
  return getProtections(deps.db, request.playerId, now);
}
