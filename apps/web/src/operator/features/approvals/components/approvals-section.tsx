import { operatorReasonBodySchema, type AdjustmentRequest } from '@furlong/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { FourEyesDecision } from '../../../components/four-eyes-decision';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { approveAdjustment, getPendingAdjustments, rejectAdjustment } from '../api/approvals-api';

/** Another operator may ask at any moment, and nothing announces it: keep reading. */
export const APPROVALS_REFRESH_MS = 15_000;

interface Asking {
  request: AdjustmentRequest;
  kind: 'approve' | 'reject';
}

const describe = (request: AdjustmentRequest) =>
  request.kind === 'RETAIL_CASH_IN'
    ? `Retail cash-in of ${formatRupeeAmount(request.amount)} to ${request.player.name}'s cash`
    : `${request.amount < 0 ? 'Debit' : 'Credit'} of ${formatRupeeAmount(Math.abs(request.amount))} to ${request.player.name}'s ${request.pocket}`;

/**
 * Maker-checker: large adjustments another operator asked for, waiting for a second pair of
 * eyes. The money moves when one is approved here; the maker cannot approve their own.
 */
export default function ApprovalsSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { operatorUid } = useOperatorCan();
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = useQuery({
    queryKey: operatorKeys.adjustmentRequests(),
    queryFn: ({ signal }) => getPendingAdjustments(signal),
    refetchInterval: APPROVALS_REFRESH_MS,
  });
  const decide = useMutation({
    mutationFn: ({ uid, kind, reason }: { uid: string; kind: Asking['kind']; reason?: string }) =>
      kind === 'approve' ? approveAdjustment(uid) : rejectAdjustment(uid, { reason: reason ?? '' }),
    onSuccess: (reply) =>
      showToast(
        reply.status === 'APPROVED' ? `${describe(reply)} done` : 'Adjustment rejected',
        'success',
      ),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.adjustmentRequests() });
    },
  });

  return (
    <>
      <SectionHeading title="Approvals">
        <RefreshButton query={pending} />
      </SectionHeading>
      <Typography sx={{ mb: 2 }}>
        Adjustments and retail cash-ins past an operator's daily limits wait here for a second
        operator.
      </Typography>
      <QueryStates
        query={pending}
        loadingLabel="Loading adjustments waiting for approval"
        isEmpty={(data) => data.length === 0}
        emptyText="No adjustments are waiting for approval."
      />
      {pending.data && pending.data.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Adjustments waiting for approval">
            <TableHead>
              <TableRow>
                <TableCell>Asked</TableCell>
                <TableCell>Adjustment</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Asked by</TableCell>
                <TableCell>Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pending.data.map((request) => {
                const isOwn = request.requestedBy.uid === operatorUid;
                return (
                  <TableRow key={request.uid} data-testid="adjustment-request">
                    <TableCell>{formatIndiaDateTime(request.requestedOn)}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{describe(request)}</TableCell>
                    <TableCell sx={{ minWidth: 140 }}>{request.reason}</TableCell>
                    <TableCell>{request.requestedBy.name}</TableCell>
                    <TableCell>
                      <FourEyesDecision
                        isOwn={isOwn}
                        label={describe(request)}
                        onApprove={() => setAsking({ request, kind: 'approve' })}
                        onReject={() => setAsking({ request, kind: 'reject' })}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {asking?.kind === 'approve' && (
        <ConfirmDialog
          title={`Approve the ${describe(asking.request).toLowerCase()}?`}
          confirmLabel="Approve and move the money"
          isBusy={decide.isPending}
          onConfirm={() => decide.mutate({ uid: asking.request.uid, kind: 'approve' })}
          onCancel={() => setAsking(null)}
        >
          Asked by {asking.request.requestedBy.name}: {asking.request.reason}
        </ConfirmDialog>
      )}
      {asking?.kind === 'reject' && (
        <ReasonDialog
          schema={operatorReasonBodySchema}
          title={`Reject the ${describe(asking.request).toLowerCase()}?`}
          confirmLabel="Reject adjustment"
          isBusy={decide.isPending}
          onConfirm={(reason) => decide.mutate({ uid: asking.request.uid, kind: 'reject', reason })}
          onCancel={() => setAsking(null)}
        >
          No money moves; {asking.request.requestedBy.name} sees the reason in the audit log.
        </ReasonDialog>
      )}
    </>
  );
}
