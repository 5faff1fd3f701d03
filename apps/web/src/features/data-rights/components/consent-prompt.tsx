import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { consentQuery, useRecordConsent } from '../api/data-rights-api';
import { PURPOSE_LABELS } from './consent-section';

/**
 * Asks a signed-in player to answer the privacy notice in force when they have not (a new
 * version asks again). Marketing starts unticked: consent is given, never assumed.
 */
export function ConsentPrompt() {
  const { t, refusal, words } = useT();
  const consent = useQuery(consentQuery);
  const record = useRecordConsent();
  const [isMarketing, setMarketing] = useState(false);
  const [isPostponed, setPostponed] = useState(false);
  const state = consent.data;
  if (!state?.needsAnswer || isPostponed) return null;

  const handleAccept = () =>
    record.mutate({
      noticeVersion: state.currentNoticeVersion,
      purposes: isMarketing ? ['ACCOUNT', 'MARKETING'] : ['ACCOUNT'],
      screen: 'NOTICE_PROMPT',
    });

  return (
    <Dialog open aria-labelledby="consent-prompt-title" onClose={() => setPostponed(true)}>
      <DialogTitle id="consent-prompt-title">
        {t(state.current ? 'dataRights.prompt.changedTitle' : 'dataRights.prompt.title')}
      </DialogTitle>
      <DialogContent>
        <Typography>{t('dataRights.prompt.body')}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('dataRights.consent.version', { version: state.currentNoticeVersion })}
        </Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{t(PURPOSE_LABELS.ACCOUNT)}</Typography>
        <FormControlLabel
          sx={{ minHeight: 48 }}
          control={
            <Checkbox
              checked={isMarketing}
              onChange={(event) => setMarketing(event.target.checked)}
            />
          }
          label={t(PURPOSE_LABELS.MARKETING)}
        />
        {record.error && (
          <Typography role="alert" color="error">
            {record.error instanceof ApiError ? refusal(record.error) : words(record.error.message)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={Link}
          to={paths.myData}
          onClick={() => setPostponed(true)}
          sx={{ minHeight: 44 }}
        >
          {t('dataRights.prompt.readMore')}
        </Button>
        <Button onClick={() => setPostponed(true)} sx={{ minHeight: 44 }}>
          {t('dataRights.prompt.later')}
        </Button>
        <Button
          variant="contained"
          onClick={handleAccept}
          loading={record.isPending}
          sx={{ minHeight: 44 }}
        >
          {t('dataRights.prompt.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
