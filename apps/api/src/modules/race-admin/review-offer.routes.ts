import {
  idempotencyHeadersSchema,
  reviewOfferAnswerSchema,
  reviewOfferParamsSchema,
  reviewOffersResponseSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyOnce } from '../../idempotency/reply-once';
import { runIdempotent } from '../../idempotency/run-idempotent';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { acceptReviewOffer, declineReviewOffer } from './answer-review-offer';
import { listPlayerOffers } from './review-offer.queries';

const tags = ['bets'];
const security = [{ bearer: [] }];

/**
 * The player's side of a trader's offer on a held bet (decision 080): the open offers, and
 * taking or declining one. Both answers move money, so each runs once per Idempotency-Key.
 */
export const reviewOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/self/sports/counter-offers',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Your held bets a trader made an offer on, still open, the first to expire first',
        response: { 200: reviewOffersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      offers: await listPlayerOffers(app.database.db, currentPlayer(request).id, app.clock.now()),
    }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/customer/self/sports/counter-offers/:offerId/${answer}`,
      {
        onRequest: app.requirePlayer,
        schema: {
          tags,
          security,
          summary:
            answer === 'accept'
              ? 'Take a trader’s offer: the bet stands at its stake and price, the rest of the stake comes back (Idempotency-Key required); 409 COUNTER_OFFER_UNAVAILABLE once taken, declined or expired'
              : 'Decline a trader’s offer: the whole stake comes back (Idempotency-Key required); 409 COUNTER_OFFER_UNAVAILABLE once taken, declined or expired',
          headers: idempotencyHeadersSchema,
          params: reviewOfferParamsSchema,
          response: { 200: reviewOfferAnswerSchema, ...errorResponses(400, 401, 409, 422) },
        },
      },
      async (request, reply) => {
        const player = currentPlayer(request);
        const now = app.clock.now();
        const { offerId } = request.params;
        return replyOnce(
          reply,
          runIdempotent(
            app.database.db,
            {
              ownerId: player.id,
              key: request.headers['idempotency-key'],
              scope: `counter-offer-${answer}`,
              body: { offerId },
              now,
              requestId: request.id,
            },
            async (tx) => ({
              status: 200,
              body: await (answer === 'accept' ? acceptReviewOffer : declineReviewOffer)(
                tx,
                player.id,
                offerId,
                now,
              ),
            }),
          ),
          () => void announceAccountChange(app.hub, [player.id], { reason: 'BET_REVIEWED' }),
        );
      },
    );
  }
};
