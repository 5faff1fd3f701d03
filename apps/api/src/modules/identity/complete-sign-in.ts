import {
  FREEZE_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorBody,
  type SecondFactorChallenge,
  type SessionResponse,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import {
  issueSecondFactorChallenge,
  SECOND_FACTOR_CHALLENGE_SECONDS,
  verifySecondFactorChallenge,
} from '../../security/second-factor-challenge';
import { signInDelayed, signInLimits } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import { findPlayerById, normaliseIdentifier } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import type { ProofScope } from './recent-proof';
import { checkSecondFactor } from './second-factors';
import { revokeAllSessions } from './sessions.queries';
import { startSession } from './start-session';
import { deviceHash } from '../../security/identity-hash';

/**
 * The answer of a player's first factor when the second is on (decision 052): a challenge
 * instead of a session. `scope` carries a forgotten-password sign-in's limit to the second call.
 */
export async function askSecondFactor(
  deps: Pick<IdentityDeps, 'secrets'>,
  playerId: string,
  now: Date,
  scope?: ProofScope,
): Promise<SecondFactorChallenge> {
  return {
    secondFactor: 'TOTP',
    challenge: await issueSecondFactorChallenge(
      deps.secrets.tokenKey,
      { principal: 'player', subject: playerId, purpose: 'VERIFY', scope },
      now,
    ),
    expiresIn: SECOND_FACTOR_CHALLENGE_SECONDS,
  };
}

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
  const claims = await verifySecondFactorChallenge(
    deps.secrets.tokenKey,
    'player',
    body.challenge,
    now,
  );
  const player = claims?.purpose === 'VERIFY' && (await findPlayerById(deps.db, claims.subject));
  if (!claims || !player)
    throw new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.challengeExpired);
  const isPasswordReset = claims.scope === 'CHANGE_PASSWORD';
  const identifier = normaliseIdentifier(player.email).value;
  const limits = signInLimits(deps.rateLimiter, 'login', identifier, ip);
  await limits.enforce();
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    recordAudit(deps.db, {
      actor: { type: 'player', id: player.id },
      action,
      subjectId: player.id,
      ip,
      details: { identifier, ...details },
    });
  const wait = await limits.waitSeconds();
  if (wait > 0) {
    await audit('LOGIN_REFUSED_DELAYED', { waitSeconds: wait });
    throw signInDelayed(wait);
  }

  const method = await checkSecondFactor(
    deps.db,
    deps.secrets,
    { playerId: player.id },
    body.code,
    now,
  );
  if (!method) {
    await limits.recordFailure();
    await audit('LOGIN_FAILED', { reason: 'second-factor' });
    throw new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.codeFailed, [
      { path: 'code', message: SECOND_FACTOR_MESSAGES.codeFailed },
    ]);
  }
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
    await revokeAllSessions(tx, player.id, 'PASSWORD_RESET', now);
    await tx.update(players).set({ frozenAt: null }).where(eq(players.id, player.id));
    return startSession(tx, deps.secrets.tokenKey, player.id, now, 'CHANGE_PASSWORD', client);
  });
  await limits.recordSuccess();
  if (isPasswordReset && player.frozenAt) await audit('ACCOUNT_UNFROZEN', { by: 'PASSWORD_RESET' });
  await audit('LOGIN_SUCCEEDED', { secondFactor: method });
  return session;
}
