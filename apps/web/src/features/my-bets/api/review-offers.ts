import {
  IDEMPOTENCY_HEADER,
  reviewOfferAnswerSchema,
  reviewOffersResponseSchema,
  type ReviewOfferAnswer,
  type ReviewOffersResponse,
} from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson, requestJson } from '../../../lib/api-client';
import { myBetsQueryKey } from './get-my-bets';

export const REVIEW_OFFERS_PATH = '/api/customer/self/sports/counter-offers';

/** Under My Bets' key: the account's news (BET_REVIEWED) refreshes both, sign-out drops both. */
export const reviewOffersQueryKey = [...myBetsQueryKey, 'offers'] as const;

export const reviewOffersQuery = queryOptions({
  queryKey: reviewOffersQueryKey,
  queryFn: ({ signal }): Promise<ReviewOffersResponse> =>
    getJson(REVIEW_OFFERS_PATH, reviewOffersResponseSchema, signal),
});

/**
 * Takes or declines a trader's offer (decision 080). The key is the offer's and the answer's:
 * an offer is answered once, so a retry of the same answer replays, never moves money twice.
 */
export function answerReviewOffer(
  offerId: string,
  answer: 'accept' | 'decline',
): Promise<ReviewOfferAnswer> {
  return requestJson(`${REVIEW_OFFERS_PATH}/${offerId}/${answer}`, {
    method: 'POST',
    schema: reviewOfferAnswerSchema,
    headers: { [IDEMPOTENCY_HEADER]: `${offerId}-${answer}` },
  });
}
