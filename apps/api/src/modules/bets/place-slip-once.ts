import { randomUUID } from 'node:crypto';
import {
  BET_MESSAGES,
  breakDownLine,
  DIGITAL_CHANNEL,
  OPEN_STATUSES,
  type BetSlipLine,
  type PlaceBetsResponse,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError, STATUS_BY_CODE } from '../../app-error';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { withRetries } from '../../db/with-retries';
import {
  ABANDONED_AFTER_MS,
  keyInFlight,
  keyReused,
  refusalBody,
  requestHashOf,
  type StoredAnswer,
} from '../../idempotency/run-idempotent';
import { houseAccountId, randomShard, type PlayerPocket } from '../../ledger/ledger-accounts';
import { databaseRefusal, LEDGER_REFUSALS } from '../../ledger/post-transfer';
import { isProtectionRefusal, refuseSlip } from '../protections/protection-refusal';
import { toHundredths } from '../races/prices';
import { RACE_BETTING_LOCK } from '../races/race-betting-lock';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { tradingError } from '../trading/trading-refusal';
import { walletOf } from '../wallet/get-wallet';
import { toPlacedBet, type BetRace, type PlacedBetFields } from './to-placed-bet';

/** The operation's name under an Idempotency-Key (a key cannot be replayed on another route). */
export const SLIP_SCOPE = 'betslip';
/** Namespace of the per-key advisory lock (the first key), apart from every other lock of ours. */
export const IDEMPOTENCY_KEY_LOCK = 7_240_313;

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
}

/** A slip line as place_bet_slip takes it: priced at the price the player saw, in paise. */
interface PricedLine {
  id: string;
  selection: string;
  fixture: string;
  market: string;
  horseNo: number;
  priceHundredths: number;
  stake: number;
  faceValue: number;
  cgst: number;
  sgst: number;
  roundOff: number;
  status: 'ACCEPTED' | 'CONFIRMED';
}

/** What place_bet_slip answers (migration 0008), with what place_bet_slip_once adds (0009). */
interface PlacedSlip {
  transferId: string;
  tickets: Record<string, string>;
  lines: (PricedLine & { participantId: string; horseName: string; fromDeposits: number })[];
  races: (BetRace & { id: string })[];
  balances: Record<PlayerPocket, string>;
  placedAt: string;
  gstRateBp: number;
}

/** A slip's stored answer: the placed slip, or the refusal (SQLSTATE and DETAIL) raised. */
type StoredSlipBody = { slip: PlacedSlip } | { refusal: string; detail: string };

type OnceResult =
  | { state: 'IN_FLIGHT' }
  | { state: 'STORED'; requestHash: string; status: number | null; body: unknown }
  | { state: 'ANSWERED'; status: number; body: StoredSlipBody };

const json = (detail: string) => JSON.parse(detail) as Record<string, unknown>;

/** The refusals place_bet_slip raises, by SQLSTATE, as the API answers them. */
export const SLIP_REFUSALS = {
  FB001: (detail) => new AppError('RACE_CLOSED', BET_MESSAGES.raceClosed, undefined, json(detail)),
  FB002: (detail) =>
    new AppError('CONFLICT', BET_MESSAGES.selectionUnavailable, undefined, json(detail)),
  FB003: (detail) => {
    const { prices, changed } = JSON.parse(detail) as Record<
      'prices' | 'changed',
      { selection: string; priceHundredths: number }[]
    >;
    const asOdds = (list: typeof prices) =>
      list.map(({ selection, priceHundredths }) => ({ selection, odds: priceHundredths / 100 }));
    return new AppError('ODDS_CHANGED', BET_MESSAGES.oddsChanged, undefined, {
      prices: asOdds(prices),
      changed: asOdds(changed),
    });
  },
  FB004: () => new AppError('INSUFFICIENT_FUNDS', BET_MESSAGES.insufficientBalance),
  [LEDGER_REFUSALS.insufficientFunds]: () =>
    new AppError('INSUFFICIENT_FUNDS', BET_MESSAGES.insufficientBalance),
} satisfies Record<string, (detail: string) => AppError>;
/** The HTTP status stored with each refusal, so a replay answers with it. */
export const REFUSAL_STATUSES = JSON.stringify({
  FB001: STATUS_BY_CODE.RACE_CLOSED,
  FB002: STATUS_BY_CODE.CONFLICT,
  FB003: STATUS_BY_CODE.ODDS_CHANGED,
  FB004: STATUS_BY_CODE.INSUFFICIENT_FUNDS,
  [LEDGER_REFUSALS.insufficientFunds]: STATUS_BY_CODE.INSUFFICIENT_FUNDS,
} satisfies Record<keyof typeof SLIP_REFUSALS, number>);

/**
 * Places a slip, all lines or none, at most once per Idempotency-Key, in one statement (one
 * round trip, one transaction; decisions 022 and 023). The lines are priced here with the
 * contract's slip arithmetic at the prices the player saw; the database's place_bet_slip_once
 * takes the key (409 while another request holds it; the stored answer once it committed),
 * and place_bet_slip checks the races by the server's clock and the prices under the races'
 * betting locks, debits the stake from the player's cash (deposits first, then winnings) to
 * the book, less the GST, which goes to the GST account, in one balanced transfer through
 * ledger_post_transfer, and stores the bets. The answer, or the refusal, is stored with the
 * key in the same transaction, and rendered into the reply here, on the first answer and on
 * every replay alike.
 */
