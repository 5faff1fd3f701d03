import { FREEZE_MESSAGES, type SecondFactorBody, type SessionResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { deviceHash } from '../../security/identity-hash';
import { challengeExpired, readSecondFactorChallenge } from '../auth/second-factor-challenge';
import { checkSecondFactor } from '../auth/second-factors';
import { revokeAllSessions } from '../auth/sessions.queries';
import { auditSignIn, startSignInAttempt } from '../auth/sign-in-attempt';
import { players } from '../customers/customers.schema';
import { findPlayerById, normaliseIdentifier } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { playerPrincipal } from './player-principal';
import { startSession } from './start-session';

/**
 * The second call of a player's sign-in: the challenge the password or the sign-in code earned,
 * and a current authenticator code (each once) or a recovery code (each once). Wrong codes count
 * against the sign-in limits of the password. A current code is a proof of identity for the next
 * 5 minutes (decision 025); a recovery code is not, as it stands in for a lost phone.
 */
export async function completeSignIn(
  deps: IdentityDeps,
  body: SecondFactorBody,
  ip: string,
  userAgent?: string,
  deviceId?: string,
): Promise<SessionResponse> {
  const now = deps.clock.now();
  const claims = await readSecondFactorChallenge(
    deps.secrets.tokenKey,
    playerPrincipal,
    body.challenge,
    now,
  );
  const player = claims.purpose === 'VERIFY' && (await findPlayerById(deps.db, claims.subject));
  if (!player) throw challengeExpired();
  const isPasswordReset = claims.scope === 'CHANGE_PASSWORD';
  const identifier = normaliseIdentifier(player.email).value;
  const attempt = await startSignInAttempt(deps.rateLimiter, playerPrincipal, identifier, ip);
  const audit = auditSignIn(deps.db, playerPrincipal, {
    ownerId: player.id,
    ip,
    details: { identifier },
  });
  await attempt.refuseWhileDelayed(audit);

  const method = await checkSecondFactor(
    deps.db,
    deps.secrets,
    { playerId: player.id },
    body.code,
    now,
  );
  if (!method) throw await attempt.failSecondFactor(audit);
  // A freeze that came while the code was typed holds, except for the forgotten-password path
  // that lifts it (as login does).
  if (player.frozenAt && !isPasswordReset) {
    await audit('LOGIN_REFUSED_FROZEN');
    throw new AppError('ACCOUNT_LOCKED', FREEZE_MESSAGES.signInRefused);
  }
  const client = {
    ip,
    userAgent,
    deviceHash: deviceId ? deviceHash(deps.secrets.fieldCipher, deviceId) : undefined,
  };
  const session = await deps.db.transaction(async (tx) => {
    if (!isPasswordReset)
      return startSession(
        tx,
        deps.secrets.tokenKey,
        player.id,
        now,
        method === 'TOTP' ? 'ANY' : undefined,
        client,
      );
    await revokeAllSessions(tx, playerPrincipal.tables, player.id, 'PASSWORD_RESET', now);
    await tx.update(players).set({ frozenAt: null }).where(eq(players.id, player.id));
    return startSession(tx, deps.secrets.tokenKey, player.id, now, 'CHANGE_PASSWORD', client);
  });
  await attempt.limits.recordSuccess();
  if (isPasswordReset && player.frozenAt) await audit('ACCOUNT_UNFROZEN', { by: 'PASSWORD_RESET' });
  await audit('LOGIN_SUCCEEDED', { secondFactor: method });
  return session;
}
