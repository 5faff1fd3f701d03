import { customerSelfSchema, type CustomerSelf } from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function getCustomerSelf(signal?: AbortSignal): Promise<CustomerSelf> {
  return getJson(apiPaths.customerSelf, customerSelfSchema, signal);
}

export const customerSelfQuery = queryOptions({
  queryKey: accountKeys.self,
  queryFn: ({ signal }) => getCustomerSelf(signal),
});
