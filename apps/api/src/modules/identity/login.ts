import {
  FREEZE_MESSAGES,
  type LoginBody,
  type SecondFactorChallenge,
  type SessionResponse,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { deviceHash } from '../../security/identity-hash';
import { askSecondFactor } from '../auth/second-factor-challenge';
import { hasSecondFactor } from '../auth/second-factors';
import { revokeAllSessions } from '../auth/sessions.queries';
import { auditSignIn, checkPassword, startSignInAttempt } from '../auth/sign-in-attempt';
import { players } from '../customers/customers.schema';
import { checkSignInCode, codeCeilingOf } from './check-sign-in-code';
import { findPlayerByIdentifier, normaliseIdentifier } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { playerPrincipal } from './player-principal';
import { startSession } from './start-session';

/**
 * Signs a player in with a password, with a sign-in code, or with the one-time code of a
 * forgotten-password request (which also ends every other session). Failures make the next attempt from the same
 * address wait longer and longer, alike for known and unknown accounts (decision 027).
 * A player with the second factor on gets a challenge (202) after any of them instead of a
 * session, and completes the sign-in with the authenticator's code (decision 052).
 */
export async function login(
  deps: IdentityDeps,
  body: LoginBody,
  ip: string,
  userAgent?: string,
  deviceId?: string,
): Promise<SessionResponse | SecondFactorChallenge> {
  const client = {
    ip,
    userAgent,
    deviceHash: deviceId ? deviceHash(deps.secrets.fieldCipher, deviceId) : undefined,
  };
  const { value: identifier } = normaliseIdentifier(body.identifier);
  const attempt = await startSignInAttempt(deps.rateLimiter, playerPrincipal, identifier, ip);
  const now = deps.clock.now();
  const player = await findPlayerByIdentifier(deps.db, identifier);
  const audit = auditSignIn(deps.db, playerPrincipal, {
    ownerId: player?.id,
    ip,
    details: {
      identifier,
      method: body.type,
      ...(body.type === 'OTP' ? { purpose: body.purpose } : {}),
    },
  });
  await attempt.refuseWhileDelayed(audit);
  const isSecondFactorOn = async (playerId: string) => {
    if (!(await hasSecondFactor(deps.db, { playerId }))) return false;
    await audit('LOGIN_SECOND_FACTOR_ASKED');
    return true;
  };
  const askCode = (playerId: string, scope?: 'CHANGE_PASSWORD') =>
    askSecondFactor(deps.secrets.tokenKey, playerPrincipal, playerId, now, { scope });
  const refuseFrozen = async () => {
    await audit('LOGIN_REFUSED_FROZEN');
    return new AppError('ACCOUNT_LOCKED', FREEZE_MESSAGES.signInRefused);
  };

  if (body.type === 'OTP' && body.purpose === 'SIGN_IN') {
    const isRight = await checkSignInCode(deps, {
      player,
      identifier,
      purpose: 'SIGN_IN',
      code: body.value,
      ip,
    });
    if (!player || !isRight) throw await attempt.fail(audit, 'otp');
    // A sign-in code stands in for the password only: a frozen account stays frozen.
    if (player.frozenAt) throw await refuseFrozen();
    // A code stands in for the password only: the second factor is asked all the same.
    if (await isSecondFactorOn(player.id)) return askCode(player.id);
    const session = await deps.db.transaction((tx) =>
      startSession(tx, deps.secrets.tokenKey, player.id, now, undefined, client),
    );
    await attempt.limits.recordSuccess();
    await audit('LOGIN_SUCCEEDED');
    return session;
  }

  if (body.type === 'OTP') {
    const isRight = await checkSignInCode(deps, {
      player,
      identifier,
      purpose: 'PASSWORD_RESET',
      code: body.value,
      ip,
    });
    if (!player || !isRight) throw await attempt.fail(audit, 'otp');
    // The code proved the mailbox: enough to set a new password (the spec's flow leads there)
    // and to lift a freeze the player asked for, not for any other sensitive action.
    if (await isSecondFactorOn(player.id)) return askCode(player.id, 'CHANGE_PASSWORD');
    const session = await deps.db.transaction(async (tx) => {
      await revokeAllSessions(tx, playerPrincipal.tables, player.id, 'PASSWORD_RESET', now);
      await tx.update(players).set({ frozenAt: null }).where(eq(players.id, player.id));
      return startSession(tx, deps.secrets.tokenKey, player.id, now, 'CHANGE_PASSWORD', client);
    });
    await attempt.limits.recordSuccess();
    if (player.frozenAt) await audit('ACCOUNT_UNFROZEN', { by: 'PASSWORD_RESET' });
    await audit('LOGIN_SUCCEEDED');
    return session;
  }

  const known = await checkPassword(attempt, audit, player, body.value);
  if (known.frozenAt) throw await refuseFrozen();
  if (await isSecondFactorOn(known.id)) {
    // The password proved the owner: codes work again, and any they free leads here too.
    await codeCeilingOf(deps, known, identifier, now).lift();
    return askCode(known.id);
  }
  const session = await deps.db.transaction((tx) =>
    startSession(tx, deps.secrets.tokenKey, known.id, now, undefined, client),
  );
  await attempt.limits.recordSuccess();
  // The password proved the owner: codes work again today (decision 050).
  await codeCeilingOf(deps, known, identifier, now).lift();
  await audit('LOGIN_SUCCEEDED');
  return session;
}
