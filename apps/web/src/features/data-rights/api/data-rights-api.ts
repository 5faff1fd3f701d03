import {
  consentStateSchema,
  dataRequestSchema,
  dataRequestsSchema,
  dataSummarySchema,
  stepUpResponseSchema,
  type ConsentBody,
  type DataRequestBody,
} from '@furlong/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson, requestFile, requestJson } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Under ['account'], so signing out forgets them. */
export const consentQuery = queryOptions({
  queryKey: ['account', 'consent'] as const,
  queryFn: ({ signal }) => getJson(apiPaths.consent, consentStateSchema, signal),
});

export const myDataQuery = queryOptions({
  queryKey: ['account', 'my-data'] as const,
  queryFn: ({ signal }) => getJson(apiPaths.myData, dataSummarySchema, signal),
});

export const dataRequestsQuery = queryOptions({
  queryKey: ['account', 'data-requests'] as const,
  queryFn: ({ signal }) => getJson(apiPaths.dataRequests, dataRequestsSchema, signal),
});

/** Giving or withdrawing a purpose: the same call, the purposes the player leaves on. */
export function useRecordConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentBody) =>
      requestJson(apiPaths.consent, { method: 'PUT', body, schema: consentStateSchema }),
    onSuccess: async (state) => {
      client.setQueryData(consentQuery.queryKey, state);
      // The settings screen shows the same marketing switch.
      await client.invalidateQueries({ queryKey: ['account', 'protections'] });
    },
  });
}

/**
 * A correction or an erasure. An erasure ends the account, so the password proves identity
 * first (decision 025), then the request goes.
 */
export function useDataRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...body }: DataRequestBody & { password?: string }) => {
      if (body.kind === 'ERASURE')
        await requestJson(apiPaths.stepUp, {
          method: 'POST',
          body: { password },
          schema: stepUpResponseSchema,
        });
      return requestJson(apiPaths.dataRequests, {
        method: 'POST',
        body,
        schema: dataRequestSchema,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dataRequestsQuery.queryKey }),
  });
}

/** The export with the player's session (a plain link would carry no bearer token). */
export function useDataExport() {
  return useMutation({
    mutationFn: async (format: 'json' | 'csv') =>
      saveFile(await requestFile(apiPaths.dataExport(format)), `furlong-my-data.${format}`),
  });
}
