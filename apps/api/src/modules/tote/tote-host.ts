import type { TotePool } from '@furlong/contract';
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
}

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
