import {
  ERROR_MESSAGES,
  TOTE_MESSAGES,
  type MultiRacePoolType,
  type TotePool,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import type { MultiRaceBook, MultiRaceLegFacts, MultiRaceOutcome } from './multi-race-dividends';
import type { CombinationDividend, Finish, PoolBook, PoolOutcome } from './pool-dividends';

/** TOTE_HOST: who runs the pools (decision 059). */
export const TOTE_HOSTS = ['own', 'club-sandbox'] as const;
export type ToteHostName = (typeof TOTE_HOSTS)[number];

/** A ticket as the host is told of it: sold by us, paid for, its units on each combination. */
export interface HostTicket {
  ticketNumber: string;
  fixtureId: string;
  pool: TotePool;
  /** Every combination the ticket covers (Quinella ones sorted). */
  combinations: readonly (readonly number[])[];
  /** ₹10 units on each combination. */
  units: number;
}

/** A multi-race ticket as the host is told of it (decision 079): its horses per leg, in leg order. */
export interface HostMultiRaceTicket {
  ticketNumber: string;
  poolId: string;
  pool: MultiRacePoolType;
  /** The legs' races, in order. */
  legs: readonly string[];
  selections: readonly (readonly number[])[];
  /** ₹10 units on every line. */
  units: number;
  lines: number;
}

/** A leg of a multi-race pool as the host reads it: its facts, its race and its runners. */
export interface HostLeg extends MultiRaceLegFacts {
  fixtureId: string;
  /** Every horse number on the card. */
  runners: readonly number[];
}

/**
 * The totalisator that runs a race's pools (decision 059): the interface a real club
 * integration implements. `book` is always OUR pool as the units table holds it (money sold
 * here); a club adds its own outside money before it answers.
 */
export interface ToteHost {
  readonly name: ToteHostName;
  /**
   * Sends a ticket to the totalisator, inside the sale's transaction and after every check of
   * ours passed: a throw refuses the sale and nothing is kept. Answers the host's reference
   * for the ticket (null when the pool is our own).
   */
  sell(ticket: HostTicket): Promise<{ reference: string | null }>;
  /** Withdraws a ticket the host accepted but our sale did not commit (or a refund). */
  cancel(ticket: { ticketNumber: string; reference: string | null }): Promise<void>;
  /** Outside money in the pool (units by combinationKey), for display and approximates. */
  outsideUnits(book: PoolBook, fixtureId: string): ReadonlyMap<string, number>;
  /** What each backed combination would pay now, per ₹10 unit. */
  approximates(book: PoolBook, fixtureId: string): CombinationDividend[];
  /** The dividends the host declares for a finish (OFFICIAL result): settle pays at these. */
  declaredDividends(book: PoolBook, fixtureId: string, finish: Finish): PoolOutcome;
  /**
   * A Treble, Mini Jackpot or Jackpot ticket, as `sell` (decision 079): inside the sale's
   * transaction after every check of ours and the money moved; a throw refuses it. `cancel`
   * withdraws it by the same ticket number and reference.
   */
  sellMultiRace(ticket: HostMultiRaceTicket): Promise<{ reference: string | null }>;
  /**
   * The pool the host worked out once every leg is official or void: its dividend per ₹10 line,
   * or its carry-forward. Settlement pays each of our tickets its winning lines at this dividend.
   * A throw (the host cannot answer) fails the last leg's settlement, retried later.
   */
  declaredMultiRaceDividends(
    book: MultiRaceBook,
    poolId: string,
    legs: readonly HostLeg[],
  ): Promise<MultiRaceOutcome>;
  /** Before the last leg: what each of its runners would pay per ₹10 line if it won. */
  multiRaceWillPays(
    book: MultiRaceBook,
    poolId: string,
    earlierLegs: readonly HostLeg[],
    lastLeg: HostLeg,
  ): { horseNo: number; dividendPaise: number }[];
}

/**
 * A host's refusal of a ticket (its pool does not take it): a 409 the player reads as the pool
 * closed, stored under the Idempotency-Key as any refusal, nothing of the sale kept.
 */
export const hostRefusedTicket = (host: ToteHostName) =>
  new AppError('CONFLICT', TOTE_MESSAGES.poolClosed, undefined, { host });

/**
 * A host that cannot be reached: a 503 with nothing kept, not even the key, so the same
 * request may be sent again (decision 023's transient failure).
 */
export const hostUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE);

/** A book with outside units added to ours (what a club's pool holds). */
export function withOutsideUnits(book: PoolBook, outside: ReadonlyMap<string, number>): PoolBook {
  if (outside.size === 0) return book;
  const merged = new Map(book.unitsByCombination);
  for (const [key, units] of outside) merged.set(key, (merged.get(key) ?? 0) + units);
  return { ...book, unitsByCombination: merged };
}

/** The units of a map, as paise paid into the pool. */
export const unitsToPaise = (units: ReadonlyMap<string, number>): number =>
  [...units.values()].reduce((sum, count) => sum + count, 0) * 1_000;
