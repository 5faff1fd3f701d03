import type { PlaceMultipleRequest } from '@furlong/contract';
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
export async function placeMultipleOnce(
  db: Database,
  request: MultipleRequest,
  rules: MultipleRules,
): Promise<IdempotentAnswer> {
  const tax = await rules.findTaxRule(db, request.now);
  const legs = legPartsOf(request.body);
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
