import { CONSENT_PURPOSES, type ConsentPurpose } from '@furlong/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { consentQuery, useRecordConsent } from '../api/data-rights-api';

export const PURPOSE_LABELS: Record<ConsentPurpose, MessageId> = {
  ACCOUNT: 'dataRights.consent.ACCOUNT',
  MARKETING: 'dataRights.consent.MARKETING',
};

/**
 * Consent by purpose: one tap gives a purpose and one tap withdraws it. ACCOUNT is what the
 * account runs on, so it shows as given and cannot be switched off here (erasure ends it).
 */
export function ConsentSection() {
  const { t, refusal, words, dateTime } = useT();
  const consent = useQuery(consentQuery);
  const record = useRecordConsent();
  const state = consent.data;
  const given = new Set<ConsentPurpose>(state?.current?.purposes ?? ['ACCOUNT']);

  const handleToggle = (purpose: ConsentPurpose, isOn: boolean) => {
    if (!state) return;
    const purposes = CONSENT_PURPOSES.filter((p) =>
      p === 'ACCOUNT' ? true : p === purpose ? isOn : given.has(p),
    );
    record.mutate({ noticeVersion: state.currentNoticeVersion, purposes, screen: 'MY_DATA' });
  };

  return (
    <Box component="section" aria-labelledby="consent-title">
      <Typography id="consent-title" variant="h3" sx={{ mb: 1 }}>
        {t('dataRights.consent.heading')}
      </Typography>
      {state && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('dataRights.consent.version', { version: state.currentNoticeVersion })}
          {state.current &&
            ` ${t('dataRights.consent.given', { day: dateTime(state.current.givenAt) })}`}
        </Typography>
      )}
      <Box sx={{ display: 'grid' }}>
        {CONSENT_PURPOSES.map((purpose) => (
          <FormControlLabel
            key={purpose}
            sx={{ minHeight: 48 }}
            control={
              <Switch
                checked={given.has(purpose)}
                disabled={purpose === 'ACCOUNT' || !state || record.isPending}
                onChange={(event) => handleToggle(purpose, event.target.checked)}
              />
            }
            label={t(PURPOSE_LABELS[purpose])}
          />
        ))}
      </Box>
      {record.isSuccess && (
        <Typography role="status" variant="body2">
          {t('dataRights.consent.saved')}
        </Typography>
      )}
      {record.error && (
        <Typography role="alert" color="error">
          {record.error instanceof ApiError ? refusal(record.error) : words(record.error.message)}
        </Typography>
      )}
    </Box>
  );
}
