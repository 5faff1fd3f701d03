import { useRacePools } from '../api/tote-api';
import { PoolDividendsLine } from './pool-dividends-line';

/**
 * A resulted race's tote line for the results page, from the race's pools: dividends, probable
 * dividends, carry-forwards and refunds. Nothing while loading or when the race ran no pools.
 */
export function RacePoolResults({ fixtureUid }: { fixtureUid: string }) {
  const pools = useRacePools(fixtureUid);
  return pools.data ? <PoolDividendsLine pools={pools.data} /> : null;
}
