import {
  protectionsSchema,
  type CloseAccountBody,
  type ConfirmLimitBody,
  type ProtectionSettingsBody,
  type Protections,
  type SelfExclusionBody,
  type SetLimitBody,
  type TimeOutBody,
} from '@furlong/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';

export const protectionsKey = ['account', 'protections'] as const;

export const protectionsQuery = queryOptions({
  queryKey: protectionsKey,
  queryFn: ({ signal }) => getJson(apiPaths.protections, protectionsSchema, signal),
});

const send = (path: string, method: 'PUT' | 'POST', body?: unknown) =>
  requestJson(`${apiPaths.protections}${path}`, { method, body, schema: protectionsSchema });

export const protectionCalls = {
  setLimit: (body: SetLimitBody) => send('/limits', 'PUT', body),
  confirmLimit: (body: ConfirmLimitBody) => send('/limits/confirm', 'POST', body),
  takeTimeOut: (body: TimeOutBody) => send('/time-out', 'POST', body),
  selfExclude: (body: SelfExclusionBody) => send('/self-exclusion', 'POST', body),
  requestReturn: () => send('/self-exclusion/return', 'POST'),
  saveSettings: (body: ProtectionSettingsBody) => send('/settings', 'PUT', body),
  closeAccount: (body: CloseAccountBody) => send('/close-account', 'POST', body),
};

/** A change of protections: the answer is the protections as they now stand. */
export function useProtectionChange<T>(call: (body: T) => Promise<Protections>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (protections) => queryClient.setQueryData(protectionsKey, protections),
  });
}
