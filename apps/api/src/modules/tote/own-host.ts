import { settleMultiRace, willPays } from './multi-race-dividends';
import { approximateDividends, settlePool } from './pool-dividends';
import type { ToteHost } from './tote-host';

const NO_OUTSIDE_MONEY: ReadonlyMap<string, number> = new Map();

/** TOTE_HOST=own: the pools are ours alone; what we sold is the whole pool. */
export function createOwnHost(): ToteHost {
  return {
    name: 'own',
    sell: async () => ({ reference: null }),
    cancel: async () => {},
    outsideUnits: () => NO_OUTSIDE_MONEY,
    approximates: (book) => approximateDividends(book),
    declaredDividends: (book, _fixtureId, finish) => settlePool(book, finish),
    sellMultiRace: async () => ({ reference: null }),
    declaredMultiRaceDividends: async (book, _poolId, legs) => settleMultiRace(book, legs),
    multiRaceWillPays: (book, _poolId, earlierLegs, lastLeg) =>
      willPays(book, earlierLegs, lastLeg),
  };
}
