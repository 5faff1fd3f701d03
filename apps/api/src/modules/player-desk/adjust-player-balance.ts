import { paiseToRupees, type MoneyMovedResponse } from '@furlong/contract';
import { AppError, notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { cashDebitLegs } from '../../ledger/cash-debit';
import {
  findPlayerAccounts,
  houseAccountId,
  lockPlayerPockets,
  type PlayerAccounts,
} from '../../ledger/ledger-accounts';
import { postTransfer, type Leg } from '../../ledger/post-transfer';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import { enforceStateLive } from '../legal/state-refusal';
import { getWallet } from '../wallet/get-wallet';

export interface PlayerAdjustment {
  playerId: string;
  operatorId: string;
  /** Signed paise: positive credits the player, negative debits them. */
  amountPaise: bigint;
  pocket: 'cash' | 'bonus';
  reason: string;
  ip: string;
  /** Set when a second operator approved a large adjustment: who asked, and the request. */
  approval?: { requestId: string; makerId: string };
}

/**
 * Credits or debits a player by hand, against the book, inside the caller's transaction.
 * Cash credits land in deposits (never winnings: an adjustment must not become
 * withdrawable by the back door); cash debits take deposits first, then winnings, as a stake does.
 * The reason stays in the ledger details and the audit log, not in the player's history.
 */
export async function adjustPlayerBalance(
  tx: Transaction,
  adjustment: PlayerAdjustment,
): Promise<MoneyMovedResponse> {
  const { playerId, amountPaise, pocket } = adjustment;
  if (!(await findPlayerById(tx, playerId))) throw notFound('Player');
  // A bonus credit is a promotion: none for a player of a state not LIVE (decision 063). Cash
  // corrections and every debit stay open, so a wind-down can still be put right.
  if (pocket === 'bonus' && amountPaise > 0n) await enforceStateLive(tx, playerId);
  const accounts = await findPlayerAccounts(tx, playerId);
  const playerLegs =
    amountPaise > 0n
      ? creditLegs(accounts, pocket, amountPaise)
      : await debitLegs(tx, accounts, pocket, -amountPaise);
  const transferId = await postTransfer(tx, {
    kind: 'ADJUSTMENT',
    details: {
      operatorId: adjustment.operatorId,
      pocket,
      reason: adjustment.reason,
      ...(adjustment.approval ?? {}),
    },
    legs: [...playerLegs, { accountId: houseAccountId('book', 0), amount: -amountPaise }],
  });
  await recordAudit(tx, {
    actor: { type: 'operator', id: adjustment.operatorId },
    action: 'PLAYER_ADJUSTED',
    subjectId: playerId,
    ip: adjustment.ip,
    details: {
      transferId,
      amount: paiseToRupees(amountPaise),
      amountPaise: Number(amountPaise),
      pocket,
      reason: adjustment.reason,
      ...(adjustment.approval ?? {}),
    },
  });
  return { transferId, wallet: await getWallet(tx, playerId) };
}

function creditLegs(
  accounts: PlayerAccounts,
  pocket: PlayerAdjustment['pocket'],
  paise: bigint,
): Leg[] {
  return [
    { accountId: pocket === 'cash' ? accounts['cash-deposits'] : accounts.bonus, amount: paise },
  ];
}

async function debitLegs(
  tx: Transaction,
  accounts: PlayerAccounts,
  pocket: PlayerAdjustment['pocket'],
  paise: bigint,
): Promise<Leg[]> {
  // Locked before deciding the split, so a bet landing meanwhile cannot make it wrong.
  const balances = await lockPlayerPockets(tx, accounts);
  const available =
    pocket === 'cash' ? balances['cash-deposits'] + balances['cash-winnings'] : balances.bonus;
  if (paise > available) {
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      `The player's ${pocket} balance is lower than this debit.`,
    );
  }
  if (pocket === 'bonus') return [{ accountId: accounts.bonus, amount: -paise }];
  return cashDebitLegs(tx, accounts, balances['cash-deposits'], paise);
}
