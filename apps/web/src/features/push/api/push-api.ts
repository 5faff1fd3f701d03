import {
  pushKeySchema,
  pushSubscriptionSchema,
  pushSubscriptionsSchema,
  type PushEndpointBody,
  type PushSubscriptionBody,
} from '@furlong/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';

export const pushKeys = {
  subscriptions: ['account', 'push-subscriptions'] as const,
};

/** The player's browsers that receive pushes, and the kinds each asked for. */
export const pushSubscriptionsQuery = queryOptions({
  queryKey: pushKeys.subscriptions,
  queryFn: ({ signal }) => getJson(apiPaths.pushSubscriptions, pushSubscriptionsSchema, signal),
});

/** The server's VAPID public key. */
export async function fetchPushKey(): Promise<string> {
  return (await getJson(apiPaths.pushKey, pushKeySchema)).publicKey;
}

export function savePushSubscription(body: PushSubscriptionBody) {
  return requestJson(apiPaths.pushSubscriptions, {
    method: 'PUT',
    body,
    schema: pushSubscriptionSchema,
  });
}

export function removePushSubscription(uid: string): Promise<unknown> {
  return requestJson(`${apiPaths.pushSubscriptions}/${encodeURIComponent(uid)}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/** Stops pushes to this browser (signing out): the server finds it by its endpoint. */
export function forgetPushEndpoint(endpoint: string): Promise<unknown> {
  return requestJson(apiPaths.pushSubscriptions, {
    method: 'DELETE',
    body: { endpoint } satisfies PushEndpointBody,
    schema: z.unknown(),
  });
}
