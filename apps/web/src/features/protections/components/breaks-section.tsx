import {
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  type Protections,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatIndiaDateTime } from '../../../lib/india-date-time';
import { protectionCalls, useProtectionChange } from '../api/protections-api';

const TIME_OUT_LABELS: Record<TimeOutDuration, string> = {
  P1D: '24 hours',
  P7D: '1 week',
  P1M: '1 month',
  P6W: '6 weeks',
};
const EXCLUSION_LABELS: Record<SelfExclusionDuration, string> = {
  P6M: '6 months',
  P1Y: '1 year',
  P2Y: '2 years',
  P5Y: '5 years',
};
const isFuture = (instant: string | null) => instant !== null && Date.parse(instant) > Date.now();

/** Time-out and self-exclusion: each asks once more before it starts, as neither can be undone. */
export function BreaksSection({ protections }: { protections: Protections }) {
  const timeOut = useProtectionChange(protectionCalls.takeTimeOut);
  const exclude = useProtectionChange(protectionCalls.selfExclude);
  const [breakLength, setBreakLength] = useState<TimeOutDuration>('P1D');
  const [exclusionLength, setExclusionLength] = useState<SelfExclusionDuration>('P6M');
  const [asking, setAsking] = useState<'time-out' | 'exclusion' | null>(null);
  const failure = timeOut.error ?? exclude.error;

  return (
    <Box component="section" aria-labelledby="breaks-title">
      <Typography id="breaks-title" variant="h3" sx={{ mb: 1 }}>
        Take a break
      </Typography>
      {isFuture(protections.timeOutUntil) && (
        <Alert severity="info" sx={{ mb: 1 }}>
          You are taking a break until {formatIndiaDateTime(protections.timeOutUntil as string)}.
          You can still sign in, see your account and withdraw.
        </Alert>
      )}
      {protections.selfExcludedUntil !== null && (
        <Alert severity="info" sx={{ mb: 1 }}>
          You have excluded yourself from betting until{' '}
          {formatIndiaDateTime(protections.selfExcludedUntil)}.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr auto' } }}>
        <TextField
          select
          label="Time-out length"
          value={breakLength}
          onChange={(event) => setBreakLength(event.target.value as TimeOutDuration)}
        >
          {TIME_OUT_DURATIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {TIME_OUT_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => setAsking('time-out')}>
          Take a time-out
        </Button>
        <TextField
          select
          label="Self-exclusion length"
          value={exclusionLength}
          onChange={(event) => setExclusionLength(event.target.value as SelfExclusionDuration)}
        >
          {SELF_EXCLUSION_DURATIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {EXCLUSION_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color="error"
          sx={{ minHeight: 48 }}
          onClick={() => setAsking('exclusion')}
        >
          Exclude me
        </Button>
      </Box>
      {asking && (
        <Alert
          severity="warning"
          sx={{ mt: 1.5 }}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                variant="outlined"
                loading={timeOut.isPending || exclude.isPending}
                onClick={() => {
                  if (asking === 'time-out') timeOut.mutate({ duration: breakLength });
                  else exclude.mutate({ duration: exclusionLength });
                  setAsking(null);
                }}
              >
                Confirm
              </Button>
              <Button color="inherit" onClick={() => setAsking(null)}>
                Cancel
              </Button>
            </Box>
          }
        >
          {asking === 'time-out'
            ? `No bets for ${TIME_OUT_LABELS[breakLength]}. A break cannot be shortened.`
            : `No bets for ${EXCLUSION_LABELS[exclusionLength]}. Self-exclusion cannot be undone before its end; your balance stays withdrawable.`}
        </Alert>
      )}
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {failure.message}
        </Typography>
      )}
    </Box>
  );
}
