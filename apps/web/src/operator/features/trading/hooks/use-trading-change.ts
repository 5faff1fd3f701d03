import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../../components/toast/toast-context';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { showRaceReply } from '../../../lib/show-race-reply';

/** A trading change to one race: the race and its book reload, and a toast says what happened. */
export function useTradingChange<TVariables>(
  raceUid: string,
  change: (variables: TVariables) => Promise<unknown>,
  successMessage: (variables: TVariables) => string,
) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  return useMutation({
    mutationFn: change,
    onSuccess: async (reply, variables) => {
      showRaceReply(queryClient, raceUid, reply);
      showToast(successMessage(variables), 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.race(raceUid) }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.boards() }),
      ]);
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
}
