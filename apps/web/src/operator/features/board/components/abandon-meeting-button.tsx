import {
  abandonMeetingBodySchema,
  undecidedProvisionalRacesSchema,
  type AbandonMeetingResponse,
  type StewardsDecision,
  type UndecidedProvisionalRace,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { abandonMeeting } from '../api/board-api';
import type { VenueRaces } from '../group-by-venue';
import { ProvisionalRacesChoice } from './provisional-races-choice';

const describeResult = (result: AbandonMeetingResponse) =>
  `Meeting abandoned: ${result.racesVoided} ${result.racesVoided === 1 ? 'race' : 'races'} voided, ${result.betsRefunded} ${result.betsRefunded === 1 ? 'bet' : 'bets'} refunded${result.racesStood > 0 ? `, ${result.racesStood} provisional ${result.racesStood === 1 ? 'race stands' : 'races stand'}` : ''}.`;

/** The races the API says the stewards must decide first, from its 409 answer. */
function undecidedRaces(error: unknown): UndecidedProvisionalRace[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'PROVISIONAL_RACES_UNDECIDED') return;
  return undecidedProvisionalRacesSchema.safeParse(error.details).data?.races;
}

/**
 * Abandons the meeting in one action, after a confirmation with a reason: races run with an
 * official result stand, every race without a result is voided and every stake on it
 * refunded. When races are under a provisional result the API names them and the dialog asks
 * the stewards' word on each (stands or void) before sending again. The result stays shown.
 */
export function AbandonMeetingButton({ group }: { group: VenueRaces }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [isAsking, setIsAsking] = useState(false);
  const [provisional, setProvisional] = useState<UndecidedProvisionalRace[]>([]);
  const [decisions, setDecisions] = useState<Record<string, StewardsDecision>>({});
  const close = () => {
    setIsAsking(false);
    setProvisional([]);
    setDecisions({});
  };
  const abandon = useMutation({
    mutationFn: (reason: string) =>
      abandonMeeting(group.meetingUid, {
        reason,
        ...(provisional.length > 0
          ? {
              provisional: provisional.flatMap((race) => {
                const decision = decisions[race.raceUid];
                return decision ? [{ raceUid: race.raceUid, decision }] : [];
              }),
            }
          : {}),
      }),
    onSuccess: async (result) => {
      close();
      showToast(describeResult(result), 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.boards() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.races() }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.reviewQueue() }),
      ]);
    },
    onError: (error) => {
      const undecided = undecidedRaces(error);
      if (undecided) {
        // Keep the dialog (and the reason) open and ask the stewards' word on each race.
        setProvisional((known) => [
          ...known,
          ...undecided.filter((race) => !known.some((seen) => seen.raceUid === race.raceUid)),
        ]);
        return;
      }
      close();
      showToast(failureMessage(error), 'error');
    },
  });
  const isUndecided = provisional.some((race) => !decisions[race.raceUid]);
  return (
    <>
      <Button
        color="error"
        size="small"
        sx={{ minHeight: 44 }}
        // The name starts with the words on the button (WCAG 2.5.3, label in name), then says which.
        aria-label={`Abandon meeting: ${group.venueName}`}
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
          onConfirm={(reason) => {
            if (!isUndecided) abandon.mutate(reason ?? '');
          }}
          onCancel={close}
          extra={
            provisional.length > 0 && (
              <>
                <Alert severity={isUndecided ? 'warning' : 'info'} sx={{ mb: 1 }}>
                  The stewards decide each race with a provisional result: it stands (its result is
                  declared official) or it is void.
                </Alert>
                <ProvisionalRacesChoice
                  races={provisional}
                  decisions={decisions}
                  onDecide={(raceUid, decision) =>
                    setDecisions((known) => ({ ...known, [raceUid]: decision }))
                  }
                />
              </>
            )
          }
        >
          Races run with an official result stand, paid or not. Every other race of the meeting (
          {group.races.length} on the board) without a result is voided and every stake on it
          refunded. This cannot be undone.
        </ReasonDialog>
      )}
    </>
  );
}
