import { signedInDevicesSchema, type SignedInDevices } from '@furlong/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export const signedInDevicesQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: ({ signal }) => getJson(apiPaths.sessions, signedInDevicesSchema, signal),
});

/** A sign-out answers the devices still signed in: the list is replaced, not refetched. */
function useSignOutCall<T>(call: (input: T) => Promise<SignedInDevices>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (devices) => queryClient.setQueryData(accountKeys.sessions, devices),
    // A device already signed out elsewhere answers 404: the list is read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export const useSignOutDevice = () =>
  useSignOutCall((id: string) =>
    requestJson(`${apiPaths.sessions}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: signedInDevicesSchema,
    }),
  );

export const useSignOutOtherDevices = () =>
  useSignOutCall(() =>
    requestJson(apiPaths.sessions, { method: 'DELETE', schema: signedInDevicesSchema }),
  );
