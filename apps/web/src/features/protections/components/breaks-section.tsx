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
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { protectionCalls, useProtectionChange } from '../api/protections-api';

const TIME_OUT_LABELS: Record<TimeOutDuration, MessageId> = {
  P1D: 'protections.length.P1D',
  P7D: 'protections.length.P7D',
  P1M: 'protections.length.P1M',
  P6W: 'protections.length.P6W',
};
const EXCLUSION_LABELS: Record<SelfExclusionDuration, MessageId> = {
  P6M: 'protections.length.P6M',
  P1Y: 'protections.length.P1Y',
  P2Y: 'protections.length.P2Y',
  P5Y: 'protections.length.P5Y',
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
  const { t, words, refusal, dateTime } = useT();

  return (
    <Box component="section" aria-labelledby="breaks-title">
      <Typography id="breaks-title" variant="h3" sx={{ mb: 1 }}>
        {t('protections.breaks')}
      </Typography>
      {isFuture(protections.timeOutUntil) && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('protections.breaks.timedOut', {
            until: dateTime(protections.timeOutUntil as string),
          })}
        </Alert>
      )}
      {protections.selfExcludedUntil !== null && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('protections.breaks.excluded', {
            until: dateTime(protections.selfExcludedUntil),
          })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr auto' } }}>
        <TextField
          select
          label={t('protections.breaks.timeOutLength')}
          value={breakLength}
          onChange={(event) => setBreakLength(event.target.value as TimeOutDuration)}
        >
          {TIME_OUT_DURATIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(TIME_OUT_LABELS[option])}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => setAsking('time-out')}>
          {t('protections.breaks.timeOut')}
        </Button>
        <TextField
          select
          label={t('protections.breaks.exclusionLength')}
          value={exclusionLength}
          onChange={(event) => setExclusionLength(event.target.value as SelfExclusionDuration)}
        >
          {SELF_EXCLUSION_DURATIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(EXCLUSION_LABELS[option])}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color="error"
          sx={{ minHeight: 48 }}
          onClick={() => setAsking('exclusion')}
        >
          {t('protections.breaks.exclude')}
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
                {t('cashier.confirm')}
              </Button>
              <Button color="inherit" onClick={() => setAsking(null)}>
                {t('protections.cancel')}
              </Button>
            </Box>
          }
        >
          {asking === 'time-out'
            ? t('protections.breaks.askTimeOut', { length: t(TIME_OUT_LABELS[breakLength]) })
            : t('protections.breaks.askExclusion', {
                length: t(EXCLUSION_LABELS[exclusionLength]),
              })}
        </Alert>
      )}
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {failure instanceof ApiError ? refusal(failure) : words(failure.message)}
        </Typography>
      )}
    </Box>
  );
}
