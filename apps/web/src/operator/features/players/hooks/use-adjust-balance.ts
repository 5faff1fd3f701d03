import type { PlayerAdjustmentBody } from '@furlong/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { adjustPlayerBalance } from '../api/players-api';

interface Attempt {
  key: string;
  body: string;
}

/** No answer, a server fault, or the same key still running: the money may or may not have moved. */
function isUndecided(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.statusCode === 0 ||
    error.statusCode >= 500 ||
    error.code === 'BAD_RESPONSE' ||
    error.statusCode === 409
  );
}

/**
 * Sends an adjustment with an Idempotency-Key made for this submission. Submitting the same
 * adjustment again after an undecided attempt reuses the key, so the server moves the money
 * at most once; a changed form, or any submission after a final answer, gets a new key.
 */
export function useAdjustBalance(playerUid: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);

  const keyFor = (body: PlayerAdjustmentBody): string => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    return attempt.current.key;
  };

  return useMutation({
    mutationFn: (body: PlayerAdjustmentBody) => adjustPlayerBalance(playerUid, body, keyFor(body)),
    onSuccess: async () => {
      attempt.current = null;
      await queryClient.invalidateQueries({ queryKey: operatorKeys.player(playerUid) });
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}
