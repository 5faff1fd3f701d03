import type { SessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import { findPlayerById } from './find-player';
import type { IdentityDeps } from './identity-deps';
import { revokeAllSessions } from './sessions.queries';
import { startSession } from './start-session';

/**
 * Sets a new password. Every session ends (tokens issued before now stop working) and the
 * caller gets a fresh session, so only this device stays signed in.
 */
export async function changePassword(
  deps: IdentityDeps,
  playerId: string,
  newPassword: string,
  ip: string,
): Promise<SessionResponse> {
  const player = await findPlayerById(deps.db, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const session = await deps.db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({
        passwordHash,
        passwordChangedAt: now,
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(players.id, playerId));
    await revokeAllSessions(tx, playerId, 'PASSWORD_CHANGED', now);
    await recordAudit(tx, {
      actor: { type: 'player', id: playerId },
      action: 'PASSWORD_CHANGED',
      subjectId: playerId,
      ip,
    });
    // In the same transaction: the warning exists exactly when the change does (decision 029).
    await deps.notifier.send(
      {
        to: player.email,
        channel: 'EMAIL',
        purpose: 'PASSWORD_CHANGED',
        subject: 'Your Furlong password was changed',
        body: 'Your password was just changed and other devices were signed out. If this was not you, reset your password now and contact support.',
      },
      tx,
    );
    return startSession(tx, deps.secrets.tokenKey, playerId, now);
  });
  return session;
}
