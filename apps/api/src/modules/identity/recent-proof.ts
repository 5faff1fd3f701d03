import { RECENT_PROOF_MINUTES, STEP_UP_MESSAGES } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError, rateLimited } from '../../app-error';
import { verifyPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import type { IdentityDeps } from './identity-deps';
import { sessions } from './identity.schema';
import { consumeOtp } from './one-time-codes';
import { checkSecondFactor } from '../auth/second-factors';

/** How long a proof of identity lets sensitive actions go ahead (GitHub's "sudo mode"). */
export const RECENT_PROOF_MS = RECENT_PROOF_MINUTES * 60 * 1000;
/** Wrong passwords or codes a player may try per hour: step-up is no side door for guessing. */
const PROOFS_PER_HOUR = 20;

/** The actions that move an account or its money (decision 025). */
export type SensitiveAction =
  | 'CHANGE_PASSWORD'
  | 'CHANGE_CONTACT'
  | 'ADD_BENEFICIARY'
  | 'FIRST_WITHDRAWAL'
  /** Turning the second factor on or off (decision 052). */
  | 'CHANGE_SECOND_FACTOR'
  /** An erasure request ends the account (decision 070). */
  | 'REQUEST_ERASURE';

/** How identity was proved: the password, a code sent by SMS or email, or the authenticator. */
export type ProofMethod = 'PASSWORD' | 'OTP' | 'TOTP';

/**
 * What a session's proof allows: ANY sensitive action, or only the change of password that a
 * forgotten-password sign-in leads to (the code proved the mailbox, not the password).
 */
export type ProofScope = 'ANY' | 'CHANGE_PASSWORD';

export interface ProofAttempt {
  password?: string | undefined;
  otp?: string | undefined;
  /** A current code of the player's authenticator (decision 052): each code proves once. */
  totp?: string | undefined;
}

export interface SessionOwner {
  id: string;
  sessionId: string;
}

/**
 * The one gate in front of every sensitive action. With a password or a code it checks that
 * proof and records it on the session, so the next 5 minutes need no other; without one it
 * accepts the session's own proof if recent enough and allowed for this action, and otherwise
 * answers 403 STEP_UP_REQUIRED (not 401: a 401 makes the web renew its token and retry).
 */
export async function requireRecentProof(
  deps: IdentityDeps,
  player: SessionOwner,
  action: SensitiveAction,
  attempt: ProofAttempt,
  options: { ip: string; passwordField?: string },
): Promise<ProofMethod | 'RECENT'> {
  if (attempt.password || attempt.otp || attempt.totp) {
    const method = await proveIdentity(deps, player, attempt, options);
    await recordAudit(deps.db, {
      actor: { type: 'player', id: player.id },
      action: 'IDENTITY_PROVED',
      subjectId: player.id,
      ip: options.ip,
      details: { for: action, method },
    });
    return method;
  }
  const [session] = await deps.db
    .select({ provedAt: sessions.provedAt, proofScope: sessions.proofScope })
    .from(sessions)
    .where(eq(sessions.id, player.sessionId));
  const now = deps.clock.now().getTime();
  const isRecent = session?.provedAt != null && now - session.provedAt.getTime() <= RECENT_PROOF_MS;
  const isAllowed = session?.proofScope === 'ANY' || session?.proofScope === action;
  if (isRecent && isAllowed) return 'RECENT';
  throw new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGES.required, undefined, { action });
}

/**
 * Checks a password, a CONFIRM_ACTION code or an authenticator code and records the proof on
 * the session. Wrong → 400 on the field that was wrong, with the product's message.
 */
export async function proveIdentity(
  deps: IdentityDeps,
  player: SessionOwner,
  attempt: ProofAttempt,
  options: { passwordField?: string },
): Promise<ProofMethod> {
  await limitProofAttempts(deps, player.id);
  const row = await findPlayerById(deps.db, player.id);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  const now = deps.clock.now();
  const method: ProofMethod = attempt.totp ? 'TOTP' : attempt.otp ? 'OTP' : 'PASSWORD';
  const isProved = attempt.totp
    ? (await checkSecondFactor(
        deps.db,
        deps.secrets,
        { playerId: player.id },
        attempt.totp,
        now,
      )) === 'TOTP'
    : attempt.otp
      ? Boolean(
          await consumeOtp(
            deps.db,
            deps.secrets.otpPepper,
            { purpose: 'CONFIRM_ACTION', playerId: player.id, code: attempt.otp },
            now,
          ),
        )
      : await verifyPassword(row.passwordHash, attempt.password ?? '');
  if (!isProved) {
    const path =
      method === 'PASSWORD' ? (options.passwordField ?? 'password') : method.toLowerCase();
    throw new AppError('VALIDATION_FAILED', STEP_UP_MESSAGES.failed, [
      { path, message: STEP_UP_MESSAGES.failed },
    ]);
  }
  await recordProof(deps, player.sessionId, 'ANY', now);
  return method;
}

/** Wrong proofs a player may try per hour, all kinds together: no side door for guessing. */
export async function limitProofAttempts(
  deps: Pick<IdentityDeps, 'rateLimiter'>,
  playerId: string,
): Promise<void> {
  const limit = await deps.rateLimiter.hit(`step-up:${playerId}`, PROOFS_PER_HOUR, 3600);
  if (!limit.allowed) {
    throw rateLimited('Too many attempts. Please try again later.', limit.retryAfterSeconds);
  }
}

export async function recordProof(
  deps: Pick<IdentityDeps, 'db'>,
  sessionId: string,
  scope: ProofScope,
  now: Date,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ provedAt: now, proofScope: scope })
    .where(eq(sessions.id, sessionId));
}
