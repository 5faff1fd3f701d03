import { type BetSlipLine, type PlaceMultipleRequest } from '@furlong/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { placeBets, type PlaceBetsResponse } from '../api/place-bets';
import { placeMultiple, type PlaceMultipleResponse } from '../api/place-multiple';
import { isUndecided } from '../placement-failure';

interface Attempt {
  key: string;
  body: string;
}

/**
 * Sends bets with an Idempotency-Key. A retry of an undecided attempt (no answer, a server
 * fault) carries the same key and body, so the server can never take the stake twice; a
 * changed body gets a new key, as does any body after a final answer. Singles and multiples
 * both go this way.
 */
function usePlacement<Body, Response>(
  send: (body: Body, idempotencyKey: string) => Promise<Response>,
  onPlaced: (response: Response) => void,
) {
  const attempt = useRef<Attempt | null>(null);

  const keyFor = (body: Body): string => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    return attempt.current.key;
  };

  return useMutation({
    mutationFn: (body: Body) => send(body, keyFor(body)),
    onSuccess: (response) => {
      attempt.current = null;
      onPlaced(response);
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}

export function usePlaceSlip(onPlaced: (response: PlaceBetsResponse) => void) {
  return usePlacement<BetSlipLine[], PlaceBetsResponse>(placeBets, onPlaced);
}

export function usePlaceMultiple(onPlaced: (response: PlaceMultipleResponse) => void) {
  return usePlacement<PlaceMultipleRequest, PlaceMultipleResponse>(placeMultiple, onPlaced);
}
