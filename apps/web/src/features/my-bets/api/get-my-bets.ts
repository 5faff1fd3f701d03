import { placedBetsSchema, type PlacedBet } from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const MY_BETS_PATH = '/api/customer/self/sports/bets';

/**
 * Under the ['account'] prefix on purpose: signing out removes every query there, so the next
 * player on the device never sees these bets.
 */
export const myBetsQueryKey = ['account', 'bets'] as const;

export function getMyBets(signal?: AbortSignal): Promise<PlacedBet[]> {
  return getJson(MY_BETS_PATH, placedBetsSchema, signal);
}

export const myBetsQuery = queryOptions({
  queryKey: myBetsQueryKey,
  queryFn: ({ signal }) => getMyBets(signal),
});

export function useMyBets() {
  return useQuery(myBetsQuery);
}