export async function placeSlipOnce(
  db: Database,
  request: SlipRequest,
  rules: PlacementRules,
): Promise<StoredAnswer & { replayed: boolean }> {
  const requestHash = requestHashOf(SLIP_SCOPE, request.lines);
  const tax = await rules.findTaxRule(db, request.now);
  const priced = request.lines.map((line) => priceLine(line, tax.gstRateBp, rules));
  const shard = randomShard();
  const abandonedBefore = new Date(request.now.getTime() - ABANDONED_AFTER_MS);
  const result = await withRetries(async () => {
    try {
      const [row] = await queryRows<{ result: OnceResult }>(
        db,
        sql`select place_bet_slip_once(${request.playerId}::uuid, ${request.key}, ${SLIP_SCOPE},
          ${requestHash}, ${abandonedBefore.toISOString()}::timestamptz, ${IDEMPOTENCY_KEY_LOCK}::integer, ${REFUSAL_STATUSES}::jsonb,
          ${randomUUID()}::uuid, ${request.now.toISOString()}::timestamptz,
          ${JSON.stringify(priced)}::jsonb, ${tax.gstRateBp}::integer,
          ${houseAccountId('book', shard)}::uuid, ${houseAccountId('gst-payable', shard)}::uuid,
          ${RACE_BETTING_LOCK}::integer, ${`{${OPEN_STATUSES.join(',')}}`}::text[],
          ${DIGITAL_CHANNEL}) as result`,
      );
      return (row as { result: OnceResult }).result;
    } catch (error) {
      // The key was claimed meanwhile by a request to another route, which holds it.
      const refusal = databaseRefusal(error);
      if (refusal?.code === 'FI001') throw keyInFlight();
      // A protection refused the slip (limit, time-out, self-exclusion): nothing of it is kept,
      // not even the key, so a retry is checked afresh (decision 033).
      if (refusal && isProtectionRefusal(refusal.code))
        throw await refuseSlip(db, request.playerId, refusal, request.now);
      // A suspended runner or market, or a liability limit: nothing kept either (decision 035).
      const trading = refusal && tradingError(refusal.code, refusal.detail);
      if (trading) throw trading;
      throw error;
    }
  });

  switch (result.state) {
    case 'IN_FLIGHT':
      throw keyInFlight();
    case 'STORED':
      if (result.requestHash !== requestHash) throw keyReused();
      // A claim of another route's request, not answered yet.
      if (result.status === null) throw keyInFlight();
      return { ...renderSlipAnswer(result.status, result.body), replayed: true };
    case 'ANSWERED':
      return { ...renderSlipAnswer(result.status, result.body), replayed: false };
  }
}

/** A slip line as place_bet_slip takes it (also used by `npm run bench:bets`). */
export function priceLine(
  line: BetSlipLine,
  gstRateBp: number,
  rules: Pick<PlacementRules, 'reviewLiabilityPaise'>,
): PricedLine {
  const priceHundredths = toHundredths(line.odds);
  const split = breakDownLine(line.ticketPrice * 100, priceHundredths, gstRateBp);
  const liability = split.potentialPayoutPaise - split.faceValuePaise;
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
    status: liability > rules.reviewLiabilityPaise ? 'ACCEPTED' : 'CONFIRMED',
  };
}

/**
 * The reply for a stored answer. A placed slip renders as the spec's placed bets and the
 * wallet after the debit; a refusal as the error it was. Answers stored already rendered (by
 * the route before decision 023) are replayed as they are.
 */
function renderSlipAnswer(status: number, body: unknown): StoredAnswer {
  if (typeof body !== 'object' || body === null) return { status, body };
  if ('refusal' in body) {
    const { refusal, detail } = body as { refusal: string; detail: string };
    const refuse = (SLIP_REFUSALS as Record<string, (detail: string) => AppError>)[refusal];
    return refuse ? { status, body: refusalBody(refuse(detail)) } : { status, body };
  }
  if (!('slip' in body)) return { status, body };
  const slip = (body as { slip: PlacedSlip }).slip;
  const races = new Map(slip.races.map((race) => [race.id, race]));
  const reply: PlaceBetsResponse = {
    message: BET_MESSAGES.success,
    bets: slip.lines.map((line) =>
      toPlacedBet(
        betRowOf(slip, line),
        races.get(line.fixture) ?? { venueName: '', raceName: '', raceNumber: 0 },
      ),
    ),
    wallet: walletOf({
      'cash-deposits': BigInt(slip.balances['cash-deposits']),
      'cash-winnings': BigInt(slip.balances['cash-winnings']),
      bonus: BigInt(slip.balances.bonus),
    }),
  };
  return { status, body: reply };
}

function betRowOf(slip: PlacedSlip, line: PlacedSlip['lines'][number]): PlacedBetFields {
  return {
    id: line.id,
    placedAt: new Date(slip.placedAt),
    ticketNumber: slip.tickets[line.id] ?? '',
    status: line.status,
    stakePaise: line.stake,
    fixtureId: line.fixture,
    horseNumber: line.horseNo,
    horseName: line.horseName,
    market: line.market,
    priceHundredths: line.priceHundredths,
    deductionBp: null,
    gstRateBp: slip.gstRateBp,
    faceValuePaise: line.faceValue,
    cgstPaise: line.cgst,
    sgstPaise: line.sgst,
    totalWinPaise: null,
    tdsPaise: null,
    payoutPaise: null,
  };
}
