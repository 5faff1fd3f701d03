import {
  indiaDayBounds,
  indiaDayOf,
  type AdjustmentRequest,
  type MoneyMovedResponse,
} from '@furlong/contract';
import type { Transaction } from '../../db/client';
import { adjustPlayerBalance, type PlayerAdjustment } from './adjust-player-balance';
import { findMovedAlone, lockOperatorForMoneyMove } from './hand-money.queries';
import { recordRetailCashIn, type RetailCashIn } from './record-retail-cash-in';
import { requestAdjustment } from './request-adjustment';

/** The limits on money one operator moves alone in one India day (decision 046), in paise. */
export interface HandMoneyLimits {
  /** ADJUSTMENT_APPROVAL_RUPEES: to one player, credits and debits each. */
  perPlayerPaise: bigint;
  /** OPERATOR_DAILY_APPROVAL_RUPEES: over all players, both ways together; 0 is off. */
  perOperatorPaise: bigint;
}

/** Which limit sent a request to a second operator: kept in the request's audit. */
export type ApprovalLimit = 'PLAYER_DAY' | 'OPERATOR_DAY';

export type HandMoneyAnswer =
  { status: 201; body: MoneyMovedResponse } | { status: 202; body: AdjustmentRequest };

/**
 * Maker-checker that cannot be split around (decisions 026 and 046): what this operator moved
 * alone today, plus this move, is held to the limits; the move that would pass one only asks
 * (202) and a second operator moves the money. Counted with the operator's row locked, in the
 * transaction that moves the money, so parallel requests are counted one after the other.
 */
async function limitPassed(
  tx: Transaction,
  move: { operatorId: string; playerId: string; amountPaise: bigint; now: Date },
  limits: HandMoneyLimits,
): Promise<ApprovalLimit | null> {
  await lockOperatorForMoneyMove(tx, move.operatorId);
  const moved = await findMovedAlone(
    tx,
    move.operatorId,
    move.playerId,
    indiaDayBounds(indiaDayOf(move.now)),
  );
  const isCredit = move.amountPaise > 0n;
  const paise = isCredit ? move.amountPaise : -move.amountPaise;
  const toPlayer = isCredit ? moved.playerCreditsPaise : moved.playerDebitsPaise;
  if (toPlayer + paise > limits.perPlayerPaise) return 'PLAYER_DAY';
  const isOperatorLimitOn = limits.perOperatorPaise > 0n;
  if (isOperatorLimitOn && moved.allPlayersPaise + paise > limits.perOperatorPaise)
    return 'OPERATOR_DAY';
  return null;
}

/** An adjustment by hand: moved now (201), or asked of a second operator (202). */
export async function adjustOrAsk(
  tx: Transaction,
  adjustment: PlayerAdjustment,
  limits: HandMoneyLimits,
  now: Date,
): Promise<HandMoneyAnswer> {
  const limit = await limitPassed(tx, { ...adjustment, now }, limits);
  if (limit === null) return { status: 201, body: await adjustPlayerBalance(tx, adjustment) };
  return {
    status: 202,
    body: await requestAdjustment(tx, {
      ...adjustment,
      kind: 'ADJUSTMENT',
      reference: null,
      limit,
    }),
  };
}

/** A retail cash-in: credited now (201), or asked of a second operator (202). */
export async function cashInOrAsk(
  tx: Transaction,
  cashIn: RetailCashIn,
  limits: HandMoneyLimits,
  now: Date,
): Promise<HandMoneyAnswer> {
  const limit = await limitPassed(tx, { ...cashIn, now }, limits);
  if (limit === null) return { status: 201, body: await recordRetailCashIn(tx, cashIn) };
  return {
    status: 202,
    body: await requestAdjustment(tx, {
      ...cashIn,
      kind: 'RETAIL_CASH_IN',
      pocket: 'cash',
      reason: `Retail cash-in, receipt ${cashIn.reference}`,
      limit,
    }),
  };
}
