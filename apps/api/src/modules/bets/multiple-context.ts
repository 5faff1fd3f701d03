import { randomUUID } from 'node:crypto';
import {
  breakDownLine,
  DIGITAL_CHANNEL,
  multipleLegSets,
  OPEN_STATUSES,
  type PlaceMultipleRequest,
} from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import { requestHashOf } from '../../idempotency/run-idempotent';
import { houseAccountId, randomShard } from '../../ledger/ledger-accounts';
import { toHundredths } from '../races/prices';
import type {
  EachWayPart,
  LegPart,
  MultipleContext,
  PricedMultipleBet,
} from '../../db/functions/contract';
import { RACE_BETTING_LOCK } from '../races/race-betting-lock';

/** The operation's name under an Idempotency-Key. */
export const MULTIPLE_SCOPE = 'multiple';

export interface MultipleToPlace {
  playerId: string;
  key: string;
  body: PlaceMultipleRequest;
  now: Date;
  requestId: string;
}

/** The legs' parts: one per leg, or a WIN and a PLACE part each-way. */
export function legPartsOf(body: PlaceMultipleRequest): LegPart[] {
  return body.legs.flatMap((leg, index): LegPart[] => {
    const fixture = leg.sportFixture.toLowerCase();
    const named = leg.selection.toLowerCase();
    if (!body.eachWay)
      return [
        {
          index,
          part: null,
          fixture,
          named,
          selection: named,
          market: leg.market,
          priceHundredths: toHundredths(leg.odds),
        },
      ];
    return [
      {
        index,
        part: 'WIN' as const,
        fixture,
        named,
        selection: named,
        market: 'WIN',
        priceHundredths: toHundredths(leg.odds),
      },
      {
        index,
        part: 'PLACE' as const,
        fixture,
        named,
        selection: null,
        market: 'PLACE',
        priceHundredths: toHundredths(leg.placeOdds ?? leg.odds),
      },
    ];
  });
}

/**
 * Every bet of the multiple at the unit stake, with the GST split per bet (breakDownLine, the
 * slip's arithmetic); a Kenchi's smaller combinations first, each-way the win part of each
 * combination before its place part.
 */
export function priceMultipleBets(
  body: PlaceMultipleRequest,
  gstRateBp: number,
): PricedMultipleBet[] {
  const parts: (EachWayPart | null)[] = body.eachWay ? ['WIN', 'PLACE'] : [null];
  const split = breakDownLine(body.unitStake * 100, 0, gstRateBp);
  return multipleLegSets(body.kind, body.legs.length)
    .flatMap((legs) =>
      parts.map((part) => ({
        id: randomUUID(),
        number: 0,
        part,
        legs,
        stake: split.ticketPaise,
        faceValue: split.faceValuePaise,
        cgst: split.cgstPaise,
        sgst: split.sgstPaise,
        roundOff: split.roundOffPaise,
      })),
    )
    .map((bet, index) => ({ ...bet, number: index + 1 }));
}

/**
 * What the multiple pays if every leg wins, in paise: per bet, face value x the product of its
 * legs' (1 + odds) (exactly, floored once), capped at capPaise; summed over the bets.
 */
export function potentialPayoutPaise(
  bets: readonly Pick<PricedMultipleBet, 'stake' | 'legs' | 'part'>[],
  legs: readonly Pick<LegPart, 'index' | 'part' | 'priceHundredths'>[],
  gstRateBp: number,
  capPaise: number,
): number {
  let total = 0n;
  for (const bet of bets) {
    let numerator = BigInt(bet.stake) * 10_000n;
    let denominator = 10_000n + BigInt(gstRateBp);
    for (const index of bet.legs) {
      const leg = legs.find((part) => part.index === index && part.part === bet.part);
      numerator *= 100n + BigInt(leg?.priceHundredths ?? 0);
      denominator *= 100n;
    }
    const payout = numerator / denominator;
    total += payout < BigInt(capPaise) ? payout : BigInt(capPaise);
  }
  return Number(total);
}

export function multipleContextOf(
  request: MultipleToPlace,
  priced: {
    legs: LegPart[];
    bets: PricedMultipleBet[];
    status: 'ACCEPTED' | 'CONFIRMED';
    potentialPayoutPaise: number;
    maxPayoutPaise: number;
  },
  gstRateBp: number,
): MultipleContext {
  const shard = randomShard();
  return {
    player: request.playerId,
    key: request.key,
    scope: MULTIPLE_SCOPE,
    request_hash: requestHashOf(MULTIPLE_SCOPE, request.body),
    multiple: randomUUID(),
    placed_at: request.now.toISOString(),
    kind: request.body.kind,
    status: priced.status,
    potential_payout_paise: priced.potentialPayoutPaise,
    max_payout_paise: priced.maxPayoutPaise,
    legs: priced.legs,
    bets: priced.bets,
    gst_rate_bp: gstRateBp,
    book_account: houseAccountId('book', shard),
    gst_account: houseAccountId('gst-payable', shard),
    betting_lock: RACE_BETTING_LOCK,
    open_statuses: OPEN_STATUSES,
    channel: DIGITAL_CHANNEL,
    request_id: request.requestId,
    counter_offer: request.body.counterOffer?.toLowerCase() ?? null,
  };
}

/** The one statement that places a multiple: one jsonb parameter, read as the typed context. */
export const placeMultipleStatement = (context: MultipleContext): SQL =>
  sql`select place_multiple_once(jsonb_populate_record(null::multiple_context, ${JSON.stringify(context)}::jsonb)) as outcome`;
