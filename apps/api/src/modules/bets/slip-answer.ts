import { BET_MESSAGES, type PlaceBetsResponse } from '@furlong/contract';
import { AppError } from '../../app-error';
import type { PricedLine, StoredRefusalCode } from '../../db/functions/contract';
import { refusalBody, type StoredAnswer } from '../../idempotency/run-idempotent';
import type { PlayerPocket } from '../../ledger/ledger-accounts';
import { LEDGER_REFUSALS } from '../../ledger/post-transfer';
import { walletOf } from '../wallet/get-wallet';
import { toPlacedBet, type BetRace, type PlacedBetFields } from './to-placed-bet';

/** What place_bet_slip answers, with what place_bet_slip_once adds (placedAt, gstRateBp). */
interface PlacedSlip {
  transferId: string;
  tickets: Record<string, string>;
  lines: (PricedLine & { participantId: string; horseName: string; fromDeposits: number })[];
  races: (BetRace & { id: string })[];
  balances: Record<PlayerPocket, string>;
  placedAt: string;
  gstRateBp: number;
}

const json = (detail: string) => JSON.parse(detail) as Record<string, unknown>;

/**
 * The refusals place_bet_slip raises and the key stores, by SQLSTATE, as the API answers them:
 * exactly the refusal table's `keeps: 'ANSWER'` rows (db/functions/contract.ts).
 */
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
} satisfies Record<StoredRefusalCode, (detail: string) => AppError>;

const refusalOf = (body: { refusal: string; detail: string }): AppError | undefined =>
  (SLIP_REFUSALS as Record<string, ((detail: string) => AppError) | undefined>)[body.refusal]?.(
    body.detail,
  );

const isSlip = (body: unknown): body is { slip: PlacedSlip } =>
  typeof body === 'object' && body !== null && 'slip' in body;
const isRefusal = (
  body: unknown,
): body is { refusal: string; detail: string; requestId?: string } =>
  typeof body === 'object' && body !== null && 'refusal' in body;

/**
 * A stored slip answer's HTTP status, decided here from what it is: a placed slip is 201, a
 * refusal the status of its error. An answer stored already rendered (before decision 023)
 * carries its own. Null: nothing answered under the key yet (a claim of an older version).
 */
export function slipAnswerStatus(status: number | null, body: unknown): number | null {
  if (isSlip(body)) return 201;
  if (isRefusal(body)) return refusalOf(body)?.statusCode ?? status;
  return status;
}

/**
 * The reply for a stored answer, the first time and on every replay alike. A placed slip
 * renders as the spec's placed bets and the wallet after the debit; a refusal as the error it
 * was. Answers stored already rendered are replayed as they are.
 */
export function renderSlipAnswer(status: number, body: unknown): StoredAnswer {
  if (isRefusal(body)) {
    const refusal = refusalOf(body);
    return refusal
      ? { status: refusal.statusCode, body: refusalBody(refusal, body.requestId) }
      : { status, body };
  }
  if (!isSlip(body)) return { status, body };
  const slip = body.slip;
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
  return { status: 201, body: reply };
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
