import {
  addDuration,
  PROTECTION_MESSAGES,
  type Protections,
  type TimeOutBody,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { recordAudit } from '../audit/record-audit';
import { getProtections } from './get-protections';
import type { ProtectionDeps, ProtectionRequest } from './protection-deps';
import { lockProtections } from './protections.queries';
import { playerProtections } from './protections.schema';

/**
 * A break from betting from now for the duration. It can be lengthened, never shortened: a
 * time-out ending before the one in force is refused. Signing in, the account and
 * withdrawals stay open; only bets are refused (enforce_player_protections).
 */
export async function takeTimeOut(
  deps: ProtectionDeps,
  request: ProtectionRequest,
  body: TimeOutBody,
): Promise<Protections> {
  const now = await deps.db.transaction(async (tx) => {
    const current = await lockProtections(tx, request.playerId);
    // The break starts once its row is held: a slip holding the row was placed before it.
    const now = deps.clock.now();
    const until = addDuration(now, body.duration);
    if (current.timeOutUntil && current.timeOutUntil > until)
      throw new AppError('CONFLICT', PROTECTION_MESSAGES.timeOutShorter, undefined, {
        timeOutUntil: current.timeOutUntil.toISOString(),
      });
    await tx
      .update(playerProtections)
      .set({ timeOutUntil: until, updatedAt: now })
      .where(eq(playerProtections.playerId, request.playerId));
    await recordAudit(tx, {
      actor: request.actor,
      action: 'PROTECTION_TIME_OUT',
      subjectId: request.playerId,
      ip: request.ip,
      details: { duration: body.duration, until: until.toISOString() },
    });
    return now;
  });
  return getProtections(deps.db, request.playerId, now);
}
