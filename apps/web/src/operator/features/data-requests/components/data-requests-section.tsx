import {
  dataRequestActionBodySchema,
  type DataRequestActionBody,
  type OperatorDataRequest,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';
import { SectionHeading } from '../../../components/section-heading';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { actOnDataRequest, getDataRequests } from '../api/data-requests-api';

type Action = DataRequestActionBody['action'];
const ACTIONS: readonly { action: Action; label: string }[] = [
  { action: 'START', label: 'Start' },
  { action: 'NOTE', label: 'Add a note' },
  { action: 'COMPLETE', label: 'Complete' },
  { action: 'REFUSE', label: 'Refuse' },
];

/** The clock's words: days left, or overdue. */
function clockLabel(daysLeft: number) {
  return daysLeft < 0 ? `Overdue by ${-daysLeft} days` : `${daysLeft} days left`;
}

/**
 * The players' correction and erasure requests (decision 070), the earliest due first, each
 * with its 90-day clock, its history and the actions: every action is audited.
 */
export default function DataRequestsSection() {
  const [status, setStatus] = useState<'ACTIVE' | 'CLOSED'>('ACTIVE');
  const requests = useQuery({
    queryKey: [...operatorKeys.dataRequests(), status],
    queryFn: ({ signal }) => getDataRequests(status, signal),
  });
  return (
    <Box>
      <SectionHeading title="Data requests">
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_event, value: 'ACTIVE' | 'CLOSED' | null) => value && setStatus(value)}
          aria-label="Which requests"
        >
          <ToggleButton value="ACTIVE" sx={{ minHeight: 44 }}>
            Open
          </ToggleButton>
          <ToggleButton value="CLOSED" sx={{ minHeight: 44 }}>
            Closed
          </ToggleButton>
        </ToggleButtonGroup>
        <RefreshButton query={requests} />
      </SectionHeading>
      <QueryStates
        query={requests}
        loadingLabel="Loading data requests"
        isEmpty={(rows) => rows.length === 0}
        emptyText={status === 'ACTIVE' ? 'No open data requests.' : 'No closed data requests.'}
      />
      <Box component="ul" aria-label="Data requests" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {requests.data?.map((request) => (
          <DataRequestCard key={request.uid} request={request} />
        ))}
      </Box>
    </Box>
  );
}

function DataRequestCard({ request }: { request: OperatorDataRequest }) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [action, setAction] = useState<Action>(request.status === 'OPEN' ? 'START' : 'NOTE');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const act = useMutation({
    mutationFn: (body: DataRequestActionBody) => actOnDataRequest(request.uid, body),
    onSuccess: async () => {
      setNote('');
      showToast('Recorded.', 'success');
      await queryClient.invalidateQueries({ queryKey: operatorKeys.dataRequests() });
    },
    onError: (failure) => showToast(failureMessage(failure), 'error'),
  });
  const isOpen = request.status === 'OPEN' || request.status === 'IN_PROGRESS';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dataRequestActionBodySchema.safeParse({ action, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    act.mutate(parsed.data);
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {request.kind === 'ERASURE' ? 'Erasure' : 'Correction'}: {request.player.name}
        </Typography>
        <Chip label={request.status} size="small" />
        {isOpen && (
          <Chip
            label={clockLabel(request.daysLeft)}
            size="small"
            color={request.daysLeft < 14 ? 'warning' : 'default'}
          />
        )}
      </Box>
      <Typography variant="body2">
        Asked {formatIndiaDateTime(request.requestedAt)}; due {formatIndiaDateTime(request.dueAt)}
      </Typography>
      <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{request.details}</Typography>
      <Box component="ol" aria-label="History" sx={{ pl: 2.5, my: 1 }}>
        {request.history.map((event, index) => (
          <Typography component="li" variant="body2" key={index}>
            {formatIndiaDateTime(event.at)} · {event.action} ·{' '}
            {event.actor === 'player' ? 'the player' : (event.actorName ?? 'an operator')}
            {event.note ? `: ${event.note}` : ''}
          </Typography>
        ))}
      </Box>
      {isOpen && (
        <Box component="form" onSubmit={handleSubmit} sx={{ display: 'grid', gap: 1, mt: 1 }}>
          <TextField
            select
            size="small"
            label="Action"
            value={action}
            onChange={(event) => setAction(event.target.value as Action)}
          >
            {ACTIONS.map((option) => (
              <MenuItem key={option.action} value={option.action}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {action === 'COMPLETE' && request.kind === 'ERASURE' && (
            <Typography variant="body2" color="warning.main">
              Completing erases the player&apos;s contact details, password, sessions, codes,
              follows and messages, closes the account, and holds KYC, tax and money records for 5
              years. It is refused while the player has a balance.
            </Typography>
          )}
          <TextField
            label="Note (what was done, or why refused)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            error={Boolean(error)}
            helperText={error}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={act.isPending}
              sx={{ minHeight: 44 }}
            >
              Record
            </Button>
          </Box>
        </Box>
      )}
      {request.outcome && !isOpen && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Outcome: {request.outcome}
        </Typography>
      )}
    </Paper>
  );
}
