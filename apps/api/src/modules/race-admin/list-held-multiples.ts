import {
  paiseToRupees,
  type MarketType,
  type MultipleKind,
  type ReviewBet,
  type ReviewLeg,
} from '@furlong/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { EachWayPart } from '../../db/functions/contract';
import { potentialPayoutPaise } from '../bets/multiple-context';
import { multipleBetLegs, multipleBets } from '../bets/multiple-bets.schema';
import { players } from '../customers/customers.schema';
import { fromHundredths } from '../races/prices';
import { fixtures, meetings } from '../races/races.schema';
import { venues } from '../reference/reference.schema';

/**
 * Multiples waiting for a trader (their bets ACCEPTED, decision 061), one row a multiple: its
 * ticket, its legs in ticket order, its first leg to run as the row's race and runner (its off
 * voids the multiple if still undecided), its ticket price, and as liability what it pays
 * beyond its bets' face values if every leg wins: the figure placement held it on.
 */
export async function listHeldMultiples(db: Executor): Promise<ReviewBet[]> {
  const held = await db
    .select({
      bet: multipleBets,
      player: {
        uid: players.id,
        firstname: players.firstname,
        lastname: players.lastname,
        email: players.email,
      },
    })
    .from(multipleBets)
    .innerJoin(players, eq(players.id, multipleBets.playerId))
    .where(eq(multipleBets.status, 'ACCEPTED'))
    .orderBy(asc(multipleBets.placedAt), asc(multipleBets.ticketNumber))
    .limit(2000);
  if (held.length === 0) return [];
  const legs = await db
    .select({
      leg: multipleBetLegs,
      race: {
        uid: fixtures.id,
        venue: venues.code,
        venueName: venues.name,
        raceNumber: fixtures.raceNumber,
        startAt: fixtures.startAt,
      },
    })
    .from(multipleBetLegs)
    .innerJoin(fixtures, eq(fixtures.id, multipleBetLegs.fixtureId))
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .innerJoin(venues, eq(venues.code, meetings.venueCode))
    .where(
      inArray(
        multipleBetLegs.betId,
        held.map((row) => row.bet.id),
      ),
    )
    .orderBy(asc(multipleBetLegs.legIndex));

  const byMultiple = new Map<string, typeof held>();
  for (const row of held)
    byMultiple.set(row.bet.multipleId, [...(byMultiple.get(row.bet.multipleId) ?? []), row]);
  return [...byMultiple.values()].flatMap((rows) => {
    const first = rows[0] as (typeof held)[number];
    const ids = new Set(rows.map((row) => row.bet.id));
    const own = legs.filter((row) => ids.has(row.leg.betId));
    const partOf = (betId: string) =>
      (rows.find((row) => row.bet.id === betId)?.bet.eachWayPart ?? null) as EachWayPart | null;
    // A leg of the ticket: its win (or only) part, with the place part's price each-way.
    const indexes = [...new Set(own.map((row) => row.leg.legIndex))].sort((a, b) => a - b);
    const ordered = indexes.map((index) => {
      const parts = own.filter((row) => row.leg.legIndex === index);
      const place = parts.find((row) => partOf(row.leg.betId) === 'PLACE');
      const main = parts.find((row) => partOf(row.leg.betId) !== 'PLACE') ?? place;
      const { leg, race } = main as (typeof own)[number];
      return {
        leg: {
          ...legOf(leg, race),
          ...(place && main !== place
            ? { placeOdds: fromHundredths(place.leg.priceHundredths) }
            : {}),
        },
        startAt: race.startAt,
      };
    });
    const firstOff = [...ordered].sort((a, b) => a.startAt.getTime() - b.startAt.getTime())[0];
    if (!firstOff) return [];
    const payout = potentialPayoutPaise(
      rows.map(({ bet }) => ({
        stake: bet.stakePaise,
        part: bet.eachWayPart as EachWayPart | null,
        legs: own.filter((row) => row.leg.betId === bet.id).map((row) => row.leg.legIndex),
      })),
      own.map(({ leg }) => ({
        index: leg.legIndex,
        part: partOf(leg.betId),
        priceHundredths: leg.priceHundredths,
      })),
      first.bet.gstRateBp,
      first.bet.maxPayoutPaise,
    );
    const sum = (pick: (bet: (typeof held)[number]['bet']) => number) =>
      rows.reduce((total, row) => total + pick(row.bet), 0);
    return [
      {
        uid: first.bet.multipleId,
        ticketNumber: first.bet.multipleTicket,
        player: {
          uid: first.player.uid,
          name: `${first.player.firstname} ${first.player.lastname}`,
          email: first.player.email,
        },
        race: firstOff.leg.race,
        multipleKind: first.bet.kind as MultipleKind,
        eachWay: rows.some((row) => row.bet.eachWayPart !== null),
        legs: ordered.map((value) => value.leg),
        market: firstOff.leg.market,
        horseNo: firstOff.leg.horseNo,
        horse: firstOff.leg.horse,
        odds: firstOff.leg.odds,
        stake: paiseToRupees(sum((bet) => bet.stakePaise)),
        liability: paiseToRupees(payout - sum((bet) => bet.faceValuePaise)),
        placedAt: first.bet.placedAt.toISOString(),
      },
    ];
  });
}

function legOf(
  leg: { market: string; horseNumber: number; horseName: string; priceHundredths: number },
  race: { uid: string; venue: string; venueName: string; raceNumber: number; startAt: Date },
): ReviewLeg {
  return {
    race: {
      uid: race.uid,
      venue: race.venue,
      venueName: race.venueName,
      raceNumber: race.raceNumber,
      startDate: race.startAt.toISOString(),
    },
    market: leg.market as MarketType,
    horseNo: leg.horseNumber,
    horse: leg.horseName,
    odds: fromHundredths(leg.priceHundredths),
  };
}
