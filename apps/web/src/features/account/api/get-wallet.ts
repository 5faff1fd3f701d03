import { walletSchema, type Wallet } from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return getJson(apiPaths.wallet, walletSchema, signal);
}

export const walletQuery = queryOptions({
  queryKey: accountKeys.wallet,
  queryFn: ({ signal }) => getWallet(signal),
});
