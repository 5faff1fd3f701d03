import { TAX_RULE_PATH, taxRuleOn, taxRuleResponseSchema, type TaxRule } from '@furlong/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client';

/**
 * The GST rule the server will charge, as it serves it (decision 028): never a constant here.
 * The answer carries the next dated rule, so the slip switches at India midnight on its own.
 */
export const taxRuleQuery = queryOptions({
  queryKey: ['tax-rule'] as const,
  queryFn: ({ signal }) => getJson(TAX_RULE_PATH, taxRuleResponseSchema, signal),
  staleTime: 60_000,
});

/** The rule of the India day it is now; undefined until it has loaded. */
export function useTaxRule(): TaxRule | undefined {
  const { data } = useQuery({
    ...taxRuleQuery,
    // Picked on every render (a new select each time): the rule of the India day it is now.
    select: (served) => taxRuleOn(served, Date.now()),
  });
  return data;
}
