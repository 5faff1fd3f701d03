import { IDEMPOTENCY_HEADER, placeBetsResponseSchema, type BetSlipLine } from '@furlong/contract';
import type { z } from 'zod';
import { requestJson } from '../../../lib/api-client';

export const BET_SLIP_PATH = '/api/customer/self/sports/betslip';

export type PlaceBetsResponse = z.infer<typeof placeBetsResponseSchema>;

/**
 * Sends a slip. The key makes a retry safe: the server replays its stored answer for the
 * same key and body instead of debiting the wallet twice.
 */
export function placeBets(
  lines: BetSlipLine[],
  idempotencyKey: string,
): Promise<PlaceBetsResponse> {
  return requestJson(BET_SLIP_PATH, {
    method: 'POST',
    schema: placeBetsResponseSchema,
    body: lines,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
