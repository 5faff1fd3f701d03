import { rejectPalpableBodySchema, type PalpableErrorRequest } from '@furlong/contract';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { DecisionQueue, type QueueQuestion } from '../../../components/decision-queue';
import { FourEyesDecision } from '../../../components/four-eyes-decision';
import { QueueTable } from '../../../components/queue-table';
import { operatorKeys } from '../../../lib/operator-keys';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { decidePalpableError, getPalpableErrors } from '../api/trading-api';

export const PALPABLE_REFRESH_MS = 15_000;

type Action = 'approve' | 'reject';

const describe = (request: PalpableErrorRequest) =>
  request.kind === 'VOID'
    ? `Void ${request.ticketNumber}`
    : `Re-price ${request.ticketNumber} from ${request.odds.toFixed(2)} to ${request.newOdds?.toFixed(2)}`;

function questionOf(request: PalpableErrorRequest, action: Action): QueueQuestion {
  return action === 'approve'
    ? {
        kind: 'confirm',
        title: `${describe(request)}?`,
        confirmLabel: 'Approve correction',
        body: `Asked by ${request.makerName}: ${request.reason}. The player is told.`,
      }
    : {
        kind: 'reason',
        schema: rejectPalpableBodySchema,
        title: `Reject: ${describe(request)}?`,
        confirmLabel: 'Reject correction',
        body: 'The bet stays as it was struck.',
      };
}

/** Price-error corrections another operator asked for, waiting for a second operator. */
export function PalpableErrorsPanel() {
  const headingId = useId();
  const { operatorUid, can } = useOperatorCan();
  const pending = useQuery({
    queryKey: operatorKeys.palpableErrors(),
    queryFn: ({ signal }) => getPalpableErrors(signal),
    refetchInterval: PALPABLE_REFRESH_MS,
  });
  const canDecide = can('bets:review');

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Price errors
      </Typography>
      <DecisionQueue
        query={pending}
        itemsOf={(data) => data.requests}
        loadingLabel="Loading price-error corrections"
        emptyText="No price-error corrections are waiting."
        questionOf={questionOf}
        decide={({ item, action, reason }) =>
          decidePalpableError(
            item.uid,
            action === 'approve' ? { kind: action } : { kind: action, reason: reason ?? '' },
          )
        }
        doneMessage={(reply) =>
          reply.status === 'APPROVED'
            ? `${describe(reply)}: done, player told`
            : 'Correction rejected'
        }
        reloads={[operatorKeys.palpableErrors()]}
      >
        {(requests, { ask }) => (
          <QueueTable
            label="Price-error corrections waiting for approval"
            headers={['Correction', 'Bet', 'Reason', 'Asked by', 'Decision']}
            isOwnPaper={false}
          >
            {requests.map((request) => (
              <TableRow key={request.uid}>
                <TableCell sx={{ minWidth: 160 }}>{describe(request)}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  {request.playerName}: {request.horse} {request.market} @ {request.odds.toFixed(2)}
                  , {formatRupeeAmount(request.stake)} ({request.betStatus})
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>{request.reason}</TableCell>
                <TableCell>{request.makerName}</TableCell>
                <TableCell>
                  {canDecide && (
                    <FourEyesDecision
                      isOwn={request.makerUid === operatorUid}
                      label={describe(request)}
                      separator=": "
                      onApprove={() => ask(request, 'approve')}
                      onReject={() => ask(request, 'reject')}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </QueueTable>
        )}
      </DecisionQueue>
    </Paper>
  );
}
