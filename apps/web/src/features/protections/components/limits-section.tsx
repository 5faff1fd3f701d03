import {
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
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { protectionCalls, useProtectionChange } from '../api/protections-api';

const KIND_LABELS: Record<LimitKind, MessageId> = {
  STAKE: 'protections.limits.kind.STAKE',
  LOSS: 'protections.limits.kind.LOSS',
  DEPOSIT: 'protections.limits.kind.DEPOSIT',
};
const PERIOD_LABELS: Record<LimitPeriod, MessageId> = {
  DAY: 'protections.limits.period.DAY',
  WEEK: 'protections.limits.period.WEEK',
  MONTH: 'protections.limits.period.MONTH',
};
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
  const { t, money, words, refusal, dateTime } = useT();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLimit.mutate({ kind, period, amount: Number(amount) });
  };

  return (
    <Box component="section" aria-labelledby="limits-title">
      <Typography id="limits-title" variant="h3" sx={{ mb: 1 }}>
        {t('protections.limits')}
      </Typography>
      {protections.limits.length === 0 ? (
        <Typography color="text.secondary">{t('protections.limits.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {protections.limits.map((limit) => {
            const name = t('protections.limits.name', {
              period: limit.period,
              kind: limit.kind,
              amount: money(limit.amount * 100),
            });
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
                  {t('protections.limits.usedLeft', {
                    used: money(limit.used * 100),
                    left: money(Math.max(0, limit.amount - limit.used) * 100),
                  })}
                </Typography>
                {limit.pendingFrom !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {limit.pendingAmount === null
                      ? t('protections.limits.pendingRemoval', {
                          from: dateTime(limit.pendingFrom),
                        })
                      : t('protections.limits.pendingChange', {
                          amount: money(limit.pendingAmount * 100),
                          from: dateTime(limit.pendingFrom),
                        })}
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
                      {t('protections.limits.confirm')}
                    </Button>
                  )}
                  {limit.pendingFrom === null && (
                    <Button
                      variant="outlined"
                      aria-label={t('protections.limits.removeNamed', { name })}
                      loading={setLimit.isPending}
                      onClick={() =>
                        setLimit.mutate({ kind: limit.kind, period: limit.period, amount: null })
                      }
                    >
                      {t('protections.limits.remove')}
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
        aria-label={t('protections.limits.setTitle')}
        sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr auto' } }}
      >
        <TextField
          select
          label={t('protections.limits.on')}
          value={kind}
          onChange={(event) => setKind(event.target.value as LimitKind)}
        >
          {LIMIT_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(KIND_LABELS[option])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('protections.limits.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
        >
          {LIMIT_PERIODS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(PERIOD_LABELS[option])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('protections.limits.amount')}
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
          {t('protections.limits.set')}
        </Button>
      </Box>
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {failure instanceof ApiError ? refusal(failure) : words(failure.message)}
        </Typography>
      )}
    </Box>
  );
}
