import { paiseToRupees, type DepositMethod, type DepositTransfer } from '@furlong/contract';
import type { DepositRow } from './deposits.schema';

/** The player's view of a deposit: where to pay only while it waits for the payment. */
export function toDepositTransfer(deposit: DepositRow): DepositTransfer {
  return {
    uid: deposit.id,
    transferType: 'DEPOSIT',
    amount: paiseToRupees(deposit.amountPaise),
    currency: 'INR',
    status: deposit.status as DepositTransfer['status'],
    method: deposit.method as DepositMethod,
    paymentUrl: deposit.status === 'PENDING' ? deposit.paymentUrl : null,
    failureReason: deposit.failureReason,
    createdOn: deposit.createdAt.toISOString(),
    modifiedOn: deposit.updatedAt.toISOString(),
  };
}
