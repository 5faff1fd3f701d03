import type { BetSlipLine } from '@furlong/contract';
import type { Database } from '../../db/client';
import { keyInFlight, keyReused, type IdempotentAnswer } from '../../idempotency/run-idempotent';
import { isStateRefusal, stateNotLiveError } from '../legal/state-refusal';
import { isProtectionRefusal, refuseSlip } from '../protections/protection-refusal';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { tradingError } from '../trading/trading-refusal';
import { renderSlipAnswer, slipAnswerStatus } from './slip-answer';
import type { SlipBatcher } from './slip-batcher';
import { priceLine, slipContextOf } from './slip-context';

export { SLIP_REFUSALS } from './slip-answer';
export { SLIP_SCOPE } from './slip-context';

export interface PlacementRules {
  /**
   * A bet whose liability at the shown price (what the book loses if it wins: face value x
   * price) exceeds this waits, ACCEPTED, for a trader; the rest are CONFIRMED at once.
   */
  reviewLiabilityPaise: number;
  /** The tax rule in force at an instant (cached on the hot path). */
  findTaxRule: TaxRuleLookup;
}

export interface SlipRequest {
  playerId: string;
  key: string;
  lines: BetSlipLine[];
  now: Date;
  /** The HTTP request's id, kept with a stored refusal (decision 048). */
  requestId: string;
}

/**
 * Places a slip, all lines or none, at most once per Idempotency-Key (decisions 022, 023, 041).
 * The lines are priced here with the contract's slip arithmetic at the prices the player saw;
 * the slip joins a batch (slip-batcher.ts), and the database's place_bet_slip_once holds its key
 * (409 while another request holds it; the stored answer once it committed), and place_bet_slip
 * checks the races by the server's clock and the prices under the races' betting locks, debits
 * the stake from the player's cash (deposits first, then winnings) to the book, less the GST,
 * which goes to the GST account, in one balanced transfer through ledger_post_transfer, and
 * stores the bets. The answer, or the refusal, is stored with the key in the same transaction,
 * and rendered into the reply here, with its HTTP status, on the first answer and on every
 * replay alike.
 */
export async function placeSlipOnce(
  db: Database,
  batcher: SlipBatcher,
  request: SlipRequest,
  rules: PlacementRules,
): Promise<IdempotentAnswer> {
  const tax = await rules.findTaxRule(db, request.now);
  const priced = request.lines.map((line) =>
    priceLine(line, tax.gstRateBp, rules.reviewLiabilityPaise),
  );
  const context = slipContextOf(request, priced, tax.gstRateBp);
  const outcome = await batcher.place(context);

  switch (outcome.state) {
    case 'IN_FLIGHT':
      throw keyInFlight();
    case 'STORED': {
      if (outcome.requestHash !== context.request_hash) throw keyReused();
      const status = slipAnswerStatus(outcome.status, outcome.body);
      // An older version's claim, never answered.
      if (status === null) throw keyInFlight();
      return { ...renderSlipAnswer(status, outcome.body), replayed: true };
    }
    case 'ANSWERED':
      return { ...renderSlipAnswer(201, outcome.body), replayed: false };
    case 'UNSTORED': {
      const refusal = { code: outcome.refusal, detail: outcome.detail };
      // The key was claimed meanwhile by a request of an older version, which holds it.
      if (refusal.code === 'FI001') throw keyInFlight();
      // The player's state is not LIVE (decision 063): nothing kept, so a retry once it is
      // LIVE again is checked afresh.
      if (isStateRefusal(refusal.code)) throw stateNotLiveError(refusal.detail);
      // A protection refused the slip (limit, time-out, self-exclusion): nothing of it is kept,
      // not even the key, so a retry is checked afresh (decision 033).
      if (isProtectionRefusal(refusal.code))
        throw await refuseSlip(db, request.playerId, refusal, request.now);
      // A suspended runner or market, or a liability limit: nothing kept either (decision 035).
      const trading = tradingError(refusal.code, refusal.detail);
      if (trading) throw trading;
      throw new Error(`unexpected slip refusal ${refusal.code}`);
    }
  }
}
