import { abandonMeetingBodySchema, type AbandonMeetingResponse } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { ReasonDialog } from '../components/reason-dialog';
import { failureMessage } from '../lib/operator-api-client';
import { operatorKeys } from '../lib/operator-keys';
import { abandonMeeting } from './board-api';
import type { VenueRaces } from './group-by-venue';

const describeResult = (result: AbandonMeetingResponse) =>
  `Meeting abandoned: ${result.racesVoided} ${result.racesVoided === 1 ? 'race' : 'races'} voided, ${result.betsRefunded} ${result.betsRefunded === 1 ? 'bet' : 'bets'} refunded.`;

/**
 * Abandons the meeting in one action, after a confirmation with a reason: every race not yet
 * paid is voided and every stake on it refunded. The result stays shown under the button.
 */
export function AbandonMeetingButton({ group }: { group: VenueRaces }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [isAsking, setIsAsking] = useState(false);
  const abandon = useMutation({
    mutationFn: (reason: string) => abandonMeeting(group.meetingUid, { reason }),
    onSuccess: async (result) => {
      setIsAsking(false);
      showToast(describeResult(result), 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.boards() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.races() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() }),
      ]);
    },
    onError: (error) => {
      setIsAsking(false);
      showToast(failureMessage(error), 'error');
    },
  });
  return (
    <>
      <Button
        color="error"
        size="small"
        sx={{ minHeight: 44 }}
        aria-label={`Abandon the ${group.venueName} meeting`}
        onClick={() => setIsAsking(true)}
      >
        Abandon meeting
      </Button>
      {abandon.data && (
        <Alert severity="success" sx={{ mx: 2, mb: 1 }}>
          {describeResult(abandon.data)}
        </Alert>
      )}
      {isAsking && (
        <ReasonDialog
          title={`Abandon the ${group.venueName} meeting?`}
          confirmLabel="Abandon meeting"
          isBusy={abandon.isPending}
          schema={abandonMeetingBodySchema}
          onConfirm={(reason) => abandon.mutate(reason ?? '')}
          onCancel={() => setIsAsking(false)}
        >
          Every race of the meeting not yet paid ({group.races.length} on the board) is voided and
          every stake on it refunded. This cannot be undone.
        </ReasonDialog>
      )}
    </>
  );
}
