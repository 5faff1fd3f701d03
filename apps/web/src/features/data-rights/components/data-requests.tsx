import type { DataCategory, DataRequestStatus } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { dataRequestsQuery, useDataRequest } from '../api/data-rights-api';
import { CATEGORY_LABELS } from './data-held';

const STATUS_LABELS: Record<DataRequestStatus, MessageId> = {
  OPEN: 'dataRights.status.OPEN',
  IN_PROGRESS: 'dataRights.status.IN_PROGRESS',
  DONE: 'dataRights.status.DONE',
  REFUSED: 'dataRights.status.REFUSED',
};

/** What an erasure keeps under the legal hold, and why: told before the player asks. */
const KEPT: readonly [DataCategory, MessageId][] = [
  ['IDENTITY', 'dataRights.kept.IDENTITY'],
  ['KYC', 'dataRights.kept.KYC'],
  ['MONEY', 'dataRights.kept.MONEY'],
  ['BETS', 'dataRights.kept.BETS'],
  ['PROTECTIONS', 'dataRights.kept.PROTECTIONS'],
  ['CONSENTS', 'dataRights.kept.CONSENTS'],
  ['SIGN_IN', 'dataRights.kept.SIGN_IN'],
];

/** The player's correction and erasure requests, and the form to ask for one. */
export function DataRequests() {
  const { t, refusal, words, dateTime } = useT();
  const requests = useQuery(dataRequestsQuery);
  const send = useDataRequest();
  const [kind, setKind] = useState<'CORRECTION' | 'ERASURE'>('CORRECTION');
  const [details, setDetails] = useState('');
  const [password, setPassword] = useState('');
  const isErasure = kind === 'ERASURE';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { kind, details, ...(isErasure ? { password } : {}) },
      {
        onSuccess: () => {
          setDetails('');
          setPassword('');
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="data-requests-title">
      <Typography id="data-requests-title" variant="h3" sx={{ mb: 1 }}>
        {t('dataRights.requests.heading')}
      </Typography>
      <Box
        component="form"
        onSubmit={handleSubmit}
        aria-labelledby="data-requests-title"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <RadioGroup
          aria-label={t('dataRights.requests.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as typeof kind)}
        >
          <FormControlLabel
            value="CORRECTION"
            control={<Radio />}
            label={t('dataRights.requests.CORRECTION')}
            sx={{ minHeight: 48 }}
          />
          <FormControlLabel
            value="ERASURE"
            control={<Radio />}
            label={t('dataRights.requests.ERASURE')}
            sx={{ minHeight: 48 }}
          />
        </RadioGroup>
        {isErasure && (
          <Box sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('dataRights.requests.erasureWarning')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('dataRights.requests.keptIntro')}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
              {KEPT.map(([category, reason]) => (
                <Typography component="li" variant="body2" key={category}>
                  <strong>{t(CATEGORY_LABELS[category])}</strong>: {t(reason)}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
        <TextField
          label={t('dataRights.requests.details')}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={2}
          required
        />
        {isErasure && (
          <TextField
            label={t('dataRights.requests.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        )}
        <Box>
          <Button type="submit" variant="contained" loading={send.isPending} sx={{ minHeight: 48 }}>
            {t('dataRights.requests.send')}
          </Button>
        </Box>
        {send.isSuccess && <Typography role="status">{t('dataRights.requests.sent')}</Typography>}
        {send.error && (
          <Typography role="alert" color="error">
            {send.error instanceof ApiError ? refusal(send.error) : words(send.error.message)}
          </Typography>
        )}
      </Box>
      <Box
        component="ul"
        aria-label={t('dataRights.requests.list')}
        sx={{ pl: 0, listStyle: 'none' }}
      >
        {requests.data?.length === 0 && (
          <Typography component="li" variant="body2">
            {t('dataRights.requests.none')}
          </Typography>
        )}
        {requests.data?.map((request) => (
          <Box
            component="li"
            key={request.uid}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t(
                request.kind === 'ERASURE'
                  ? 'dataRights.requests.ERASURE'
                  : 'dataRights.requests.CORRECTION',
              )}
              {' · '}
              {t(STATUS_LABELS[request.status])}
            </Typography>
            <Typography variant="body2">
              {t('dataRights.requests.due', { day: dateTime(request.dueAt) })}
            </Typography>
            {request.outcome && (
              <Typography variant="body2">
                {t('dataRights.requests.outcome', { outcome: request.outcome })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
