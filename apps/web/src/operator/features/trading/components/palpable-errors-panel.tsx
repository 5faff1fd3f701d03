import { rejectPalpableBodySchema, type PalpableErrorRequest } from '@furlong/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { FourEyesDecision } from '../../../components/four-eyes-decision';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { decidePalpableError, getPalpableErrors } from '../api/trading-api';

export const PALPABLE_REFRESH_MS = 15_000;

const describe = (request: PalpableErrorRequest) =>
  request.kind === 'VOID'
    ? `Void ${request.ticketNumber}`
    : `Re-price ${request.ticketNumber} from ${request.odds.toFixed(2)} to ${request.newOdds?.toFixed(2)}`;

/** Price-error corrections another operator asked for, waiting for a second operator. */
export function PalpableErrorsPanel() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { operatorUid, can } = useOperatorCan();
  const [asking, setAsking] = useState<{
    request: PalpableErrorRequest;
    kind: 'approve' | 'reject';
  } | null>(null);
  const pending = useQuery({
    queryKey: operatorKeys.palpableErrors(),
    queryFn: ({ signal }) => getPalpableErrors(signal),
    refetchInterval: PALPABLE_REFRESH_MS,
  });
  const decide = useMutation({
    mutationFn: (
      decision: { uid: string; kind: 'approve' } | { uid: string; kind: 'reject'; reason: string },
    ) => decidePalpableError(decision.uid, decision),
    onSuccess: (reply) =>
      showToast(
        reply.status === 'APPROVED'
          ? `${describe(reply)}: done, player told`
          : 'Correction rejected',
        'success',
      ),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.palpableErrors() });
    },
  });
  const canDecide = can('bets:review');

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Price errors
      </Typography>
      <QueryStates
        query={pending}
        loadingLabel="Loading price-error corrections"
        isEmpty={(data) => data.requests.length === 0}
        emptyText="No price-error corrections are waiting."
      />
      {pending.data && pending.data.requests.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Price-error corrections waiting for approval">
            <TableHead>
              <TableRow>
                <TableCell>Correction</TableCell>
                <TableCell>Bet</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Asked by</TableCell>
                <TableCell>Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pending.data.requests.map((request) => (
                <TableRow key={request.uid}>
                  <TableCell sx={{ minWidth: 160 }}>{describe(request)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {request.playerName}: {request.horse} {request.market} @{' '}
                    {request.odds.toFixed(2)}, {formatRupeeAmount(request.stake)} (
                    {request.betStatus})
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{request.reason}</TableCell>
                  <TableCell>{request.makerName}</TableCell>
                  <TableCell>
                    {canDecide && (
                      <FourEyesDecision
                        isOwn={request.makerUid === operatorUid}
                        label={describe(request)}
                        separator=": "
                        onApprove={() => setAsking({ request, kind: 'approve' })}
                        onReject={() => setAsking({ request, kind: 'reject' })}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {asking?.kind === 'approve' && (
        <ConfirmDialog
          title={`${describe(asking.request)}?`}
          confirmLabel="Approve correction"
          isBusy={decide.isPending}
          onConfirm={() => decide.mutate({ uid: asking.request.uid, kind: 'approve' })}
          onCancel={() => setAsking(null)}
        >
          Asked by {asking.request.makerName}: {asking.request.reason}. The player is told.
        </ConfirmDialog>
      )}
      {asking?.kind === 'reject' && (
        <ReasonDialog
          schema={rejectPalpableBodySchema}
          title={`Reject: ${describe(asking.request)}?`}
          confirmLabel="Reject correction"
          isBusy={decide.isPending}
          onConfirm={(reason) =>
            decide.mutate({ uid: asking.request.uid, kind: 'reject', reason: reason ?? '' })
          }
          onCancel={() => setAsking(null)}
        >
          The bet stays as it was struck.
        </ReasonDialog>
      )}
    </Paper>
  );
}
