import {
  FREEZE_MESSAGES,
  MESSAGES,
  type LoginBody,
  type SecondFactorChallenge,
  type SessionResponse,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import { signInDelayed, signInLimits } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import { askSecondFactor } from './complete-sign-in';
import { checkSignInCode, codeCeilingOf } from './check-sign-in-code';
import { findPlayerByIdentifier, normaliseIdentifier } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { hasSecondFactor } from './second-factors';
import { revokeAllSessions } from './sessions.queries';
import { startSession } from './start-session';
import { deviceHash } from '../../security/identity-hash';

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', MESSAGES.signInFailed);

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
  const limits = signInLimits(deps.rateLimiter, 'login', identifier, ip);
  await limits.enforce();
  const now = deps.clock.now();
  const player = await findPlayerByIdentifier(deps.db, identifier);
  const audit = (action: string, details: Record<string, unknown> = {}) =>
    recordAudit(deps.db, {
      actor: player ? { type: 'player', id: player.id } : { type: 'anonymous' },
      action,
      subjectId: player?.id ?? null,
      ip,
      details: {
        identifier,
        method: body.type,
        ...(body.type === 'OTP' ? { purpose: body.purpose } : {}),
        ...details,
      },
    });
  const fail = async (reason: string) => {
    await limits.recordFailure();
    await audit('LOGIN_FAILED', { reason });
    return invalidCredentials();
  };
  const wait = await limits.waitSeconds();
  if (wait > 0) {
    await audit('LOGIN_REFUSED_DELAYED', { waitSeconds: wait });
    throw signInDelayed(wait);
  }
  const isSecondFactorOn = async (playerId: string) => {
    if (!(await hasSecondFactor(deps.db, { playerId }))) return false;
    await audit('LOGIN_SECOND_FACTOR_ASKED');
    return true;
  };

  if (body.type === 'OTP' && body.purpose === 'SIGN_IN') {
    const isRight = await checkSignInCode(deps, {
      player,
      identifier,
      purpose: 'SIGN_IN',
      code: body.value,
      ip,
    });
    if (!player || !isRight) throw await fail('otp');
    // A sign-in code stands in for the password only: a frozen account stays frozen.
    if (player.frozenAt) {
      await audit('LOGIN_REFUSED_FROZEN');
      throw new AppError('ACCOUNT_LOCKED', FREEZE_MESSAGES.signInRefused);
    }
    // A code stands in for the password only: the second factor is asked all the same.
    if (await isSecondFactorOn(player.id)) return askSecondFactor(deps, player.id, now);
    const session = await deps.db.transaction((tx) =>
      startSession(tx, deps.secrets.tokenKey, player.id, now, undefined, client),
    );
    await limits.recordSuccess();
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
    if (!player || !isRight) throw await fail('otp');
    // The code proved the mailbox: enough to set a new password (the spec's flow leads there)
    // and to lift a freeze the player asked for, not for any other sensitive action.
    if (await isSecondFactorOn(player.id))
      return askSecondFactor(deps, player.id, now, 'CHANGE_PASSWORD');
    const session = await deps.db.transaction(async (tx) => {
      await revokeAllSessions(tx, player.id, 'PASSWORD_RESET', now);
      await tx.update(players).set({ frozenAt: null }).where(eq(players.id, player.id));
      return startSession(tx, deps.secrets.tokenKey, player.id, now, 'CHANGE_PASSWORD', client);
    });
    await limits.recordSuccess();
    if (player.frozenAt) await audit('ACCOUNT_UNFROZEN', { by: 'PASSWORD_RESET' });
    await audit('LOGIN_SUCCEEDED');
    return session;
  }

  if (!player) {
    await verifyAgainstDecoy(body.value);
    throw await fail('unknown');
  }
  if (!(await verifyPassword(player.passwordHash, body.value))) throw await fail('password');
  if (player.frozenAt) {
    await audit('LOGIN_REFUSED_FROZEN');
    throw new AppError('ACCOUNT_LOCKED', FREEZE_MESSAGES.signInRefused);
  }
  if (await isSecondFactorOn(player.id)) {
    // The password proved the owner: codes work again, and any they free leads here too.
    await codeCeilingOf(deps, player, identifier, now).lift();
    return askSecondFactor(deps, player.id, now);
  }
  const session = await deps.db.transaction((tx) =>
    startSession(tx, deps.secrets.tokenKey, player.id, now, undefined, client),
  );
  await limits.recordSuccess();
  // The password proved the owner: codes work again today (decision 050).
  await codeCeilingOf(deps, player, identifier, now).lift();
  await audit('LOGIN_SUCCEEDED');
  return session;
}
