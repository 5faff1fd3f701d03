import {
  fundsTransferResponseSchema,
  IDEMPOTENCY_HEADER,
  type WithdrawBody,
} from '@furlong/contract';
import type { z } from 'zod';
import { requestJson } from '../../../lib/api-client';
import { cashierApiPaths } from './cashier-paths';

export type WithdrawalResponse = z.infer<typeof fundsTransferResponseSchema>;

/**
 * Asks for a payout. The key makes a retry safe: the server replays its stored answer for the
 * same key and body instead of holding the amount twice.
 */
export function requestWithdrawal(
  body: WithdrawBody,
  idempotencyKey: string,
): Promise<WithdrawalResponse> {
  return requestJson(cashierApiPaths.transfers, {
    method: 'POST',
    body,
    schema: fundsTransferResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
