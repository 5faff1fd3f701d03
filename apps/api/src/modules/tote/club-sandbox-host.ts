import { createHash } from 'node:crypto';
import { combinationKey, POOL_SHAPES, ticketCombinations, type TotePool } from '@furlong/contract';
import {
  settleMultiRace,
  willPays,
  type MultiRaceBook,
  type MultiRaceTicketBook,
} from './multi-race-dividends';
import { approximateDividends, settlePool, type PoolBook } from './pool-dividends';
import {
  hostRefusedTicket,
  hostUnavailable,
  withOutsideUnits,
  type HostLeg,
  type ToteHost,
} from './tote-host';

/**
 * How the sandbox club answers, for tests of what a real one may do: `up` takes every ticket,
 * `refusing` refuses every sale (a 409), `down` answers nothing (a 503 on a sale, a throw when
 * asked for dividends). What it shows (outside money, approximates, will-pays) is unchanged.
 */
export type ClubSandboxState = 'up' | 'refusing' | 'down';

/**
 * TOTE_HOST=club-sandbox (decision 059): a simulated club totalisator, in process. Every ticket
 * we sell is "sent" to it (it keeps the references it handed out), and each pool holds outside
 * money of its own: units on every combination of the starters, seeded from the race, the pool
 * and the combination, so the same race always shows the same outside money. Approximates and
 * declared dividends are worked out over our units plus the outside ones, as a club would. A
 * multi-race pool holds a few outside tickets of its own, seeded from the pool and its legs'
 * cards (decision 079), and its dividend or carry-forward is worked out over ours and those.
 */
export function createClubSandboxHost(): ToteHost & {
  sold(): ReadonlySet<string>;
  setState(state: ClubSandboxState): void;
} {
  const tickets = new Set<string>();
  let state: ClubSandboxState = 'up';
  const answering = () => {
    if (state === 'down') throw hostUnavailable();
  };
  const accepting = () => {
    answering();
    if (state === 'refusing') throw hostRefusedTicket('club-sandbox');
  };
  const withOutsideTickets = (
    book: MultiRaceBook,
    poolId: string,
    legs: readonly HostLeg[],
  ): MultiRaceBook => ({
    ...book,
    tickets: [...book.tickets, ...seedOutsideMultiRaceTickets(poolId, legs)],
  });
  const outsideByPool = new Map<string, ReadonlyMap<string, number>>();

  const outsideUnits = (book: PoolBook, fixtureId: string): ReadonlyMap<string, number> => {
    const starters = [...new Set(book.starters)].sort((a, b) => a - b);
    const cacheKey = `${fixtureId}:${book.pool}:${starters.join(',')}`;
    const cached = outsideByPool.get(cacheKey);
    if (cached) return cached;
    const units = seedOutsideUnits(fixtureId, book.pool, starters);
    // A race's pools are few; forget the oldest past a bound so a long-running process stays small.
    if (outsideByPool.size >= 1_000) outsideByPool.delete(outsideByPool.keys().next().value!);
    outsideByPool.set(cacheKey, units);
    return units;
  };

  return {
    name: 'club-sandbox',
    sell: async (ticket) => {
      accepting();
      const reference = `CLUB-${ticket.ticketNumber}`;
      tickets.add(reference);
      return { reference };
    },
    cancel: async (ticket) => {
      if (ticket.reference) tickets.delete(ticket.reference);
    },
    outsideUnits,
    approximates: (book, fixtureId) =>
      approximateDividends(withOutsideUnits(book, outsideUnits(book, fixtureId))),
    declaredDividends: (book, fixtureId, finish) => {
      answering();
      return settlePool(withOutsideUnits(book, outsideUnits(book, fixtureId)), finish);
    },
    sellMultiRace: async (ticket) => {
      accepting();
      const reference = `CLUB-${ticket.ticketNumber}`;
      tickets.add(reference);
      return { reference };
    },
    declaredMultiRaceDividends: async (book, poolId, legs) => {
      answering();
      return settleMultiRace(withOutsideTickets(book, poolId, legs), legs);
    },
    multiRaceWillPays: (book, poolId, earlierLegs, lastLeg) =>
      willPays(withOutsideTickets(book, poolId, [...earlierLegs, lastLeg]), earlierLegs, lastLeg),
    sold: () => tickets,
    setState: (next) => {
      state = next;
    },
  };
}

/**
 * The club's own units on every combination of the starters: 1 to 20 from a hash of the race,
 * pool and combination, plus more on the lower numbers (the fancied runners, as a card prices
 * them), so approximates look like a real pool's. Deterministic: no clock, no randomness.
 */
export function seedOutsideUnits(
  fixtureId: string,
  pool: TotePool,
  starters: readonly number[],
): ReadonlyMap<string, number> {
  const units = new Map<string, number>();
  if (starters.length < POOL_SHAPES[pool].minStarters) return units;
  const combinations =
    POOL_SHAPES[pool].positions === 1
      ? starters.map((horse) => [horse])
      : ticketCombinations(pool, [starters], true);
  for (const combination of combinations) {
    const key = combinationKey(combination);
    const digest = createHash('sha256').update(`${fixtureId}:${pool}:${key}`).digest();
    const spread = 1 + (digest.readUInt32BE(0) % 20);
    const fancied = Math.floor(120 / combination.reduce((sum, horse) => sum + horse, 0));
    units.set(key, spread + fancied);
  }
  return units;
}

/** Outside tickets in a club's multi-race pool. */
const OUTSIDE_MULTI_RACE_TICKETS = 6;

/**
 * The club's own tickets in a multi-race pool: each one line (a horse per leg, from a hash of
 * the pool, the ticket and the leg over the leg's card) of 1 to 20 units, ids `club-<n>`.
 * Deterministic, so a test can read them and know what the club holds.
 */
export function seedOutsideMultiRaceTickets(
  poolId: string,
  legs: readonly Pick<HostLeg, 'runners'>[],
): MultiRaceTicketBook[] {
  if (legs.some((leg) => leg.runners.length === 0)) return [];
  return Array.from({ length: OUTSIDE_MULTI_RACE_TICKETS }, (_, index) => {
    const digest = (leg: number) =>
      createHash('sha256').update(`${poolId}:${index}:${leg}`).digest().readUInt32BE(0);
    return {
      id: `club-${index + 1}`,
      legs: legs.map((leg, number) => [leg.runners[digest(number) % leg.runners.length] as number]),
      units: 1 + (digest(legs.length) % 20),
    };
  });
}
