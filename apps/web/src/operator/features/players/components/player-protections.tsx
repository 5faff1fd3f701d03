import {
  describeLimit,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { TablePanel } from '../../../components/table-panel';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { applyBreak, getPlayerProtections } from '../api/protections-api';

const LENGTHS: Record<TimeOutDuration | SelfExclusionDuration, string> = {
  P1D: '24 hours',
  P7D: '1 week',
  P1M: '1 month',
  P6W: '6 weeks',
  P6M: '6 months',
  P1Y: '1 year',
  P2Y: '2 years',
  P5Y: '5 years',
};
const HISTORY_COLUMNS = [
  { label: 'When' },
  { label: 'By' },
  { label: 'What' },
  { label: 'Details' },
];
const isFuture = (instant: string | null) => instant !== null && Date.parse(instant) > Date.now();

/**
 * A player's protections and who set what, when; with players:protect, a time-out or
 * self-exclusion applied on the player's request (audited; nothing here lifts or shortens one).
 */
export function PlayerProtections({ uid, canProtect }: { uid: string; canProtect: boolean }) {
  const key = [...operatorKeys.player(uid), 'protections'];
  const queryClient = useQueryClient();
  const protections = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getPlayerProtections(uid, signal),
  });
  const [kind, setKind] = useState<'time-out' | 'self-exclusion'>('time-out');
  const [duration, setDuration] = useState<TimeOutDuration | SelfExclusionDuration>('P1D');
  const [isConfirming, setConfirming] = useState(false);
  const apply = useMutation({
    mutationFn: () => applyBreak(uid, kind, duration),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  if (protections.isPending) return <PageLoading label="Loading the protections" />;
  if (protections.isError)
    return <LoadError error={protections.error} onRetry={() => void protections.refetch()} />;
  const { protections: current, history } = protections.data;
  const durations: readonly (TimeOutDuration | SelfExclusionDuration)[] =
    kind === 'time-out' ? TIME_OUT_DURATIONS : SELF_EXCLUSION_DURATIONS;

  return (
    <Stack spacing={2}>
      <Paper component="section" aria-label="Protections" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Protections
        </Typography>
        {current.limits.length === 0 ? (
          <Typography>No limits set.</Typography>
        ) : (
          current.limits.map((limit) => (
            <Typography key={`${limit.kind}-${limit.period}`}>
              {describeLimit(limit.kind, limit.period, Math.round(limit.amount * 100))}: used ₹
              {limit.used.toFixed(2)}
              {limit.pendingFrom &&
                ` (change to ${limit.pendingAmount === null ? 'no limit' : `₹${limit.pendingAmount.toFixed(2)}`} waiting from ${formatIndiaDateTime(limit.pendingFrom)})`}
            </Typography>
          ))
        )}
        <Typography>
          Time-out:{' '}
          {isFuture(current.timeOutUntil)
            ? `until ${formatIndiaDateTime(current.timeOutUntil as string)}`
            : 'none'}
        </Typography>
        <Typography>
          Self-exclusion:{' '}
          {current.selfExcludedUntil
            ? `until ${formatIndiaDateTime(current.selfExcludedUntil)}${current.selfExclusionReturnFrom ? `; returns ${formatIndiaDateTime(current.selfExclusionReturnFrom)}` : ''}`
            : 'none'}
        </Typography>
        {current.closedAt && (
          <Typography>Account closed {formatIndiaDateTime(current.closedAt)}</Typography>
        )}
        <Typography>
          Reality check:{' '}
          {current.realityCheckMinutes ? `every ${current.realityCheckMinutes} minutes` : 'off'}
          {' · '}Marketing: {current.marketingConsent ? 'yes' : 'no'}
        </Typography>
        {canProtect && (
          <Box sx={{ mt: 2 }}>
            <Typography sx={{ mb: 1 }}>Apply a break the player asked for</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label="Break"
                value={kind}
                onChange={(event) => {
                  const next = event.target.value as 'time-out' | 'self-exclusion';
                  setKind(next);
                  setDuration(next === 'time-out' ? 'P1D' : 'P6M');
                }}
              >
                <MenuItem value="time-out">Time-out</MenuItem>
                <MenuItem value="self-exclusion">Self-exclusion</MenuItem>
              </TextField>
              <TextField
                select
                size="small"
                label="Length"
                value={duration}
                onChange={(event) =>
                  setDuration(event.target.value as TimeOutDuration | SelfExclusionDuration)
                }
              >
                {durations.map((option) => (
                  <MenuItem key={option} value={option}>
                    {LENGTHS[option]}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                Apply
              </Button>
            </Stack>
            {isConfirming && (
              <Alert
                severity="warning"
                sx={{ mt: 1 }}
                action={
                  <Stack direction="row" spacing={1}>
                    <Button
                      color="inherit"
                      variant="outlined"
                      loading={apply.isPending}
                      onClick={() => {
                        apply.mutate();
                        setConfirming(false);
                      }}
                    >
                      Confirm
                    </Button>
                    <Button color="inherit" onClick={() => setConfirming(false)}>
                      Cancel
                    </Button>
                  </Stack>
                }
              >
                {`${kind === 'time-out' ? 'Time-out' : 'Self-exclusion'} of ${LENGTHS[duration]} on the player's request. It cannot be shortened or lifted; it is recorded under your name.`}
              </Alert>
            )}
            {apply.error && (
              <Typography role="alert" color="error" sx={{ mt: 1 }}>
                {failureMessage(apply.error)}
              </Typography>
            )}
          </Box>
        )}
      </Paper>
      <TablePanel
        title="Protection history"
        columns={HISTORY_COLUMNS}
        emptyText="No changes yet."
        isEmpty={history.length === 0}
      >
        {history.map((entry, index) => (
          <TableRow key={`${entry.at}-${index}`}>
            <TableCell>{formatIndiaDateTime(entry.at)}</TableCell>
            <TableCell>{entry.actor.type}</TableCell>
            <TableCell>
              {entry.action
                .replace(/^PROTECTION_/, '')
                .replaceAll('_', ' ')
                .toLowerCase()}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {Object.entries(entry.details)
                .map(([name, value]) => `${name}: ${String(value)}`)
                .join(', ')}
            </TableCell>
          </TableRow>
        ))}
      </TablePanel>
    </Stack>
  );
}
