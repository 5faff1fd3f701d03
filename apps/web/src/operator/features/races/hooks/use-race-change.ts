import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../../components/toast/toast-context';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { showRaceReply } from '../../../lib/show-race-reply';

/**
 * A change to one race: on success the race, the board and the review queue reload and a
 * toast says what happened; on failure the API's message shows. The caller may also read
 * `error` to show it beside the form.
 */
export function useRaceChange<TVariables>(
  raceUid: string,
  change: (variables: TVariables) => Promise<unknown>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  return useMutation({
    mutationFn: change,
    onSuccess: async (reply) => {
      showRaceReply(queryClient, raceUid, reply);
      showToast(successMessage, 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.race(raceUid) }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.boards() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() }),
      ]);
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
}
