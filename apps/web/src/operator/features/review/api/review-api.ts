import {
  offerBetResponseSchema,
  reviewDecisionResponseSchema,
  reviewQueueResponseSchema,
  type OfferBetBody,
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

/** Offers the player part of the stake and/or a shorter price (decision 080). */
export function offerBet(betUid: string, body: OfferBetBody) {
  return requestOperatorJson(
    `${operatorApiPaths.reviewQueue}/${encodeURIComponent(betUid)}/offer`,
    { method: 'POST', body, schema: offerBetResponseSchema },
  );
}
