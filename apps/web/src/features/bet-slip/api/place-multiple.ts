import {
  IDEMPOTENCY_HEADER,
  placeMultipleResponseSchema,
  type PlaceMultipleRequest,
  type PlaceMultipleResponse,
} from '@furlong/contract';
import { requestJson } from '../../../lib/api-client';

export const MULTIPLES_PATH = '/api/customer/self/sports/multiples';

export type { PlaceMultipleResponse };

/** Sends one multiple; the key makes a retry safe, as for a slip of singles. */
export function placeMultiple(
  body: PlaceMultipleRequest,
  idempotencyKey: string,
): Promise<PlaceMultipleResponse> {
  return requestJson(MULTIPLES_PATH, {
    method: 'POST',
    schema: placeMultipleResponseSchema,
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
