import type { ChangePasswordBody, SessionResponse } from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import { findPlayerById } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { notifySecurityChange } from './notify-security-change';
import { requireRecentProof, type SessionOwner } from './recent-proof';
import { revokeAllSessions } from '../auth/sessions.queries';
import { playerPrincipal } from './player-principal';
import { startSession } from './start-session';

/**
 * Sets a new password once the session has proved who it is: the current password or a fresh
 * code in the body, or a recent proof on the session (a forgotten-password sign-in counts for
 * this one change). Every session ends and the caller gets a fresh one, so only this device
 * stays signed in; the player hears of it at once by email and SMS.
 */
export async function changePassword(
  deps: IdentityDeps & { log?: FastifyBaseLogger },
  owner: SessionOwner,
  body: ChangePasswordBody,
  ip: string,
  userAgent?: string,
): Promise<SessionResponse> {
  const player = await findPlayerById(deps.db, owner.id);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const method = await requireRecentProof(
    deps,
    owner,
    'CHANGE_PASSWORD',
    { password: body.currentPassword, otp: body.otp },
    { ip, passwordField: 'currentPassword' },
  );
  const passwordHash = await hashPassword(body.newPassword);
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
      .where(eq(players.id, owner.id));
    await revokeAllSessions(tx, playerPrincipal.tables, owner.id, 'PASSWORD_CHANGED', now);
    await recordAudit(tx, {
      actor: { type: 'player', id: owner.id },
      action: 'PASSWORD_CHANGED',
      subjectId: owner.id,
      ip,
      details: { provedBy: method },
    });
    // In the same transaction: the warning exists exactly when the change does (decision 029).
    await notifySecurityChange(
      deps,
      player,
      {
        purpose: 'PASSWORD_CHANGED',
        subject: 'Your Furlong password was changed',
        what: 'Your password was just changed and other devices were signed out.',
      },
      tx,
    );
    // The new session is this device's: the list of signed-in devices keeps naming it.
    return startSession(tx, deps.secrets.tokenKey, owner.id, now, undefined, { ip, userAgent });
  });
  return session;
}
