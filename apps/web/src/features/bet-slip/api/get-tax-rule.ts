import { TAX_RULE_PATH, taxRuleOn, taxRuleResponseSchema, type TaxRule } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const taxRuleQueryKey = ['tax-rule'] as const;

/**
 * The GST rule the server will charge, as it serves it (decision 028): never a constant here.
 * The answer carries the next dated rule, so the slip switches at India midnight on its own.
 * Undefined until it has loaded.
 */
export function useTaxRule(): TaxRule | undefined {
  const { data } = useQuery({
    queryKey: taxRuleQueryKey,
    queryFn: ({ signal }) => getJson(TAX_RULE_PATH, taxRuleResponseSchema, signal),
    staleTime: 60_000,
    // Picked on every render (a new select each time): the rule of the India day it is now.
    select: (served) => taxRuleOn(served, Date.now()),
  });
  return data;
}
