import {
  PRICE_CHANGE_POLICIES,
  REALITY_CHECK_MINUTES,
  type PriceChangePolicy,
  type Protections,
} from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { protectionCalls, useProtectionChange } from '../api/protections-api';

const POLICY_LABELS: Record<PriceChangePolicy, MessageId> = {
  ASK: 'protections.settings.policy.ASK',
  HIGHER: 'protections.settings.policy.HIGHER',
  ANY: 'protections.settings.policy.ANY',
};

/** Reality-check reminders, what the slip does when a price moves, and marketing consent. */
export function SettingsSection({ protections }: { protections: Protections }) {
  const save = useProtectionChange(protectionCalls.saveSettings);
  const [minutes, setMinutes] = useState(String(protections.realityCheckMinutes ?? 'off'));
  const [policy, setPolicy] = useState<PriceChangePolicy>(protections.priceChangePolicy);
  const [marketing, setMarketing] = useState(protections.marketingConsent);
  const { t, words, refusal } = useT();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      realityCheckMinutes:
        minutes === 'off' ? null : (Number(minutes) as (typeof REALITY_CHECK_MINUTES)[number]),
      priceChangePolicy: policy,
      marketingConsent: marketing,
    });
  };

  return (
    <Box component="section" aria-labelledby="settings-title">
      <Typography id="settings-title" variant="h3" sx={{ mb: 1 }}>
        {t('protections.settings')}
      </Typography>
      <Box
        component="form"
        onSubmit={handleSubmit}
        aria-label={t('protections.settings')}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField
          select
          label={t('protections.realityCheck')}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        >
          <MenuItem value="off">{t('protections.settings.off')}</MenuItem>
          {REALITY_CHECK_MINUTES.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {t('protections.settings.every', { minutes: option })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('protections.settings.policy')}
          value={policy}
          onChange={(event) => setPolicy(event.target.value as PriceChangePolicy)}
        >
          {PRICE_CHANGE_POLICIES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(POLICY_LABELS[option])}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
          }
          label={t('protections.settings.marketing')}
        />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minHeight: 48 }}>
            {t('protections.settings.save')}
          </Button>
          {save.isSuccess && (
            <Typography role="status" component="span" sx={{ ml: 1.5 }}>
              {t('protections.saved')}
            </Typography>
          )}
        </Box>
      </Box>
      {save.error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {save.error instanceof ApiError ? refusal(save.error) : words(save.error.message)}
        </Typography>
      )}
    </Box>
  );
}
