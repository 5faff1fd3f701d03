import { playerNoticesSchema } from '@furlong/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { getJson, requestJson } from '../../../lib/api-client';

export const noticeKeys = {
  list: ['account', 'notices'] as const,
};

/** The player's newest notices (at most 50), newest first. */
export const playerNoticesQuery = queryOptions({
  queryKey: noticeKeys.list,
  queryFn: ({ signal }) => getJson(apiPaths.notices, playerNoticesSchema, signal),
});

/** Marks one notice dismissed on the server (204). */
export function dismissNotice(uid: string): Promise<unknown> {
  return requestJson(`${apiPaths.notices}/${encodeURIComponent(uid)}/dismiss`, {
    method: 'POST',
    schema: z.unknown(),
  });
}

/** Dismisses a notice and reads the list again, so a dismissed notice shows dimmed. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.list }),
  });
}
