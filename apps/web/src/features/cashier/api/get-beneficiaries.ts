import { beneficiariesSchema, type Beneficiary } from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { cashierApiPaths } from './cashier-paths';
import { cashierKeys } from './cashier-keys';

export function getBeneficiaries(signal?: AbortSignal): Promise<Beneficiary[]> {
  return getJson(cashierApiPaths.beneficiaries, beneficiariesSchema, signal);
}

export const beneficiariesQuery = queryOptions({
  queryKey: cashierKeys.beneficiaries,
  queryFn: ({ signal }) => getBeneficiaries(signal),
});
