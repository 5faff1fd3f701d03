import {
  adjustmentRequestSchema,
  IDEMPOTENCY_HEADER,
  moneyMovedResponseSchema,
  playerDetailResponseSchema,
  playerSearchResponseSchema,
  type PlayerAdjustmentBody,
} from '@furlong/contract';
import { z } from 'zod';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function searchPlayers(query: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.players(query), playerSearchResponseSchema, signal);
}

export function getPlayerDetail(uid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.player(uid), playerDetailResponseSchema, signal);
}

export function adjustPlayerBalance(
  uid: string,
  body: PlayerAdjustmentBody,
  idempotencyKey: string,
) {
  return requestOperatorJson(operatorApiPaths.adjustments(uid), {
    method: 'POST',
    body,
    // Above ADJUSTMENT_APPROVAL_RUPEES the answer is a request waiting for a second operator.
    schema: z.union([moneyMovedResponseSchema, adjustmentRequestSchema]),
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
