import {
  reviewDecisionResponseSchema,
  reviewQueueResponseSchema,
  type RejectBetBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function getReviewQueue(signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.reviewQueue, reviewQueueResponseSchema, signal);
}

export function confirmBet(betUid: string) {
  return requestOperatorJson(operatorApiPaths.reviewDecision(betUid, 'confirm'), {
    method: 'POST',
    schema: reviewDecisionResponseSchema,
  });
}

export function rejectBet(betUid: string, body: RejectBetBody) {
  return requestOperatorJson(operatorApiPaths.reviewDecision(betUid, 'reject'), {
    method: 'POST',
    body,
    schema: reviewDecisionResponseSchema,
  });
}
