import {
  followListSchema,
  followNoticesSchema,
  type FollowBody,
  type FollowList,
} from '@furlong/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';

export const followKeys = {
  list: ['account', 'follows'] as const,
  notices: ['account', 'follows', 'notices'] as const,
};

export const followListQuery = queryOptions({
  queryKey: followKeys.list,
  queryFn: ({ signal }) => getJson(apiPaths.follows, followListSchema, signal),
});

export const followNoticesQuery = queryOptions({
  queryKey: followKeys.notices,
  queryFn: ({ signal }) => getJson(`${apiPaths.follows}/notices`, followNoticesSchema, signal),
});

const followCalls = {
  follow: (body: FollowBody) =>
    requestJson(apiPaths.follows, { method: 'POST', body, schema: followListSchema }),
  unfollow: (body: FollowBody) =>
    requestJson(`${apiPaths.follows}/${body.kind}/${encodeURIComponent(body.name)}`, {
      method: 'DELETE',
      schema: followListSchema,
    }),
  setEmails: (emailNotices: boolean) =>
    requestJson(`${apiPaths.follows}/settings`, {
      method: 'PUT',
      body: { emailNotices },
      schema: followListSchema,
    }),
};

/** A change of the follow list: the answer is the list as it now stands. */
function useFollowChange<T>(call: (input: T) => Promise<FollowList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => queryClient.setQueryData(followKeys.list, list),
  });
}

export const useFollow = () => useFollowChange(followCalls.follow);
export const useUnfollow = () => useFollowChange(followCalls.unfollow);
export const useSetFollowEmails = () => useFollowChange(followCalls.setEmails);

/** Names match whatever their case and spacing, as the server matches them. */
export function isSameName(left: string, right: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(left) === key(right);
}
