import { MESSAGES, SECOND_FACTOR_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { verifyAgainstDecoy, verifyPassword } from '../../security/passwords';
import type { RateLimiter } from '../../security/rate-limiter';
import { signInDelayed, signInLimits, type SignInLimits } from '../../security/sign-in-guards';
import { recordAudit } from '../audit/record-audit';
import type { Principal } from './principal';

export type AuditSignIn = (action: string, details?: Record<string, unknown>) => Promise<void>;

/**
 * One sign-in call's audit trail: every action carries the principal's prefix, the caller's
 * address and what was typed; the actor is the account once known, else anonymous.
 */
export function auditSignIn(
  db: Executor,
  principal: Principal,
  entry: { ownerId: string | undefined; ip: string; details: Record<string, unknown> },
): AuditSignIn {
  return async (action, details = {}) => {
    await recordAudit(db, {
      actor: entry.ownerId ? { type: principal.kind, id: entry.ownerId } : { type: 'anonymous' },
      action: `${principal.auditPrefix}${action}`,
      subjectId: entry.ownerId ?? null,
      ip: entry.ip,
      details: { ...entry.details, ...details },
    });
  };
}

export interface SignInAttempt {
  limits: SignInLimits;
  /** 429 while this account and address pair must still wait after failures (audited). */
  refuseWhileDelayed(audit: AuditSignIn): Promise<void>;
  /** Counts a failure, audits it and answers the one refusal for every wrong credential. */
  fail(audit: AuditSignIn, reason: string): Promise<AppError>;
  /** The same for a wrong second-factor code: it counts against the password's limits. */
  failSecondFactor(audit: AuditSignIn): Promise<AppError>;
}

/**
 * Starts a sign-in under the limits of decision 027: an address with too many failures, or an
 * account with too many attempts, is refused before anything is looked up. Keys are built from
 * the identifier as typed, so a known and an unknown account answer alike.
 */
export async function startSignInAttempt(
  rateLimiter: RateLimiter,
  principal: Principal,
  identifier: string,
  ip: string,
): Promise<SignInAttempt> {
  const limits = signInLimits(rateLimiter, principal.limitsScope, identifier, ip);
  await limits.enforce();
  return {
    limits,
    refuseWhileDelayed: async (audit) => {
      const wait = await limits.waitSeconds();
      if (wait <= 0) return;
      await audit('LOGIN_REFUSED_DELAYED', { waitSeconds: wait });
      throw signInDelayed(wait);
    },
    fail: async (audit, reason) => {
      await limits.recordFailure();
      await audit('LOGIN_FAILED', { reason });
      return new AppError('INVALID_CREDENTIALS', MESSAGES.signInFailed);
    },
    failSecondFactor: async (audit) => {
      await limits.recordFailure();
      await audit('LOGIN_FAILED', { reason: 'second-factor' });
      return new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.codeFailed, [
        { path: 'code', message: SECOND_FACTOR_MESSAGES.codeFailed },
      ]);
    },
  };
}

/**
 * Checks a password against the account's hash and answers the account; an unknown account is
 * checked against a decoy so that both take the same time (no oracle of who is registered).
 * Either failure throws the one refusal.
 */
export async function checkPassword<Account extends { passwordHash: string }>(
  attempt: SignInAttempt,
  audit: AuditSignIn,
  account: Account | undefined,
  password: string,
): Promise<Account> {
  if (account === undefined) {
    await verifyAgainstDecoy(password);
    throw await attempt.fail(audit, 'unknown');
  }
  if (!(await verifyPassword(account.passwordHash, password)))
    throw await attempt.fail(audit, 'password');
  return account;
}
