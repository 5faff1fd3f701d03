import {
  operatorReasonBodySchema,
  type LegalModeChange,
  type LegalModeChangeBody,
  type LegalPayoutReport,
  type OperatorLegalState,
} from '@furlong/contract';
import Button from '@mui/material/Button';
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
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FourEyesDecision } from '../../../components/four-eyes-decision';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import {
  askStateMode,
  askWindDownAll,
  decideLegalChange,
  getLegalStates,
  getPendingLegalChanges,
  payOutState,
} from '../api/legal-api';
import { ModeChangeDialog } from './mode-change-dialog';
import { PayoutReport } from './payout-report';

/** Another ADMIN may ask at any moment, and nothing announces it: keep reading. */
export const LEGAL_REFRESH_MS = 15_000;

type Asking =
  | { kind: 'change'; state: OperatorLegalState | null }
  | { kind: 'decide'; change: LegalModeChange; decision: 'approve' | 'reject' }
  | { kind: 'payout'; state: string };

const describe = (change: LegalModeChange) =>
  change.scope === 'ALL' ? 'Every state to WIND_DOWN' : `${change.scope} to ${change.mode}`;

/**
 * Where the product runs (decision 063): each state's mode, the changes waiting for a second
 * ADMIN, the all-states wind-down and the pay-out of a closing state.
 */
