import { type MultiRaceTicketPlaced, type MultiRaceTicketRequest } from '@furlong/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { buyMultiRaceTicket, multiRaceKeys } from '../api/multi-race-api';
import { isUndecided } from './use-buy-ticket';

interface Attempt {
  key: string;
  body: string;
}

/**
 * Buys multi-race tickets with an Idempotency-Key, as the Tote tab buys its tickets: an undecided
 * attempt is retried with the same key and body; a changed ticket, or any ticket after a final
 * answer, gets a new key. A ticket bought changes the wallet, the tickets and the pool's total.
 */
export function useBuyMultiRaceTicket(
  day: string,
  onBought: (placed: MultiRaceTicketPlaced) => void,
) {
  const attempt = useRef<Attempt | null>(null);
  const queryClient = useQueryClient();

  const keyFor = (ticket: MultiRaceTicketRequest): string => {
    const body = JSON.stringify(ticket);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    return attempt.current.key;
  };

  return useMutation({
    mutationFn: (ticket: MultiRaceTicketRequest) => buyMultiRaceTicket(ticket, keyFor(ticket)),
    onSuccess: (placed) => {
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: multiRaceKeys.pools(day) });
      onBought(placed);
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}
