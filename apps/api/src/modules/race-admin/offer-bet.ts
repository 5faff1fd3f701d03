import { randomUUID } from 'node:crypto';
import {
  APPROVAL_MESSAGES,
  REVIEW_OFFER_MESSAGES,
  REVIEW_OFFER_SECONDS,
  type OfferBetBody,
  type OfferBetResponse,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import { withRetries } from '../../db/with-retries';
import { counterOffers } from '../bets/bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { fromHundredths } from '../races/prices';
import { lockBetForReview } from './lock-bet-for-review';
import { hasSetPriceOf } from './own-price.queries';
import { refuseWhileOffered, toOfferTerms } from './review-offer.queries';
import { isMultiple } from './review-multiple';
import { tellPlayerReviewed } from './tell-player-reviewed';

/**
 * A trader offers a held single part of its stake and/or a shorter price (decision 080), kept
 * as a counter-offer naming the bet: the player takes or declines it once, until
 * REVIEW_OFFER_SECONDS have passed or the race is off, whichever is first. The bet stays held
 * meanwhile; nothing moves until the player answers. One offer per bet (a unique index), and
 * the four-eyes rule of confirming holds: a trader who set the bet's price cannot offer on it.
 */
export async function offerBet(
  deps: RaceDeps,
  actor: OperatorActor,
  betId: string,
  body: OfferBetBody,
): Promise<OfferBetResponse> {
  if (await isMultiple(deps.db, betId)) {
    throw new AppError('CONFLICT', REVIEW_OFFER_MESSAGES.multiple);
  }
  const made = await withRetries(() =>
    deps.db.transaction(async (tx) => {
      const { bet, startAt } = await lockBetForReview(tx, betId);
      const now = deps.clock.now();
      if (now.getTime() >= startAt.getTime()) {
        throw new AppError(
          'CONFLICT',
          `The race is off: ticket ${bet.ticketNumber} can no longer be offered and will be refunded`,
        );
      }
      await refuseWhileOffered(tx, bet);
      const stakePaise = body.stake === undefined ? bet.stakePaise : body.stake * 100;
      const priceHundredths =
        body.price === undefined ? bet.priceHundredths : Math.round(body.price * 100);
      if (
        stakePaise > bet.stakePaise ||
        (body.stake !== undefined && stakePaise === bet.stakePaise)
      )
        throw new AppError('VALIDATION_FAILED', REVIEW_OFFER_MESSAGES.stakeTooLarge);
      if (priceHundredths >= bet.priceHundredths && body.price !== undefined)
        throw new AppError('VALIDATION_FAILED', REVIEW_OFFER_MESSAGES.priceTooLong);
      // At the bet's own price, the trader who set it lets it stand in part: four eyes, as confirming.
      if (
        priceHundredths === bet.priceHundredths &&
        (await hasSetPriceOf(tx, actor.operatorId, bet))
      ) {
        throw new AppError('OWN_PRICE_REVIEW_FORBIDDEN', APPROVAL_MESSAGES.ownPrice, undefined, {
          horseNo: bet.horseNumber,
          market: bet.market,
          price: fromHundredths(bet.priceHundredths),
        });
      }
      const expiresAt = new Date(
        Math.min(now.getTime() + REVIEW_OFFER_SECONDS * 1000, startAt.getTime()),
      );
      const [offer] = await tx
        .insert(counterOffers)
        .values({
          id: randomUUID(),
          playerId: bet.playerId,
          selectionId: bet.selectionId,
          maxStakePaise: stakePaise,
          priceHundredths,
          offeredAt: now,
          expiresAt,
          betId: bet.id,
          offeredBy: actor.operatorId,
        })
        .returning();
      if (!offer) throw new Error('the offer was not recorded');
      await auditOperator(tx, actor, 'bet.offer', bet.id, {
        ticketNumber: bet.ticketNumber,
        fixtureId: bet.fixtureId,
        offerId: offer.id,
        stake: { from: bet.stakePaise / 100, to: stakePaise / 100 },
        price: { from: fromHundredths(bet.priceHundredths), to: fromHundredths(priceHundredths) },
      });
      return { bet, offer };
    }),
  );
  await tellPlayerReviewed(deps.hub, made.bet);
  return { uid: made.bet.id, betStatus: 'ACCEPTED', offer: toOfferTerms(made.offer) };
}
