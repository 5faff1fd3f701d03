import { randomUUID } from 'node:crypto';
import {
  BET_MESSAGES,
  breakDownLine,
  DIGITAL_CHANNEL,
  OPEN_STATUSES,
  type BetSlipLine,
  type Wallet,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { houseAccountId, randomShard, type PlayerPocket } from '../../ledger/ledger-accounts';
import { databaseRefusal, LEDGER_REFUSALS } from '../../ledger/post-transfer';
import { toHundredths } from '../races/prices';
import { RACE_BETTING_LOCK } from '../races/race-betting-lock';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { walletOf } from '../wallet/get-wallet';
import type { bets } from './bets.schema';
import type { BetRace } from './to-placed-bet';

export type BetRow = typeof bets.$inferSelect;

export interface PlacementRules {
  /**
   * A bet whose liability at the shown price (what the book loses if it wins: face value x
   * price) exceeds this waits, ACCEPTED, for a trader; the rest are CONFIRMED at once.
   */
  reviewLiabilityPaise: number;
  /** The tax rule in force at an instant (cached on the hot path). */
  findTaxRule: TaxRuleLookup;
}

export interface PlacedSlip {
  bets: BetRow[];
  races: Map<string, BetRace>;
  /** The player's wallet after the debit, from the balances locked for it. */
  wallet: Wallet;
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

/** What place_bet_slip answers (migration 0008). */
interface SlipOutcome {
  transferId: string;
  tickets: Record<string, string>;
  lines: (PricedLine & { participantId: string; horseName: string; fromDeposits: number })[];
  races: (BetRace & { id: string })[];
  balances: Record<PlayerPocket, string>;
}

/** The refusals place_bet_slip raises (SQLSTATE and DETAIL), as the API answers them. */
const SLIP_REFUSALS: Record<string, (detail: string) => AppError> = {
  FB001: (detail) =>
    new AppError(
      'RACE_CLOSED',
      BET_MESSAGES.raceClosed,
      undefined,
      JSON.parse(detail) as Record<string, unknown>,
    ),
  FB002: (detail) =>
    new AppError(
      'CONFLICT',
      BET_MESSAGES.selectionUnavailable,
      undefined,
      JSON.parse(detail) as Record<string, unknown>,
    ),
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
};

/**
 * Places a slip, all lines or none, inside the caller's transaction, in one round trip: the
 * lines are priced here with the contract's slip arithmetic at the prices the player saw, and
 * the database's place_bet_slip (decision 022) checks the races by the server's clock and the
 * prices under the races' betting locks, debits the stake from the player's cash (deposits
 * first, then winnings) to the book, less the GST, which goes to the GST account, in one
 * balanced transfer through ledger_post_transfer, and stores the bets.
 */
export async function placeBets(
  tx: Transaction,
  playerId: string,
  lines: BetSlipLine[],
  now: Date,
  rules: PlacementRules,
): Promise<PlacedSlip> {
  const tax = await rules.findTaxRule(tx, now);
  const priced = lines.map((line): PricedLine => {
    const priceHundredths = toHundredths(line.odds);
    const split = breakDownLine(line.ticketPrice * 100, priceHundredths, tax.gstRateBp);
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
      status:
        split.potentialPayoutPaise - split.faceValuePaise > rules.reviewLiabilityPaise
          ? 'ACCEPTED'
          : 'CONFIRMED',
    };
  });
  const slipId = randomUUID();
  const shard = randomShard();
  let outcome: SlipOutcome;
  try {
    const [row] = await queryRows<{ outcome: SlipOutcome }>(
      tx,
      sql`select place_bet_slip(${playerId}::uuid, ${slipId}::uuid, ${now.toISOString()}::timestamptz, ${JSON.stringify(priced)}::jsonb,
        ${tax.gstRateBp}::integer, ${houseAccountId('book', shard)}::uuid, ${houseAccountId('gst-payable', shard)}::uuid,
        ${RACE_BETTING_LOCK}::integer, ${`{${OPEN_STATUSES.join(',')}}`}::text[], ${DIGITAL_CHANNEL}) as outcome`,
    );
    outcome = (row as { outcome: SlipOutcome }).outcome;
  } catch (error) {
    const refusal = databaseRefusal(error);
    const refuse = refusal && SLIP_REFUSALS[refusal.code];
    if (refuse && refusal) throw refuse(refusal.detail);
    throw error;
  }

  const placed = outcome.lines.map((line): BetRow => ({
    id: line.id,
    ticketNumber: outcome.tickets[line.id] as string,
    playerId,
    slipId,
    fixtureId: line.fixture,
    selectionId: line.selection,
    participantId: line.participantId,
    market: line.market,
    horseNumber: line.horseNo,
    horseName: line.horseName,
    priceHundredths: line.priceHundredths,
    stakePaise: line.stake,
    faceValuePaise: line.faceValue,
    cgstPaise: line.cgst,
    sgstPaise: line.sgst,
    roundOffPaise: line.roundOff,
    gstRateBp: tax.gstRateBp,
    stakeFromDepositsPaise: line.fromDeposits,
    stakeFromWinningsPaise: line.stake - line.fromDeposits,
    status: line.status,
    placedAt: now,
    stakeTransferId: outcome.transferId,
    totalWinPaise: null,
    tdsPaise: null,
    payoutPaise: null,
    deductionBp: null,
    settledAt: null,
    settlementTransferId: null,
  }));
  const races = new Map(
    outcome.races.map(({ id, venueName, raceName, raceNumber }) => [
      id,
      { venueName, raceName, raceNumber },
    ]),
  );
  const wallet = walletOf({
    'cash-deposits': BigInt(outcome.balances['cash-deposits']),
    'cash-winnings': BigInt(outcome.balances['cash-winnings']),
    bonus: BigInt(outcome.balances.bonus),
  });
  return { bets: placed, races, wallet };
}