export default function LegalSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { operatorUid } = useOperatorCan();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [report, setReport] = useState<LegalPayoutReport | null>(null);
  const states = useQuery({
    queryKey: [...operatorKeys.legal(), 'states'],
    queryFn: ({ signal }) => getLegalStates(signal),
    refetchInterval: LEGAL_REFRESH_MS,
  });
  const pending = useQuery({
    queryKey: [...operatorKeys.legal(), 'changes'],
    queryFn: ({ signal }) => getPendingLegalChanges(signal),
    refetchInterval: LEGAL_REFRESH_MS,
  });
  const afterwards = {
    onError: (error: unknown) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: operatorKeys.legal() });
    },
  };
  const ask = useMutation({
    mutationFn: ({ state, body }: { state: string | null; body: LegalModeChangeBody }) =>
      state === null
        ? askWindDownAll({ reason: body.reason, reference: body.reference })
        : askStateMode(state, body),
    onSuccess: (change: LegalModeChange) =>
      showToast(
        change.status === 'PENDING'
          ? `${describe(change)}: waiting for another ADMIN`
          : `${describe(change)}: applied`,
        'success',
      ),
    ...afterwards,
  });
  const decide = useMutation({
    mutationFn: (input: { uid: string; decision: 'approve' | 'reject'; reason?: string }) =>
      decideLegalChange(input.uid, input.decision, input.reason),
    onSuccess: (change: LegalModeChange) =>
      showToast(
        `${describe(change)}: ${change.status === 'APPROVED' ? 'applied' : 'rejected'}`,
        'success',
      ),
    ...afterwards,
  });
  const payout = useMutation({
    mutationFn: payOutState,
    onSuccess: setReport,
    ...afterwards,
  });

  return (
    <>
      <SectionHeading title="Legal">
        <RefreshButton query={states} />
        <Button
          color="warning"
          variant="contained"
          sx={{ minHeight: 44 }}
          onClick={() => setAsking({ kind: 'change', state: null })}
        >
          Wind down every state
        </Button>
      </SectionHeading>
      <Typography sx={{ mb: 2 }}>
        Each state's mode: LIVE, WIND_DOWN (no new bets, deposits or promotions; withdrawals stay
        open) or OFF (also no registrations). Every change needs a second ADMIN.
      </Typography>
      {report && <PayoutReport report={report} />}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Waiting for approval
      </Typography>
      <QueryStates
        query={pending}
        loadingLabel="Loading changes waiting for approval"
        isEmpty={(data) => data.length === 0}
        emptyText="No change is waiting for approval."
      />
      {pending.data && pending.data.length > 0 && (
        <TableContainer component={Paper} sx={{ mb: 3 }}>
          <Table size="small" aria-label="Changes waiting for approval">
            <TableHead>
              <TableRow>
                <TableCell>Asked</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>Reason and reference</TableCell>
                <TableCell>Asked by</TableCell>
                <TableCell>Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pending.data.map((change) => (
                <TableRow key={change.uid} data-testid="legal-change">
                  <TableCell>{formatIndiaDateTime(change.requestedOn)}</TableCell>
                  <TableCell>{describe(change)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {change.reason} ({change.reference})
                  </TableCell>
                  <TableCell>{change.requestedBy.name}</TableCell>
                  <TableCell>
                    <FourEyesDecision
                      isOwn={change.requestedBy.uid === operatorUid}
                      label={describe(change)}
                      separator=": "
                      onApprove={() => setAsking({ kind: 'decide', change, decision: 'approve' })}
                      onReject={() => setAsking({ kind: 'decide', change, decision: 'reject' })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        States
      </Typography>
      <QueryStates
        query={states}
        loadingLabel="Loading states"
        isEmpty={(data) => data.length === 0}
        emptyText="No state is listed."
      />
      {states.data && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="States and their modes">
            <TableHead>
              <TableRow>
                <TableCell>State</TableCell>
                <TableCell>Mode</TableCell>
                <TableCell>Reason and reference</TableCell>
                <TableCell align="right">Players</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {states.data.map((row) => (
                <TableRow key={row.state} data-testid="legal-state">
                  <TableCell>{row.state}</TableCell>
                  <TableCell sx={{ fontWeight: row.mode === 'LIVE' ? 400 : 700 }}>
                    {row.mode}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {row.reason ? `${row.reason} (${row.reference ?? ''})` : ''}
                  </TableCell>
                  <TableCell align="right">{row.players}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      sx={{ minHeight: 44 }}
                      aria-label={`Change the mode of ${row.state}`}
                      onClick={() => setAsking({ kind: 'change', state: row })}
                    >
                      Change
                    </Button>
                    {row.mode !== 'LIVE' && (
                      <Button
                        size="small"
                        color="warning"
                        sx={{ minHeight: 44 }}
                        aria-label={`Pay out the balances of ${row.state}`}
                        onClick={() => setAsking({ kind: 'payout', state: row.state })}
                      >
                        Pay out
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {asking?.kind === 'change' && (
        <ModeChangeDialog
          state={asking.state?.state ?? null}
          currentMode={asking.state?.mode}
          isBusy={ask.isPending}
          onConfirm={(body) => ask.mutate({ state: asking.state?.state ?? null, body })}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'decide' && asking.decision === 'approve' && (
        <ConfirmDialog
          title={`Approve: ${describe(asking.change)}?`}
          confirmLabel="Approve and apply now"
          isBusy={decide.isPending}
          onConfirm={() => decide.mutate({ uid: asking.change.uid, decision: 'approve' })}
          onCancel={() => setAsking(null)}
        >
          Asked by {asking.change.requestedBy.name}: {asking.change.reason} (
          {asking.change.reference}). It applies at once to every bet after it.
        </ConfirmDialog>
      )}
      {asking?.kind === 'decide' && asking.decision === 'reject' && (
        <ReasonDialog
          schema={operatorReasonBodySchema}
          title={`Reject: ${describe(asking.change)}?`}
          confirmLabel="Reject change"
          isBusy={decide.isPending}
          onConfirm={(reason) =>
            decide.mutate({ uid: asking.change.uid, decision: 'reject', reason })
          }
          onCancel={() => setAsking(null)}
        >
          No mode changes; the reason is kept in the audit log.
        </ReasonDialog>
      )}
      {asking?.kind === 'payout' && (
        <ConfirmDialog
          title={`Pay out the balances of ${asking.state}?`}
          confirmLabel="Pay out"
          isBusy={payout.isPending}
          onConfirm={() => payout.mutate(asking.state)}
          onCancel={() => setAsking(null)}
        >
          Every verified player's withdrawable balance goes to their own beneficiary as a
          withdrawal; large ones wait in Withdrawals for two operators. Running it again pays only
          what is left.
        </ConfirmDialog>
      )}
    </>
  );
}
