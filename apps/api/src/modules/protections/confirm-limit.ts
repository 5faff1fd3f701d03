import { PROTECTION_MESSAGES, type ConfirmLimitBody, type Protections } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { findLimit, lockProtections } from './protections.queries';
import { playerLimits } from './protections.schema';

/**
 * Applies a raise or removal that has waited its 24 hours: only the player's own confirmation
 * after the wait makes it take effect.
 */
export async function confirmLimit(
  deps: ProtectionDeps,
  request: ProtectionRequest,
  body: ConfirmLimitBody,
): Promise<Protections> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockProtections(tx, request.playerId);
    const current = await findLimit(tx, request.playerId, body.kind, body.period);
    if (!current?.pendingFrom) throw new AppError('CONFLICT', PROTECTION_MESSAGES.noPendingChange);
    if (now < current.pendingFrom)
      throw new AppError('CONFLICT', PROTECTION_MESSAGES.tooEarlyToConfirm, undefined, {
        pendingFrom: current.pendingFrom.toISOString(),
      });
    const key = and(
      eq(playerLimits.playerId, request.playerId),
      eq(playerLimits.kind, body.kind),
      eq(playerLimits.period, body.period),
    );
    if (current.pendingAmountPaise === null) await tx.delete(playerLimits).where(key);
    else
      await tx
        .update(playerLimits)
        .set({
          amountPaise: current.pendingAmountPaise,
          pendingAmountPaise: null,
          pendingFrom: null,
          updatedAt: now,
        })
        .where(key);
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_LIMIT_CONFIRMED',
      subjectId: request.playerId,
      ip: request.ip,
      details: {
        kind: body.kind,
        period: body.period,
        amountPaise: current.pendingAmountPaise,
        previousPaise: current.amountPaise,
      },
    });
  });
  return getProtections(deps.db, request.playerId, now);
}
