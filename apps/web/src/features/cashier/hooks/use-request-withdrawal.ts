import type { WithdrawBody } from '@furlong/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { requestWithdrawal } from '../api/request-withdrawal';
import { isUndecided } from '../withdrawal-failure';

interface Attempt {
  key: string;
  body: string;
}

/**
 * Sends withdrawals with an Idempotency-Key per attempt. A retry of an undecided attempt (no
 * answer, a server fault) carries the same key and body, so the server can never hold the
 * amount twice; a changed request gets a new key, as does any request after a final answer.
 */
export function useRequestWithdrawal() {
  const attempt = useRef<Attempt | null>(null);

  const keyFor = (body: WithdrawBody): string => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    return attempt.current.key;
  };

  return useMutation({
    mutationFn: (body: WithdrawBody) => requestWithdrawal(body, keyFor(body)),
    onSuccess: () => {
      attempt.current = null;
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}
