import {
  operatorReasonBodySchema,
  WITHDRAWAL_STATUSES,
  type OperatorWithdrawal,
  type WithdrawalStatus,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import {
  actOnWithdrawal,
  cashierConsoleKeys,
  getWithdrawals,
  type WithdrawalAction,
} from '../api/cashier-api';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { ReasonDialog } from '../../../components/reason-dialog';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';

/** Payouts settle by provider callbacks, not by anything the console does: keep reading. */
export const WITHDRAWALS_REFRESH_MS = 10_000;

const TONES: Record<WithdrawalStatus, 'info' | 'warning' | 'success' | 'error'> = {
  REVIEW: 'info',
  PENDING: 'warning',
  SUCCESS: 'success',
  FAILED: 'error',
};

const DONE: Record<WithdrawalAction, string> = {
  approve: 'Withdrawal approved and sent for payout',
  reject: 'Withdrawal rejected; the amount is back with the player',
  retry: 'Withdrawal sent to the payout provider again',
};

const FIRST_APPROVAL_DONE = 'First approval recorded: a second operator must approve it';

interface Asking {
  withdrawal: OperatorWithdrawal;
  action: WithdrawalAction;
}

/** Withdrawals by status; REVIEW ones (above the review threshold) wait for an operator. */
export default function WithdrawalsSection() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [status, setStatus] = useState<WithdrawalStatus | null>('REVIEW');
  const [asking, setAsking] = useState<Asking | null>(null);
  const { can, operatorUid } = useOperatorCan();
  const canReview = can('withdrawals:review');
  const list = useQuery({
    queryKey: cashierConsoleKeys.withdrawalsWith(status),
    queryFn: ({ signal }) => getWithdrawals(status, signal),
    refetchInterval: WITHDRAWALS_REFRESH_MS,
  });
  const act = useMutation({
    mutationFn: ({
      uid,
      action,
      reason,
    }: {
      uid: string;
      action: WithdrawalAction;
      reason?: string;
    }) => actOnWithdrawal(uid, action, reason),
    onSuccess: (reply, { action }) =>
      showToast(
        action === 'approve' && reply.status === 'REVIEW' ? FIRST_APPROVAL_DONE : DONE[action],
        'success',
      ),
    onError: (error) => showToast(failureMessage(error), 'error'),
    onSettled: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: cashierConsoleKeys.withdrawals() });
    },
  });

  const ask = (withdrawal: OperatorWithdrawal, action: WithdrawalAction) =>
    setAsking({ withdrawal, action });
  const summary = (withdrawal: OperatorWithdrawal) =>
    `${formatRupeeAmount(withdrawal.amount)} to ${withdrawal.player.name}`;

  return (
    <>
      <SectionHeading title="Withdrawals">
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? 'ALL'}
          onChange={(event) =>
            setStatus(
              event.target.value === 'ALL' ? null : (event.target.value as WithdrawalStatus),
            )
          }
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="ALL">All</MenuItem>
          {WITHDRAWAL_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <RefreshButton query={list} />
      </SectionHeading>
      <QueryStates
        query={list}
        loadingLabel="Loading withdrawals"
        isEmpty={(data) => data.length === 0}
        emptyText="No withdrawals with this status."
      />
      {list.data && list.data.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Withdrawals">
            <TableHead>
              <TableRow>
                <TableCell>Requested</TableCell>
                <TableCell>Player</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Beneficiary</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((withdrawal) => (
                <TableRow key={withdrawal.uid} data-testid="operator-withdrawal">
                  <TableCell>{formatIndiaDateTime(withdrawal.createdOn)}</TableCell>
                  <TableCell>
                    {withdrawal.player.name}
                    <br />
                    {withdrawal.player.email}
                  </TableCell>
                  <TableCell align="right">{formatRupeeAmount(withdrawal.amount)}</TableCell>
                  <TableCell>
                    {withdrawal.beneficiary.displayName}
                    {withdrawal.connector && ` · ${withdrawal.connector}`}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={withdrawal.status} color={TONES[withdrawal.status]} />
                    {withdrawal.failureReason && (
                      <Typography variant="body2">{withdrawal.failureReason}</Typography>
                    )}
                    {withdrawal.status === 'REVIEW' && withdrawal.firstApproval && (
                      <Typography variant="body2">
                        Approved by {withdrawal.firstApproval.operator.name}; needs a second
                        operator
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{withdrawal.attempts}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      {canReview && withdrawal.status === 'REVIEW' && (
                        <>
                          <Button
                            size="small"
                            variant="contained"
                            aria-label={`Approve ${summary(withdrawal)}`}
                            // Maker-checker: the first approver cannot give the second.
                            disabled={withdrawal.firstApproval?.operator.uid === operatorUid}
                            onClick={() => ask(withdrawal, 'approve')}
                          >
                            Approve
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            aria-label={`Reject ${summary(withdrawal)}`}
                            onClick={() => ask(withdrawal, 'reject')}
                          >
                            Reject
                          </Button>
                        </>
                      )}
                      {canReview && withdrawal.status === 'PENDING' && (
                        <Button
                          size="small"
                          aria-label={`Retry ${summary(withdrawal)}`}
                          onClick={() => ask(withdrawal, 'retry')}
                        >
                          Retry
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {asking && asking.action !== 'reject' && (
        <ConfirmDialog
          title={`${asking.action === 'approve' ? 'Approve' : 'Retry'} ${summary(asking.withdrawal)}?`}
          confirmLabel={asking.action === 'approve' ? 'Approve payout' : 'Send again'}
          isBusy={act.isPending}
          onConfirm={() => act.mutate({ uid: asking.withdrawal.uid, action: asking.action })}
          onCancel={() => setAsking(null)}
        >
          {asking.action === 'approve'
            ? asking.withdrawal.firstApproval
              ? `The amount goes to ${asking.withdrawal.beneficiary.displayName}.`
              : 'Your approval is recorded; a second operator must approve it before it is paid.'
            : 'The payout provider is asked again; it pays a withdrawal once at most.'}
        </ConfirmDialog>
      )}
      {asking?.action === 'reject' && (
        <ReasonDialog
          schema={operatorReasonBodySchema}
          title={`Reject ${summary(asking.withdrawal)}?`}
          confirmLabel="Reject withdrawal"
          isBusy={act.isPending}
          onConfirm={(reason) =>
            act.mutate({ uid: asking.withdrawal.uid, action: 'reject', reason })
          }
          onCancel={() => setAsking(null)}
        >
          The held amount returns to the player, who is told the reason.
        </ReasonDialog>
      )}
    </>
  );
}
