import {
  paiseToRupees,
  type MarketType,
  type ReviewBet,
  type ReviewQueueResponse,
} from '@furlong/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bets } from '../bets/bets.schema';
import { listHeldMultiples } from './list-held-multiples';
import { findOpenOffersOfBets } from './review-offer.queries';
import { players } from '../customers/customers.schema';
import { fromHundredths } from '../races/prices';
import { fixtures, meetings } from '../races/races.schema';
import { venues } from '../reference/reference.schema';

/**
 * Bets waiting for a trader (ACCEPTED), singles and multiples (one row a multiple, at its first
 * leg's race), the first to reach the off on top, then the oldest.
 */
export async function listReviewQueue(db: Executor, now: Date): Promise<ReviewQueueResponse> {
  const [singles, multiples] = await Promise.all([listHeldSingles(db, now), listHeldMultiples(db)]);
  return {
    bets: [...singles, ...multiples].sort(
      (a, b) =>
        a.race.startDate.localeCompare(b.race.startDate) ||
        a.placedAt.localeCompare(b.placedAt) ||
        a.ticketNumber.localeCompare(b.ticketNumber),
    ),
  };
}

async function listHeldSingles(db: Executor, now: Date): Promise<ReviewBet[]> {
  const rows = await db
    .select({
      bet: bets,
      // The one liability of a single (decision 078): the limits and the exposure read it too.
      liabilityPaise: sql<string>`bet_liability_paise(${bets.stakePaise}, ${bets.priceHundredths}, ${bets.gstRateBp}, ${bets.faceValuePaise})::text`,
      player: {
        uid: players.id,
        firstname: players.firstname,
        lastname: players.lastname,
        email: players.email,
      },
      race: {
        uid: fixtures.id,
        venue: venues.code,
        venueName: venues.name,
        raceNumber: fixtures.raceNumber,
        startAt: fixtures.startAt,
      },
    })
    .from(bets)
    .innerJoin(players, eq(players.id, bets.playerId))
    .innerJoin(fixtures, eq(fixtures.id, bets.fixtureId))
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .where(eq(bets.status, 'ACCEPTED'))
    .orderBy(asc(fixtures.startAt), asc(bets.placedAt), asc(bets.ticketNumber))
    .limit(500);
  const offers = await findOpenOffersOfBets(
    db,
    rows.map(({ bet }) => bet.id),
    now,
  );
  return rows.map(({ bet, liabilityPaise, player, race }) => {
    const offer = offers.get(bet.id);
    return {
      uid: bet.id,
      ticketNumber: bet.ticketNumber,
      player: {
        uid: player.uid,
        name: `${player.firstname} ${player.lastname}`,
        email: player.email,
      },
      race: {
        uid: race.uid,
        venue: race.venue,
        venueName: race.venueName,
        raceNumber: race.raceNumber,
        startDate: race.startAt.toISOString(),
      },
      market: bet.market as MarketType,
      horseNo: bet.horseNumber,
      horse: bet.horseName,
      odds: fromHundredths(bet.priceHundredths),
      stake: paiseToRupees(bet.stakePaise),
      liability: paiseToRupees(Number(liabilityPaise)),
      placedAt: bet.placedAt.toISOString(),
      ...(offer ? { offer } : {}),
    };
  });
}
