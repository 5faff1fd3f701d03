import { type BetSlipLine } from '@furlong/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { placeBets, type PlaceBetsResponse } from '../api/place-bets';
import { isUndecided } from '../placement-failure';

interface Attempt {
  key: string;
  body: string;
}

/**
 * Sends slips with an Idempotency-Key. A retry of an undecided attempt (no answer, a server
 * fault) carries the same key and body, so the server can never take the stake twice; a
 * changed slip gets a new key, as does any slip after a final answer.
 */
export function usePlaceSlip(onPlaced: (response: PlaceBetsResponse) => void) {
  const attempt = useRef<Attempt | null>(null);

  const keyFor = (lines: BetSlipLine[]): string => {
    const body = JSON.stringify(lines);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    return attempt.current.key;
  };

  return useMutation({
    mutationFn: (lines: BetSlipLine[]) => placeBets(lines, keyFor(lines)),
    onSuccess: (response) => {
      attempt.current = null;
      onPlaced(response);
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}
