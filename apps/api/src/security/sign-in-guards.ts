import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../app-error';
import type { RateLimiter } from './rate-limiter';

/** Five wrong passwords in a row lock an account (player or operator) for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
const LOGIN_LIMIT_PER_ADDRESS = { limit: 30, windowSeconds: 60 };
const LOGIN_LIMIT_PER_ACCOUNT = { limit: 10, windowSeconds: 60 };

export const isLockedOut = (lockedUntil: Date | null, now: Date): boolean =>
  lockedUntil !== null && lockedUntil.getTime() > now.getTime();

export const accountLocked = () =>
  new AppError('ACCOUNT_LOCKED', 'Too many failed attempts. Please try again in 15 minutes.');

/**
 * The SET of the one guarded UPDATE that counts a failed sign-in, so parallel failures
 * cannot undercount: the fifth in a row sets the lock.
 */
export function countFailedLogin(
  columns: { failedLogins: PgColumn; lockedUntil: PgColumn },
  now: Date,
) {
  return {
    failedLogins: sql`${columns.failedLogins} + 1`,
    lockedUntil: sql`case when ${columns.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${new Date(now.getTime() + LOCKOUT_MS).toISOString()}::timestamptz else ${columns.lockedUntil} end`,
  };
}

/** Per address and per account, so neither a spray of accounts nor one account is hammered. */
export async function enforceSignInLimits(
  rateLimiter: RateLimiter,
  scope: string,
  identifier: string,
  ip: string,
): Promise<void> {
  const byAddress = await rateLimiter.hit(
    `${scope}:ip:${ip}`,
    LOGIN_LIMIT_PER_ADDRESS.limit,
    LOGIN_LIMIT_PER_ADDRESS.windowSeconds,
  );
  const byAccount = await rateLimiter.hit(
    `${scope}:id:${identifier}`,
    LOGIN_LIMIT_PER_ACCOUNT.limit,
    LOGIN_LIMIT_PER_ACCOUNT.windowSeconds,
  );
  if (!byAddress.allowed || !byAccount.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
  }
}
