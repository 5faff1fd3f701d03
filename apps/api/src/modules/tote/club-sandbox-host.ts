import { createHash } from 'node:crypto';
import { combinationKey, POOL_SHAPES, ticketCombinations, type TotePool } from '@furlong/contract';
import { approximateDividends, settlePool, type PoolBook } from './pool-dividends';
import { withOutsideUnits, type ToteHost } from './tote-host';

/**
 * TOTE_HOST=club-sandbox (decision 059): a simulated club totalisator, in process. Every ticket
 * we sell is "sent" to it (it keeps the references it handed out), and each pool holds outside
 * money of its own: units on every combination of the starters, seeded from the race, the pool
 * and the combination, so the same race always shows the same outside money. Approximates and
 * declared dividends are worked out over our units plus the outside ones, as a club would.
 */
export function createClubSandboxHost(): ToteHost & { sold(): ReadonlySet<string> } {
  const tickets = new Set<string>();
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
    declaredDividends: (book, fixtureId, finish) =>
      settlePool(withOutsideUnits(book, outsideUnits(book, fixtureId)), finish),
    sold: () => tickets,
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
