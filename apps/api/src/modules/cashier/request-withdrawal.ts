import { randomUUID } from 'node:crypto';
import {
  CASHIER_MESSAGES,
  indiaDayBounds,
  indiaDayOf,
  KYC_UPLOAD_PATH,
  paiseToRupees,
  rupeesToPaise,
  WITHDRAWAL_LIMITS,
  type WithdrawBody,
} from '@furlong/contract';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { houseAccountId, lockPocketsOfPlayer, randomShard } from '../../ledger/ledger-accounts';
import { findOwedPaise } from '../../ledger/find-owed';
import { postTransfer } from '../../ledger/post-transfer';
import { refuseHeldWithdrawal } from '../aml/withdrawal-hold';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { lockPlayer } from '../customers/customers.queries';
import { findWinningsUnderCorrection } from '../settlement/find-winnings-under-correction';
import { findOwnBeneficiary } from './beneficiaries.queries';
import { withdrawals } from './cashier.schema';
import { withdrawnInWindow, type WithdrawalView } from './withdrawals.queries';

export interface WithdrawalRequest {
  playerId: string;
  body: WithdrawBody;
  now: Date;
  /** Above this a withdrawal waits for an operator (REVIEW) before it goes to the provider. */
  reviewAbovePaise: bigint;
  ip: string;
  /** Who asked: the player, or an operator paying out a closing state (decision 063). */
  requestedBy?: AuditActor;
}

const DAILY_MAX_PAISE = BigInt(rupeesToPaise(WITHDRAWAL_LIMITS.maxPerDayRupees));

/**
 * Phase one of a withdrawal, inside the caller's (idempotent) transaction: check the rules
 * with the player row and pockets locked, then hold the amount (winnings → payout clearing).
 * The player lock serialises one player's withdrawals, so parallel requests cannot pass the
 * daily limits together; the guarded pocket update makes overspending impossible anyway.
 */
export async function requestWithdrawal(
  tx: Transaction,
  request: WithdrawalRequest,
): Promise<WithdrawalView> {
  const { playerId, body, now } = request;
  const player = await lockPlayer(tx, playerId);
  if (!player) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  await refuseHeldWithdrawal(tx, playerId);
  if (player.kycStatus !== 'VERIFIED') {
    throw new AppError(
      'KYC_REQUIRED',
      player.kycStatus === 'PENDING' ? CASHIER_MESSAGES.kycPending : CASHIER_MESSAGES.kycRequired,
      undefined,
      { kycStatus: player.kycStatus, link: KYC_UPLOAD_PATH },
    );
  }
  const beneficiary = await findOwnBeneficiary(tx, playerId, body.beneficiaryId);
  if (!beneficiary) {
    throw new AppError('VALIDATION_FAILED', CASHIER_MESSAGES.selectBeneficiary, [
      { path: 'beneficiaryId', message: CASHIER_MESSAGES.selectBeneficiary },
    ]);
  }
  const amountPaise = BigInt(rupeesToPaise(body.amount));

  const { start, end } = indiaDayBounds(indiaDayOf(now));
  const today = await withdrawnInWindow(tx, playerId, start, end);
  if (today.count >= WITHDRAWAL_LIMITS.maxPerDay) {
    throw new AppError('LIMIT_EXCEEDED', CASHIER_MESSAGES.dailyCountLimit, undefined, {
      limit: 'DAILY_COUNT',
    });
  }
  if (today.paise + amountPaise > DAILY_MAX_PAISE) {
    throw new AppError('LIMIT_EXCEEDED', CASHIER_MESSAGES.dailyAmountLimit, undefined, {
      limit: 'DAILY_AMOUNT',
      remaining: paiseToRupees(DAILY_MAX_PAISE - today.paise),
    });
  }

  const { accounts, balances } = await lockPocketsOfPlayer(tx, playerId);
  // A debt is recorded only with the pockets locked (settlement-transfers.ts), so this read
  // is current: money that is owed never leaves.
  const owedPaise = await findOwedPaise(tx, playerId);
  if (owedPaise > 0n) {
    throw new AppError('INSUFFICIENT_FUNDS', CASHIER_MESSAGES.debtOutstanding, undefined, {
      owed: paiseToRupees(owedPaise),
    });
  }
  // Winnings a pending correction may take back stay in the pocket until it settles: the
  // correction's clawback locks these pockets too, so this read is current (decision 051).
  const winningsPaise = balances['cash-winnings'];
  const underCorrectionPaise = await findWinningsUnderCorrection(tx, playerId);
  const heldPaise = underCorrectionPaise < winningsPaise ? underCorrectionPaise : winningsPaise;
  const withdrawablePaise = winningsPaise - heldPaise;
  if (withdrawablePaise < amountPaise) {
    if (heldPaise > 0n) {
      throw new AppError('CORRECTION_PENDING', CASHIER_MESSAGES.correctionPending, undefined, {
        withdrawable: paiseToRupees(withdrawablePaise),
        heldForCorrection: paiseToRupees(heldPaise),
      });
    }
    throw new AppError('INSUFFICIENT_FUNDS', CASHIER_MESSAGES.withdrawable, undefined, {
      withdrawable: paiseToRupees(withdrawablePaise),
    });
  }
  const withdrawalId = randomUUID();
  const holdTransferId = await postTransfer(tx, {
    kind: 'WITHDRAWAL_HOLD',
    reference: withdrawalId,
    legs: [
      { accountId: accounts['cash-winnings'], amount: -amountPaise },
      { accountId: houseAccountId('payout-clearing', randomShard()), amount: amountPaise },
    ],
  });
  const [withdrawal] = await tx
    .insert(withdrawals)
    .values({
      id: withdrawalId,
      playerId,
      beneficiaryId: beneficiary.id,
      amountPaise,
      status: amountPaise > request.reviewAbovePaise ? 'REVIEW' : 'PENDING',
      connector: body.details?.connector ?? beneficiary.connector,
      holdTransferId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!withdrawal) throw new Error('withdrawal insert returned no row');
  await recordAudit(tx, {
    actor: request.requestedBy ?? { type: 'player', id: playerId },
    action: 'WITHDRAWAL_REQUESTED',
    subjectId: playerId,
    ip: request.ip,
    details: {
      withdrawalId: withdrawal.id,
      amount: body.amount,
      status: withdrawal.status,
      holdTransferId,
    },
  });
  return { withdrawal, beneficiary };
}
