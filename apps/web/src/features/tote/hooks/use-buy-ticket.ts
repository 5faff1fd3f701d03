import { type ToteTicketPlaced, type ToteTicketRequest } from '@furlong/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { buyToteTicket, toteKeys } from '../api/tote-api';

interface Attempt {
  key: string;
  body: string;
}

/**
 * True when the server may not have decided the ticket (no answer, a server fault, the same key
 * still in flight): the retry carries the same key, so the pool can never take the money twice.
 */
export function isUndecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.code === 'NETWORK_FAILED' ||
    error.code === 'IDEMPOTENCY_IN_FLIGHT' ||
    error.statusCode >= 500
  );
}

/**
 * Buys tote tickets with an Idempotency-Key, as the bet slip sends slips: an undecided attempt
 * is retried with the same key and body; a changed ticket, or any ticket after a final answer,
 * gets a new key. A ticket bought changes the wallet, the history, the tickets and the pool.
 */
export function useBuyTicket(onBought: (placed: ToteTicketPlaced) => void) {
  const attempt = useRef<Attempt | null>(null);
  const queryClient = useQueryClient();

  const keyFor = (ticket: ToteTicketRequest): string => {
    const body = JSON.stringify(ticket);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    return attempt.current.key;
  };

  return useMutation({
    mutationFn: (ticket: ToteTicketRequest) => buyToteTicket(ticket, keyFor(ticket)),
    onSuccess: (placed, ticket) => {
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: toteKeys.pools(ticket.sportFixture) });
      onBought(placed);
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}
