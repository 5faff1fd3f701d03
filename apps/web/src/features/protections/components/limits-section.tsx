import {
  describeLimit,
  formatRupees,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type Protections,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { formatIndiaDateTime } from '../../../lib/india-date-time';
import { protectionCalls, useProtectionChange } from '../api/protections-api';

const KIND_LABELS: Record<LimitKind, string> = { STAKE: 'Stakes', LOSS: 'Net losses' };
const PERIOD_LABELS: Record<LimitPeriod, string> = {
  DAY: 'Per day',
  WEEK: 'Per week',
  MONTH: 'Per month',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A waiting change can be confirmed once its 24 hours have passed (the server checks again). */
const isConfirmable = (pendingFrom: string | null) =>
  pendingFrom !== null && Date.parse(pendingFrom) <= Date.now();

/** The limits in force, what is used of each, waiting changes, and the form to set one. */
export function LimitsSection({ protections }: { protections: Protections }) {
  const setLimit = useProtectionChange(protectionCalls.setLimit);
  const confirmLimit = useProtectionChange(protectionCalls.confirmLimit);
  const [kind, setKind] = useState<LimitKind>('STAKE');
  const [period, setPeriod] = useState<LimitPeriod>('DAY');
  const [amount, setAmount] = useState('');
  const failure = setLimit.error ?? confirmLimit.error;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLimit.mutate({ kind, period, amount: Number(amount) });
  };

  return (
    <Box component="section" aria-labelledby="limits-title">
      <Typography id="limits-title" variant="h3" sx={{ mb: 1 }}>
        Limits
      </Typography>
      {protections.limits.length === 0 ? (
        <Typography color="text.secondary">You have no limits set.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {protections.limits.map((limit) => {
            const name = capitalised(describeLimit(limit.kind, limit.period, limit.amount * 100));
            const canConfirm = isConfirmable(limit.pendingFrom);
            return (
              <Box
                component="li"
                key={`${limit.kind}-${limit.period}`}
                data-testid={`limit-${limit.kind}-${limit.period}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2">
                  Used {formatRupees(limit.used * 100)}, left{' '}
                  {formatRupees(Math.max(0, limit.amount - limit.used) * 100)}
                </Typography>
                {limit.pendingFrom !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {limit.pendingAmount === null
                      ? 'Removal'
                      : `Change to ${formatRupees(limit.pendingAmount * 100)}`}{' '}
                    can be confirmed from {formatIndiaDateTime(limit.pendingFrom)}.
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  {canConfirm && (
                    <Button
                      variant="contained"
                      loading={confirmLimit.isPending}
                      onClick={() =>
                        confirmLimit.mutate({ kind: limit.kind, period: limit.period })
                      }
                    >
                      Confirm change
                    </Button>
                  )}
                  {limit.pendingFrom === null && (
                    <Button
                      variant="outlined"
                      aria-label={`Remove ${name}`}
                      loading={setLimit.isPending}
                      onClick={() =>
                        setLimit.mutate({ kind: limit.kind, period: limit.period, amount: null })
                      }
                    >
                      Remove
                    </Button>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={handleSubmit}
        aria-label="Set a limit"
        sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr auto' } }}
      >
        <TextField
          select
          label="Limit on"
          value={kind}
          onChange={(event) => setKind(event.target.value as LimitKind)}
        >
          {LIMIT_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {KIND_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Period"
          value={period}
          onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
        >
          {LIMIT_PERIODS.map((option) => (
            <MenuItem key={option} value={option}>
              {PERIOD_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Amount (₹)"
          value={amount}
          required
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={setLimit.isPending}
          sx={{ minHeight: 48 }}
        >
          Set limit
        </Button>
      </Box>
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {failure.message}
        </Typography>
      )}
    </Box>
  );
}
