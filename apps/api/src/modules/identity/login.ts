import { FREEZE_MESSAGES, MESSAGES, type LoginBody, type SessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import {
  accountLocked,
  countFailedLogin,
  enforceSignInLimits,
  isLockedOut,
} from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import { findPlayerByIdentifier, normaliseIdentifier } from './find-player';
import type { IdentityDeps } from './identity-deps';
import { consumeOtp } from './one-time-codes';
import { revokeAllSessions } from './sessions.queries';
import { startSession } from './start-session';

export { LOCKOUT_MS, MAX_FAILED_LOGINS } from '../../security/sign-in-guards';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', MESSAGES.signInFailed);

/**
 * Signs a player in with a password, or with the one-time code of a forgotten-password
 * request (which also ends every other session). Five wrong passwords in a row lock the
 * account for 15 minutes; while locked even the right password is refused.
 */
export async function login(
  deps: IdentityDeps,
  body: LoginBody,
  ip: string,
): Promise<SessionResponse> {
  const { value: identifier } = normaliseIdentifier(body.identifier);
  await enforceSignInLimits(deps.rateLimiter, 'login', identifier, ip);
  const now = deps.clock.now();
  const player = await findPlayerByIdentifier(deps.db, identifier);
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    recordAudit(deps.db, {
      actor: player ? { type: 'player', id: player.id } : { type: 'anonymous' },
      action,
      subjectId: player?.id ?? null,
      ip,
      details: { identifier, method: body.type, ...details },
    });

  if (body.type === 'OTP') {
    const used = player
      ? await consumeOtp(
          deps.db,
          deps.secrets.otpPepper,
          { purpose: 'PASSWORD_RESET', address: identifier, code: body.value },
          now,
        )
      : undefined;
    if (!player || !used) {
      await audit('LOGIN_FAILED', { reason: 'otp' });
      throw invalidCredentials();
    }
    // The code proved the mailbox: enough to set a new password (the spec's flow leads there)
    // and to lift a freeze the player asked for, not for any other sensitive action.
    const session = await deps.db.transaction(async (tx) => {
      await revokeAllSessions(tx, player.id, 'PASSWORD_RESET', now);
      await tx
        .update(players)
        .set({ failedLogins: 0, lockedUntil: null, frozenAt: null })
        .where(eq(players.id, player.id));
      return startSession(tx, deps.secrets.tokenKey, player.id, now, 'CHANGE_PASSWORD');
    });
    if (player.frozenAt) await audit('ACCOUNT_UNFROZEN', { by: 'PASSWORD_RESET' });
    await audit('LOGIN_SUCCEEDED');
    return session;
  }

  if (!player) {
    await verifyAgainstDecoy(body.value);
    await audit('LOGIN_FAILED', { reason: 'unknown' });
    throw invalidCredentials();
  }
  if (isLockedOut(player.lockedUntil, now)) {
    await audit('LOGIN_REFUSED_LOCKED');
    throw accountLocked();
  }
  if (!(await verifyPassword(player.passwordHash, body.value))) {
    await deps.db
      .update(players)
      .set(countFailedLogin(players, now))
      .where(eq(players.id, player.id));
    await audit('LOGIN_FAILED', { reason: 'password' });
    throw invalidCredentials();
  }
  if (player.frozenAt) {
    await audit('LOGIN_REFUSED_FROZEN');
    throw new AppError('ACCOUNT_LOCKED', FREEZE_MESSAGES.signInRefused);
  }
  const session = await deps.db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(players.id, player.id));
    return startSession(tx, deps.secrets.tokenKey, player.id, now);
  });
  await audit('LOGIN_SUCCEEDED');
  return session;
}
