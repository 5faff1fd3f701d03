import {
  paiseToRupees,
  type BeneficiaryType,
  type FundsTransfer,
  type OperatorWithdrawal,
  type WithdrawalStatus,
} from '@furlong/contract';
import { beneficiaryDisplayName } from './to-beneficiary';
import type { WithdrawalView } from './withdrawals.queries';

/** The player's view: a withdrawal waiting for review is simply PENDING to them. */
export function toFundsTransfer({ withdrawal, beneficiary }: WithdrawalView): FundsTransfer {
  return {
    uid: withdrawal.id,
    transferType: 'WITHDRAW',
    amount: paiseToRupees(withdrawal.amountPaise),
    currency: 'INR',
    status:
      withdrawal.status === 'REVIEW' ? 'PENDING' : (withdrawal.status as FundsTransfer['status']),
    beneficiary: {
      uid: beneficiary.id,
      type: beneficiary.type as BeneficiaryType,
      displayName: beneficiaryDisplayName(beneficiary),
    },
    connector: withdrawal.connector,
    failureReason: withdrawal.failureReason,
    createdOn: withdrawal.createdAt.toISOString(),
    modifiedOn: withdrawal.updatedAt.toISOString(),
  };
}

export function toOperatorWithdrawal(
  view: WithdrawalView & {
    player: { id: string; firstname: string; lastname: string; email: string };
    firstApprover: { id: string; name: string } | null;
  },
): OperatorWithdrawal {
  const transfer = toFundsTransfer(view);
  return {
    uid: transfer.uid,
    player: {
      uid: view.player.id,
      name: `${view.player.firstname} ${view.player.lastname}`,
      email: view.player.email,
    },
    amount: transfer.amount,
    status: view.withdrawal.status as WithdrawalStatus,
    beneficiary: transfer.beneficiary,
    connector: transfer.connector,
    failureReason: view.withdrawal.failureReason ?? view.withdrawal.lastError,
    attempts: view.withdrawal.attempts,
    firstApproval:
      view.firstApprover && view.withdrawal.firstApprovedAt
        ? {
            operator: { uid: view.firstApprover.id, name: view.firstApprover.name },
            on: view.withdrawal.firstApprovedAt.toISOString(),
          }
        : null,
    createdOn: transfer.createdOn,
    modifiedOn: transfer.modifiedOn,
  };
}
