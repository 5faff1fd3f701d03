import { fundsTransferSchema, type FundsTransfer } from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { cashierApiPaths } from './cashier-paths';
import { cashierKeys } from './cashier-keys';

/** How often an undecided withdrawal is read again: instant payouts settle within seconds. */
export const WITHDRAWAL_POLL_MS = 3000;

export function getWithdrawal(id: string, signal?: AbortSignal): Promise<FundsTransfer> {
  return getJson(cashierApiPaths.transfer(id), fundsTransferSchema, signal);
}

/** Polls while PENDING and stops once the payout provider has decided. */
export function withdrawalQuery(id: string) {
  return queryOptions({
    queryKey: cashierKeys.withdrawal(id),
    queryFn: ({ signal }) => getWithdrawal(id, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' ? WITHDRAWAL_POLL_MS : false,
  });
}
