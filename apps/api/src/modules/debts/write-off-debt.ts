import { paiseToRupees, type DebtWrittenOffResponse } from '@furlong/contract';
import { AppError, notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import {
  findPlayerAccounts,
  findPlayerReceivable,
  houseAccountId,
  lockPlayerPockets,
} from '../../ledger/ledger-accounts';
import { findOwedPaise } from '../../ledger/find-owed';
import { postTransfer } from '../../ledger/post-transfer';
import { recordAudit } from '../audit/record-audit';
import { findPlayerById } from '../customers/find-player';

export interface DebtWriteOff {
  playerId: string;
  operatorId: string;
  reason: string;
  ip: string;
}

/**
 * Writes off all a player owes, inside the caller's transaction: the receivable is cleared
 * against the house bad-debt account, and the operator's reason is kept in the transfer and
 * the audit log. Nothing owed: 409.
 */
export async function writeOffDebt(
  tx: Transaction,
  writeOff: DebtWriteOff,
): Promise<DebtWrittenOffResponse> {
  const { playerId } = writeOff;
  if (!(await findPlayerById(tx, playerId))) throw notFound('Player');
  // The player's accounts locked first, so a credit paying the debt meanwhile waits for us.
  await lockPlayerPockets(tx, await findPlayerAccounts(tx, playerId));
  const owed = await findOwedPaise(tx, playerId);
  if (owed <= 0n) throw new AppError('CONFLICT', 'This player owes nothing.');
  const transferId = await postTransfer(tx, {
    kind: 'DEBT_WRITE_OFF',
    reference: playerId,
    memo: `Debt written off: ${writeOff.reason}`,
    details: { operatorId: writeOff.operatorId, reason: writeOff.reason },
    legs: [
      { accountId: await findPlayerReceivable(tx, playerId), amount: owed },
      { accountId: houseAccountId('bad-debt', 0), amount: -owed },
    ],
  });
  await recordAudit(tx, {
    actor: { type: 'operator', id: writeOff.operatorId },
    action: 'DEBT_WRITTEN_OFF',
    subjectId: playerId,
    ip: writeOff.ip,
    details: {
      transferId,
      amount: paiseToRupees(owed),
      amountPaise: Number(owed),
      reason: writeOff.reason,
    },
  });
  return { transferId, playerUid: playerId, writtenOff: paiseToRupees(owed) };
}
