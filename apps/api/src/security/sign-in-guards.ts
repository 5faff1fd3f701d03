import { ERROR_MESSAGES, indiaDayBounds, indiaDayOf, WRONG_CODES_PER_DAY } from '@furlong/contract';
import { AppError, rateLimited } from '../app-error';
import type { RateLimiter } from './rate-limiter';

/**
 * Sign-in limits that fit carrier NAT, where thousands of players share one address, and that
 * say nothing about who is registered (docs/decisions/027):
 * - per address, only failures count: a busy address where people sign in is never refused;
 * - per account, attempts from anywhere count, except from an address the account signed in
 *   from before, which has its own allowance: a spray elsewhere cannot keep the owner out;
 * - per account and address pair, failures beyond the first few make the next attempt wait,
 *   doubling each time, instead of a hard lock anyone could set off for anyone.
 * Every key is built from the identifier as typed (normalised), never from whether an account
 * exists, so a known and an unknown account answer alike.
 */
export const FAILURES_PER_ADDRESS = { limit: 30, windowSeconds: 60 };
export const ATTEMPTS_PER_ACCOUNT = { limit: 10, windowSeconds: 60 };
/** Failures of one pair before any wait; then 2, 4, 8 ... seconds, at most 15 minutes. */
export const FREE_FAILURES_PER_PAIR = 4;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A pair's failures are forgotten a day after the first. */
const PAIR_WINDOW_SECONDS = 24 * 60 * 60;
/** How long an address where the account signed in stays known. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

const TOO_MANY = 'Too many sign-in attempts. Please wait a little and try again.';

export const delayAfterFailures = (failures: number): number =>
  failures <= FREE_FAILURES_PER_PAIR
    ? 0
    : Math.min(2 ** (failures - FREE_FAILURES_PER_PAIR), MAX_DELAY_SECONDS);

export interface SignInLimits {
  /** Refuses (429) an address with too many failures or an account with too many attempts. */
  enforce(): Promise<void>;
  /** Seconds this account and address pair must still wait; 0 when it may try. */
  waitSeconds(): Promise<number>;
  recordFailure(): Promise<void>;
  recordSuccess(): Promise<void>;
}

export const signInDelayed = (seconds: number) => rateLimited(TOO_MANY, seconds);

export function signInLimits(
  rateLimiter: RateLimiter,
  scope: string,
  identifier: string,
  ip: string,
): SignInLimits {
  const keys = {
    addressFailures: `${scope}:fail-ip:${ip}`,
    account: `${scope}:id:${identifier}`,
    accountFromKnown: `${scope}:id:${identifier}:from:${ip}`,
    known: `${scope}:known:${identifier}:${ip}`,
    pairFailures: `${scope}:fail-pair:${identifier}:${ip}`,
    pairWait: `${scope}:wait:${identifier}:${ip}`,
  };
  return {
    enforce: async () => {
      const failures = await rateLimiter.peek(keys.addressFailures);
      if (failures.count >= FAILURES_PER_ADDRESS.limit)
        throw rateLimited(TOO_MANY, failures.retryAfterSeconds);
      const isKnownAddress = (await rateLimiter.peek(keys.known)).count > 0;
      const attempts = await rateLimiter.hit(
        isKnownAddress ? keys.accountFromKnown : keys.account,
        ATTEMPTS_PER_ACCOUNT.limit,
        ATTEMPTS_PER_ACCOUNT.windowSeconds,
      );
      if (!attempts.allowed) throw rateLimited(TOO_MANY, attempts.retryAfterSeconds);
    },
    waitSeconds: async () => (await rateLimiter.peek(keys.pairWait)).retryAfterSeconds,
    recordFailure: async () => {
      await rateLimiter.hit(
        keys.addressFailures,
        FAILURES_PER_ADDRESS.limit,
        FAILURES_PER_ADDRESS.windowSeconds,
      );
      const pair = await rateLimiter.hit(keys.pairFailures, Infinity, PAIR_WINDOW_SECONDS);
      const delay = delayAfterFailures(pair.count);
      if (delay > 0) await rateLimiter.mark(keys.pairWait, delay);
    },
    recordSuccess: async () => {
      await rateLimiter.clear(keys.pairFailures);
      await rateLimiter.clear(keys.pairWait);
      await rateLimiter.mark(keys.known, KNOWN_ADDRESS_SECONDS);
    },
  };
}

export interface CodeGuessCeiling {
  /** True once the day's wrong codes reached the ceiling: codes are neither sent nor checked. */
  isReached(): Promise<boolean>;
  /** Counts a wrong code; true for the one that reaches the ceiling (once a day). */
  recordWrongCode(): Promise<boolean>;
  /** A password sign-in proves the owner: codes work again. */
  lift(): Promise<void>;
  /** The refusal, with the seconds until the next India day. */
  refusal(): AppError;
}

/**
 * The daily ceiling on wrong sign-in and forgotten-password codes (decision 050). The send
 * limits allow 60 guesses an account every 15 minutes over its two addresses and two purposes;
 * this caps them at WRONG_CODES_PER_DAY an India day, all together. `subject` is the account
 * (`player:<id>`) when one matches, else the address as typed, so an unknown address is
 * refused alike and the refusal does not say who is registered.
 */
export function codeGuessCeiling(
  rateLimiter: RateLimiter,
  subject: string,
  now: Date,
): CodeGuessCeiling {
  const day = indiaDayOf(now);
  const key = `code-guess:${day}:${subject}`;
  const secondsLeft = Math.max(
    1,
    Math.ceil((indiaDayBounds(day).end.getTime() - now.getTime()) / 1000),
  );
  return {
    isReached: async () => (await rateLimiter.peek(key)).count >= WRONG_CODES_PER_DAY,
    recordWrongCode: async () =>
      (await rateLimiter.hit(key, WRONG_CODES_PER_DAY, secondsLeft)).count === WRONG_CODES_PER_DAY,
    lift: () => rateLimiter.clear(key),
    refusal: () =>
      new AppError('CODE_SIGN_IN_PAUSED', ERROR_MESSAGES.CODE_SIGN_IN_PAUSED, undefined, {
        retryAfterSeconds: secondsLeft,
      }),
  };
}
