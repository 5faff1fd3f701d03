import {
  IDEMPOTENCY_HEADER,
  multiRacePoolsSchema,
  multiRaceTicketPlacedSchema,
  multiRaceTicketsSchema,
  type MultiRacePool,
  type MultiRaceTicket,
  type MultiRaceTicketPlaced,
  type MultiRaceTicketRequest,
} from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, requestJson } from '../../../lib/api-client';

export const MULTI_RACE_TICKETS_PATH = '/api/customer/self/tote/multi-race-tickets';

export const multiRacePoolsPath = (day: string) =>
  `/api/mc/race-days/${encodeURIComponent(day)}/multi-race-pools`;

/** While a leg is still to run, the will-pays and totals move: refetched at least this often. */
export const MULTI_RACE_REFRESH_MS = 30_000;

export const multiRaceKeys = {
  /** Under ['races']: a realtime resubscription reloads every race query, these with them. */
  pools: (day: string) => ['races', 'multi-race-pools', day] as const,
  /** Under ['account']: signing out drops it, so the next player never sees these tickets. */
  tickets: ['account', 'multi-race-tickets'] as const,
};

export function multiRacePoolsQuery(day: string) {
  return queryOptions({
    queryKey: multiRaceKeys.pools(day),
    queryFn: ({ signal }): Promise<MultiRacePool[]> =>
      getJson(multiRacePoolsPath(day), multiRacePoolsSchema, signal),
    refetchInterval: MULTI_RACE_REFRESH_MS,
  });
}

/** The day's Trebles, Mini Jackpots and Jackpots with their legs, totals and will-pays. */
export function useMultiRacePools(day: string) {
  return useQuery(multiRacePoolsQuery(day));
}

export const multiRaceTicketsQuery = queryOptions({
  queryKey: multiRaceKeys.tickets,
  queryFn: ({ signal }): Promise<MultiRaceTicket[]> =>
    getJson(MULTI_RACE_TICKETS_PATH, multiRaceTicketsSchema, signal),
});

export function useMultiRaceTickets() {
  return useQuery(multiRaceTicketsQuery);
}

/** Buys a ticket; the key makes a retry safe (the server replays its answer for the same key). */
export function buyMultiRaceTicket(
  ticket: MultiRaceTicketRequest,
  idempotencyKey: string,
): Promise<MultiRaceTicketPlaced> {
  return requestJson(MULTI_RACE_TICKETS_PATH, {
    method: 'POST',
    schema: multiRaceTicketPlacedSchema,
    body: ticket,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
