import {
  IDEMPOTENCY_HEADER,
  moneyMovedResponseSchema,
  playerDetailResponseSchema,
  playerSearchResponseSchema,
  type PlayerAdjustmentBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../lib/operator-api-client';
import { operatorApiPaths } from '../lib/operator-paths';

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
    schema: moneyMovedResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
