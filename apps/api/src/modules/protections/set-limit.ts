import {
  LIMIT_COOLING_OFF_MS,
  rupeesToPaise,
  type Protections,
  type SetLimitBody,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { findLimit, lockProtections } from './protections.queries';
import { playerLimits } from './protections.schema';

/**
 * Sets a limit. A new or lower limit applies at once (and drops any raise waiting); a raise or
 * a removal waits 24 hours and then needs the player's confirmation (confirmLimit): a player
 * chasing losses cannot lift their own brake in the moment.
 */
export async function setLimit(
  deps: ProtectionDeps,
  request: ProtectionRequest,
  body: SetLimitBody,
): Promise<Protections> {
  const amountPaise = body.amount === null ? null : rupeesToPaise(body.amount);
  const now = await deps.db.transaction(async (tx) => {
    await lockProtections(tx, request.playerId);
    // A lower limit applies from once its row is held: a slip holding the row was placed before.
    const now = deps.clock.now();
    const current = await findLimit(tx, request.playerId, body.kind, body.period);
    const key = and(
      eq(playerLimits.playerId, request.playerId),
      eq(playerLimits.kind, body.kind),
      eq(playerLimits.period, body.period),
    );
    let applied: 'NOW' | 'PENDING' | 'NONE';
    if (!current) {
      applied = amountPaise === null ? 'NONE' : 'NOW';
      if (amountPaise !== null)
        await tx.insert(playerLimits).values({
          playerId: request.playerId,
          kind: body.kind,
          period: body.period,
          amountPaise,
          updatedAt: now,
        });
    } else if (amountPaise !== null && amountPaise <= current.amountPaise) {
      applied = 'NOW';
      await tx
        .update(playerLimits)
        .set({ amountPaise, pendingAmountPaise: null, pendingFrom: null, updatedAt: now })
        .where(key);
    } else {
      applied = 'PENDING';
      await tx
        .update(playerLimits)
        .set({
          pendingAmountPaise: amountPaise,
          pendingFrom: new Date(now.getTime() + LIMIT_COOLING_OFF_MS),
          updatedAt: now,
        })
        .where(key);
    }
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_LIMIT_SET',
      subjectId: request.playerId,
      ip: request.ip,
      details: {
        kind: body.kind,
        period: body.period,
        amountPaise,
        previousPaise: current?.amountPaise ?? null,
        applied,
      },
    });
    return now;
  });
  return getProtections(deps.db, request.playerId, now);
}
