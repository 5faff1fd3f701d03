import { REVIEW_OFFER_MESSAGES, type ReviewOffer, type ReviewOfferTerms } from '@furlong/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Executor } from '../../db/client';
import { bets, counterOffers, type BetRow } from '../bets/bets.schema';
import { fromHundredths } from '../races/prices';
import { fixtures, meetings } from '../races/races.schema';
import { venues } from '../reference/reference.schema';

/** A trader's offer on a held bet (decision 080): a counter_offers row naming the bet. */
export type ReviewOfferRow = typeof counterOffers.$inferSelect & { betId: string };

const unanswered = and(isNull(counterOffers.takenAt), isNull(counterOffers.declinedAt));

/** The offer's terms as the queue and the trader's answer show them. */
export function toOfferTerms(offer: typeof counterOffers.$inferSelect): ReviewOfferTerms {
  return {
    offerId: offer.id,
    stake: offer.maxStakePaise / 100,
    odds: fromHundredths(offer.priceHundredths ?? 0),
    expiresAt: offer.expiresAt.toISOString(),
  };
}

/**
 * A held bet with an offer the player has not answered is the player's to decide: the trader
 * cannot confirm, reject or offer again meanwhile (409). Once the offer expires the race clock
 * refunds the bet (release-expired-offers.ts). Call with the bet locked.
 */
export async function refuseWhileOffered(db: Executor, bet: BetRow): Promise<void> {
  const [offer] = await db
    .select({ id: counterOffers.id })
    .from(counterOffers)
    .where(and(eq(counterOffers.betId, bet.id), unanswered))
    .limit(1);
  if (offer) {
    throw new AppError('CONFLICT', REVIEW_OFFER_MESSAGES.offerOpen, undefined, {
      offerId: offer.id,
    });
  }
}

/** The player's own offer on a held bet, or undefined (another player's reads as unknown). */
export async function findPlayerOffer(
  db: Executor,
  playerId: string,
  offerId: string,
): Promise<ReviewOfferRow | undefined> {
  const [offer] = await db
    .select()
    .from(counterOffers)
    .where(
      and(
        eq(counterOffers.id, offerId),
        eq(counterOffers.playerId, playerId),
        isNotNull(counterOffers.betId),
      ),
    );
  return offer as ReviewOfferRow | undefined;
}

/** The offer's row locked, after its bet's race and bet (the order every review verb locks). */
export async function lockOffer(db: Executor, offerId: string): Promise<ReviewOfferRow> {
  const [offer] = await db
    .select()
    .from(counterOffers)
    .where(eq(counterOffers.id, offerId))
    .for('update');
  return offer as ReviewOfferRow;
}

/** Open offers on these held bets, by bet id (the review queue shows them). */
export async function findOpenOffersOfBets(
  db: Executor,
  betIds: string[],
  now: Date,
): Promise<Map<string, ReviewOfferTerms>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(counterOffers)
    .where(and(inArray(counterOffers.betId, betIds), unanswered, gt(counterOffers.expiresAt, now)));
  return new Map(rows.map((offer) => [offer.betId ?? '', toOfferTerms(offer)]));
}

/** The player's offers still open now, the first to expire first. */
export async function listPlayerOffers(
  db: Executor,
  playerId: string,
  now: Date,
): Promise<ReviewOffer[]> {
  const rows = await db
    .select({
      offer: counterOffers,
      bet: bets,
      venueName: venues.name,
      raceNumber: fixtures.raceNumber,
    })
    .from(counterOffers)
    .innerJoin(bets, eq(bets.id, counterOffers.betId))
    .innerJoin(fixtures, eq(fixtures.id, bets.fixtureId))
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .where(
      and(
        eq(counterOffers.playerId, playerId),
        unanswered,
        gt(counterOffers.expiresAt, now),
        eq(bets.status, 'ACCEPTED'),
      ),
    )
    .orderBy(asc(counterOffers.expiresAt));
  return rows.map(({ offer, bet, venueName, raceNumber }) => ({
    ...toOfferTerms(offer),
    betUid: bet.id,
    ticketNumber: bet.ticketNumber,
    venueName,
    raceNumber,
    market: bet.market as ReviewOffer['market'],
    horseNo: bet.horseNumber,
    horse: bet.horseName,
    betStake: bet.stakePaise / 100,
    betOdds: fromHundredths(bet.priceHundredths),
    secondsLeft: Math.ceil((offer.expiresAt.getTime() - now.getTime()) / 1000),
  }));
}

/** Unanswered offers past their time whose bet still waits (the race clock releases them). */
export async function findExpiredOffers(db: Executor, now: Date): Promise<ReviewOfferRow[]> {
  const rows = await db
    .select({ offer: counterOffers })
    .from(counterOffers)
    .innerJoin(bets, eq(bets.id, counterOffers.betId))
    .where(and(unanswered, lte(counterOffers.expiresAt, now), eq(bets.status, 'ACCEPTED')))
    .limit(200);
  return rows.map((row) => row.offer as ReviewOfferRow);
}
