import {
  IDEMPOTENCY_HEADER,
  racePoolsSchema,
  toteTicketPlacedSchema,
  toteTicketsSchema,
  type RacePool,
  type ToteTicket,
  type ToteTicketPlaced,
  type ToteTicketRequest,
} from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, requestJson } from '../../../lib/api-client';

export const TOTE_TICKETS_PATH = '/api/customer/self/tote/tickets';

export const racePoolsPath = (fixtureUid: string) =>
  `/api/mc/sport-fixture/${encodeURIComponent(fixtureUid)}/pools`;

export const toteKeys = {
  /**
   * Under the race data's ['races'] prefix: a realtime resubscription reloads every race query,
   * the pools with them.
   */
  pools: (fixtureUid: string) => ['races', 'tote-pools', fixtureUid] as const,
  /** Under ['account']: signing out drops it, so the next player never sees these tickets. */
  tickets: ['account', 'tote-tickets'] as const,
};

export function racePoolsQuery(fixtureUid: string) {
  return queryOptions({
    queryKey: toteKeys.pools(fixtureUid),
    queryFn: ({ signal }): Promise<RacePool[]> =>
      getJson(racePoolsPath(fixtureUid), racePoolsSchema, signal),
  });
}

/** The race's pools with their approximates or dividends; refetched on `pool_changed`. */
export function useRacePools(fixtureUid: string) {
  return useQuery(racePoolsQuery(fixtureUid));
}

export const toteTicketsQuery = queryOptions({
  queryKey: toteKeys.tickets,
  queryFn: ({ signal }): Promise<ToteTicket[]> =>
    getJson(TOTE_TICKETS_PATH, toteTicketsSchema, signal),
});

export function useToteTickets() {
  return useQuery(toteTicketsQuery);
}

/** Buys a ticket; the key makes a retry safe (the server replays its answer for the same key). */
export function buyToteTicket(
  ticket: ToteTicketRequest,
  idempotencyKey: string,
): Promise<ToteTicketPlaced> {
  return requestJson(TOTE_TICKETS_PATH, {
    method: 'POST',
    schema: toteTicketPlacedSchema,
    body: ticket,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
