import { randomUUID } from 'node:crypto';
import {
  betLiabilityPaise,
  breakDownLine,
  DIGITAL_CHANNEL,
  OPEN_STATUSES,
  type BetSlipLine,
} from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import { requestHashOf } from '../../idempotency/run-idempotent';
import { houseAccountId, randomShard } from '../../ledger/ledger-accounts';
import { toHundredths } from '../races/prices';
import type { BetSlipContext, PricedLine } from '../../db/functions/contract';
import { RACE_BETTING_LOCK } from '../races/race-betting-lock';

/** The operation's name under an Idempotency-Key (a key cannot be replayed on another route). */
export const SLIP_SCOPE = 'betslip';

export interface SlipToPlace {
  playerId: string;
  key: string;
  lines: BetSlipLine[];
  now: Date;
  /** The HTTP request's id (request.id). */
  requestId: string;
}

/** The context of a slip whose lines are priced; the house shards are chosen at random. */
export function slipContextOf(
  request: SlipToPlace,
  priced: PricedLine[],
  gstRateBp: number,
): BetSlipContext {
  const shard = randomShard();
  return {
    player: request.playerId,
    key: request.key,
    scope: SLIP_SCOPE,
    request_hash: requestHashOf(SLIP_SCOPE, request.lines),
    slip: randomUUID(),
    placed_at: request.now.toISOString(),
    lines: priced,
    gst_rate_bp: gstRateBp,
    book_account: houseAccountId('book', shard),
    gst_account: houseAccountId('gst-payable', shard),
    betting_lock: RACE_BETTING_LOCK,
    open_statuses: OPEN_STATUSES,
    channel: DIGITAL_CHANNEL,
    request_id: request.requestId,
  };
}

/** The one statement that places a batch of slips: one jsonb parameter, read as the typed array. */
export const placeSlipsStatement = (slips: BetSlipContext[]): SQL =>
  sql`select place_bet_slip_once(array(select s from jsonb_populate_recordset(null::bet_slip_context, ${JSON.stringify(slips)}::jsonb) as s)) as answers`;

/** A slip line as place_bet_slip takes it (also used by `npm run bench:bets`). */
export function priceLine(
  line: BetSlipLine,
  gstRateBp: number,
  reviewLiabilityPaise: number,
): PricedLine {
  const priceHundredths = toHundredths(line.odds);
  const split = breakDownLine(line.ticketPrice * 100, priceHundredths, gstRateBp);
  // The liability the limits and the exposure count (bet_liability_paise), compared with the
  // review line, so the review queue shows the figure the bet was held for.
  const liability = betLiabilityPaise(split.ticketPaise, priceHundredths, gstRateBp);
  return {
    id: randomUUID(),
    // Lower case, as the database writes uuids: the reply's races are keyed by theirs.
    selection: line.selection.toLowerCase(),
    fixture: line.sportFixture.toLowerCase(),
    market: line.market,
    horseNo: line.horseNo,
    priceHundredths,
    stake: split.ticketPaise,
    faceValue: split.faceValuePaise,
    cgst: split.cgstPaise,
    sgst: split.sgstPaise,
    roundOff: split.roundOffPaise,
    status: liability > reviewLiabilityPaise ? 'ACCEPTED' : 'CONFIRMED',
    ...(line.counterOffer ? { counterOffer: line.counterOffer.toLowerCase() } : {}),
  };
}
