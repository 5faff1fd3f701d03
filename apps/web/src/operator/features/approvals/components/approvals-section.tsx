import { operatorReasonBodySchema, type AdjustmentRequest } from '@furlong/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { DecisionQueue, type QueueQuestion } from '../../../components/decision-queue';
import { FourEyesDecision } from '../../../components/four-eyes-decision';
import { QueueTable } from '../../../components/queue-table';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { operatorKeys } from '../../../lib/operator-keys';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { approveAdjustment, getPendingAdjustments, rejectAdjustment } from '../api/approvals-api';

/** Another operator may ask at any moment, and nothing announces it: keep reading. */
export const APPROVALS_REFRESH_MS = 15_000;

type Action = 'approve' | 'reject';

const describe = (request: AdjustmentRequest) =>
  request.kind === 'RETAIL_CASH_IN'
    ? `Retail cash-in of ${formatRupeeAmount(request.amount)} to ${request.player.name}'s cash`
    : `${request.amount < 0 ? 'Debit' : 'Credit'} of ${formatRupeeAmount(Math.abs(request.amount))} to ${request.player.name}'s ${request.pocket}`;

function questionOf(request: AdjustmentRequest, action: Action): QueueQuestion {
  const title = describe(request).toLowerCase();
  return action === 'approve'
    ? {
        kind: 'confirm',
        title: `Approve the ${title}?`,
        confirmLabel: 'Approve and move the money',
        body: `Asked by ${request.requestedBy.name}: ${request.reason}`,
      }
    : {
        kind: 'reason',
        schema: operatorReasonBodySchema,
        title: `Reject the ${title}?`,
        confirmLabel: 'Reject adjustment',
        body: `No money moves; ${request.requestedBy.name} sees the reason in the audit log.`,
      };
}

/**
 * Maker-checker: large adjustments another operator asked for, waiting for a second pair of
 * eyes. The money moves when one is approved here; the maker cannot approve their own.
 */
export default function ApprovalsSection() {
  const { operatorUid } = useOperatorCan();
  const pending = useQuery({
    queryKey: operatorKeys.adjustmentRequests(),
    queryFn: ({ signal }) => getPendingAdjustments(signal),
    refetchInterval: APPROVALS_REFRESH_MS,
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
      <DecisionQueue
        query={pending}
        itemsOf={(data) => data}
        loadingLabel="Loading adjustments waiting for approval"
        emptyText="No adjustments are waiting for approval."
        questionOf={questionOf}
        decide={({ item, action, reason }) =>
          action === 'approve'
            ? approveAdjustment(item.uid)
            : rejectAdjustment(item.uid, { reason: reason ?? '' })
        }
        doneMessage={(reply) =>
          reply.status === 'APPROVED' ? `${describe(reply)} done` : 'Adjustment rejected'
        }
        reloads={[operatorKeys.adjustmentRequests()]}
      >
        {(requests, { ask }) => (
          <QueueTable
            label="Adjustments waiting for approval"
            headers={['Asked', 'Adjustment', 'Reason', 'Asked by', 'Decision']}
          >
            {requests.map((request) => (
              <TableRow key={request.uid} data-testid="adjustment-request">
                <TableCell>{formatIndiaDateTime(request.requestedOn)}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{describe(request)}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>{request.reason}</TableCell>
                <TableCell>{request.requestedBy.name}</TableCell>
                <TableCell>
                  <FourEyesDecision
                    isOwn={request.requestedBy.uid === operatorUid}
                    label={describe(request)}
                    onApprove={() => ask(request, 'approve')}
                    onReject={() => ask(request, 'reject')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </QueueTable>
        )}
      </DecisionQueue>
    </>
  );
}
