import type { PlaceMultipleRequest } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { withRetries } from '../../db/with-retries';
import type { IdempotentAnswer } from '../../idempotency/run-idempotent';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { MULTIPLE_ANSWERS } from './multiple-answer';
import {
  legPartsOf,
  multipleContextOf,
  placeMultipleStatement,
  potentialPayoutPaise,
  priceMultipleBets,
} from './multiple-context';
import { replyForOutcome } from './placement-outcome';
import type { SlipOutcome } from './slip-batcher';

export interface MultipleRules {
  /** A multiple whose potential payout is over this waits, ACCEPTED, for a trader. */
  reviewPayoutPaise: number;
  /** No bet of a multiple returns more than this. */
  maxPayoutPaise: number;
  findTaxRule: TaxRuleLookup;
}

export interface MultipleRequest {
  playerId: string;
  key: string;
  body: PlaceMultipleRequest;
  now: Date;
  requestId: string;
}

/**
 * Places a multiple, all its bets or none, at most once per Idempotency-Key (decision 061). Its
 * bets are priced here at the unit stake with the GST rule in force and its legs at the prices
 * the player saw; place_multiple_once holds the key, and place_multiple checks each leg's race
 * and price under the races' betting locks as a slip's, applies the player's protections to the
 * ticket price, and debits it in one balanced transfer (deposits first; face value and round-off
 * to the book, CGST + SGST to GST). The answer is stored with the key and replayed alike.
 */
/**
 * An each-way leg sent without the Place price the player saw (`placeOdds` is optional in the
 * issue's body) is struck at its runner's Place price of the moment, which place_multiple then
 * checks under the race's lock like any other price. The request as sent (and hashed) is unchanged.
 */
async function withPlacePricesShown(
  db: Database,
  body: PlaceMultipleRequest,
): Promise<PlaceMultipleRequest> {
  const missing = body.eachWay ? body.legs.filter((leg) => leg.placeOdds === undefined) : [];
  if (missing.length === 0) return body;
  const rows = await queryRows<{ named: string; price_hundredths: number | null }>(
    db,
    sql`SELECT named.id AS named, place.price_hundredths
      FROM selections named
      JOIN selections place ON place.participant_id = named.participant_id
      JOIN markets mk ON mk.id = place.market_id AND mk.type = 'PLACE'
      WHERE named.id IN ${missing.map((leg) => leg.selection.toLowerCase())}`,
  );
  const placePrice = new Map(rows.map((row) => [row.named, row.price_hundredths]));
  return {
    ...body,
    legs: body.legs.map((leg) => {
      const shown = placePrice.get(leg.selection.toLowerCase());
      return leg.placeOdds !== undefined || shown == null
        ? leg
        : { ...leg, placeOdds: shown / 100 };
    }),
  };
}

export async function placeMultipleOnce(
  db: Database,
  request: MultipleRequest,
  rules: MultipleRules,
): Promise<IdempotentAnswer> {
  const tax = await rules.findTaxRule(db, request.now);
  const legs = legPartsOf(await withPlacePricesShown(db, request.body));
  const bets = priceMultipleBets(request.body, tax.gstRateBp);
  const potential = potentialPayoutPaise(bets, legs, tax.gstRateBp, rules.maxPayoutPaise);
  const context = multipleContextOf(
    request,
    {
      legs,
      bets,
      potentialPayoutPaise: potential,
      maxPayoutPaise: rules.maxPayoutPaise,
      status: potential > rules.reviewPayoutPaise ? 'ACCEPTED' : 'CONFIRMED',
    },
    tax.gstRateBp,
  );
  const outcome = await withRetries(async () => {
    const [row] = await queryRows<{ outcome: SlipOutcome }>(db, placeMultipleStatement(context));
    return (row as { outcome: SlipOutcome }).outcome;
  });
  return replyForOutcome(
    db,
    outcome,
    { playerId: request.playerId, requestHash: context.request_hash, now: request.now },
    MULTIPLE_ANSWERS,
  );
}
