import type { DepositBody } from '@furlong/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { startDeposit } from '../api/start-deposit';
import { isUndecided } from '../withdrawal-failure';

/**
 * Starts deposits with an Idempotency-Key per attempt, as withdrawals do: a retry of an
 * undecided attempt carries the same key and body, so no second order is opened.
 */
export function useStartDeposit() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const keyFor = (body: DepositBody): string => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    return attempt.current.key;
  };
  return useMutation({
    mutationFn: (body: DepositBody) => startDeposit(body, keyFor(body)),
    onSuccess: () => {
      attempt.current = null;
    },
    onError: (error) => {
      if (!isUndecided(error)) attempt.current = null;
    },
  });
}
