import {
  operatorReasonBodySchema,
  WITHDRAWAL_STATUSES,
  type OperatorWithdrawal,
  type WithdrawalStatus,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { DecisionQueue, type QueueQuestion } from '../../../components/decision-queue';
import { QueueTable } from '../../../components/queue-table';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { useOperatorCan } from '../../../lib/use-operator-can';
import {
  actOnWithdrawal,
  cashierConsoleKeys,
  getWithdrawals,
  type WithdrawalAction,
} from '../api/cashier-api';

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

const summary = (withdrawal: OperatorWithdrawal) =>
  `${formatRupeeAmount(withdrawal.amount)} to ${withdrawal.player.name}`;

function questionOf(withdrawal: OperatorWithdrawal, action: WithdrawalAction): QueueQuestion {
  if (action === 'reject') {
    return {
      kind: 'reason',
      schema: operatorReasonBodySchema,
      title: `Reject ${summary(withdrawal)}?`,
      confirmLabel: 'Reject withdrawal',
      body: 'The held amount returns to the player, who is told the reason.',
    };
  }
  return {
    kind: 'confirm',
    title: `${action === 'approve' ? 'Approve' : 'Retry'} ${summary(withdrawal)}?`,
    confirmLabel: action === 'approve' ? 'Approve payout' : 'Send again',
    body:
      action === 'approve'
        ? withdrawal.firstApproval
          ? `The amount goes to ${withdrawal.beneficiary.displayName}.`
          : 'Your approval is recorded; a second operator must approve it before it is paid.'
        : 'The payout provider is asked again; it pays a withdrawal once at most.',
  };
}

/** Withdrawals by status; REVIEW ones (above the review threshold) wait for an operator. */
export default function WithdrawalsSection() {
  const [status, setStatus] = useState<WithdrawalStatus | null>('REVIEW');
  const { can, operatorUid } = useOperatorCan();
  const canReview = can('withdrawals:review');
  const list = useQuery({
    queryKey: cashierConsoleKeys.withdrawalsWith(status),
    queryFn: ({ signal }) => getWithdrawals(status, signal),
    refetchInterval: WITHDRAWALS_REFRESH_MS,
  });

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
      <DecisionQueue
        query={list}
        itemsOf={(data) => data}
        loadingLabel="Loading withdrawals"
        emptyText="No withdrawals with this status."
        questionOf={questionOf}
        decide={({ item, action, reason }) => actOnWithdrawal(item.uid, action, reason)}
        doneMessage={(reply, { action }) =>
          action === 'approve' && reply.status === 'REVIEW' ? FIRST_APPROVAL_DONE : DONE[action]
        }
        reloads={[cashierConsoleKeys.withdrawals()]}
      >
        {(withdrawals, { ask }) => (
          <QueueTable
            label="Withdrawals"
            headers={[
              'Requested',
              'Player',
              { label: 'Amount', align: 'right' },
              'Beneficiary',
              'Status',
              { label: 'Attempts', align: 'right' },
              'Action',
            ]}
          >
            {withdrawals.map((withdrawal) => (
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
                      Approved by {withdrawal.firstApproval.operator.name}; needs a second operator
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
          </QueueTable>
        )}
      </DecisionQueue>
    </>
  );
}
