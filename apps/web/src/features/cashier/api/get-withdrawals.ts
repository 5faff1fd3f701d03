import { fundsTransfersSchema, type FundsTransfer } from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { cashierApiPaths } from './cashier-paths';
import { cashierKeys } from './cashier-keys';

export function getWithdrawals(signal?: AbortSignal): Promise<FundsTransfer[]> {
  return getJson(cashierApiPaths.transfers, fundsTransfersSchema, signal);
}

export const withdrawalsQuery = queryOptions({
  queryKey: cashierKeys.withdrawals,
  queryFn: ({ signal }) => getWithdrawals(signal),
});
