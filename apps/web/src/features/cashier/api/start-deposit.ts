import {
  depositResponseSchema,
  depositTransferSchema,
  IDEMPOTENCY_HEADER,
  type DepositBody,
  type DepositTransfer,
} from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson, requestJson } from '../../../lib/api-client';
import { cashierApiPaths } from './cashier-paths';
import { cashierKeys } from './cashier-keys';

export type DepositResponse = z.infer<typeof depositResponseSchema>;

/**
 * Starts a deposit. The key makes a retry safe: the server answers the same deposit for the
 * same key and body instead of opening a second order.
 */
export function startDeposit(body: DepositBody, idempotencyKey: string): Promise<DepositResponse> {
  return requestJson(cashierApiPaths.transfers, {
    method: 'POST',
    body,
    schema: depositResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** How often a deposit waiting for its payment is read again. */
export const DEPOSIT_POLL_MS = 3000;

export function getDeposit(id: string, signal?: AbortSignal): Promise<DepositTransfer> {
  return getJson(cashierApiPaths.transfer(id), depositTransferSchema, signal);
}

/** Polls while PENDING and stops once the payment is credited or has failed. */
export function depositQuery(id: string) {
  return queryOptions({
    queryKey: cashierKeys.deposit(id),
    queryFn: ({ signal }) => getDeposit(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? DEPOSIT_POLL_MS : false),
  });
}
