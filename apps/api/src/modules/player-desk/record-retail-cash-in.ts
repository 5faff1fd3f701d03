import { paiseToRupees, type MoneyMovedResponse } from '@furlong/contract';
import { notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { findPlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';
import { enforceStateLive } from '../legal/state-refusal';
import { getWallet } from '../wallet/get-wallet';

export interface RetailCashIn {
  playerId: string;
  operatorId: string;
  amountPaise: bigint;
  /** The counter's receipt number: kept as the transfer's reference. */
  reference: string;
  ip: string;
  /** Set when a second operator approved it (decision 046): who asked, and the request. */
  approval?: { requestId: string; makerId: string };
}

/** Credits cash taken at a retail counter to the player's deposits, inside the caller's transaction. */
export async function recordRetailCashIn(
  tx: Transaction,
  cashIn: RetailCashIn,
): Promise<MoneyMovedResponse> {
  if (cashIn.amountPaise <= 0n) throw new Error('a retail cash-in credits a positive amount');
  if (!(await findPlayerById(tx, cashIn.playerId))) throw notFound('Player');
  // A deposit: none for a player of a state not LIVE (decision 063).
  await enforceStateLive(tx, cashIn.playerId);
  const accounts = await findPlayerAccounts(tx, cashIn.playerId);
  const transferId = await postTransfer(tx, {
    kind: 'RETAIL_CASH_IN',
    reference: cashIn.reference,
    details: { operatorId: cashIn.operatorId, ...(cashIn.approval ?? {}) },
    legs: [
      { accountId: accounts['cash-deposits'], amount: cashIn.amountPaise },
      { accountId: houseAccountId('retail-cash-in', 0), amount: -cashIn.amountPaise },
    ],
  });
  await recordAudit(tx, {
    actor: { type: 'operator', id: cashIn.operatorId },
    action: 'PLAYER_CASHED_IN',
    subjectId: cashIn.playerId,
    ip: cashIn.ip,
    details: {
      transferId,
      amount: paiseToRupees(cashIn.amountPaise),
      amountPaise: Number(cashIn.amountPaise),
      reference: cashIn.reference,
      ...(cashIn.approval ?? {}),
    },
  });
  return { transferId, wallet: await getWallet(tx, cashIn.playerId) };
}
