import type { Protections } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { protectionCalls, useProtectionChange } from '../api/protections-api';

const hasPassed = (instant: string) => Date.parse(instant) <= Date.now();

/**
 * Coming back after a self-exclusion has ended, and closing the account. Each asks once more
 * before it is sent: a return starts a 24-hour wait, a closure refuses every bet until support
 * reopens the account.
 */
export function AccountSection({ protections }: { protections: Protections }) {
  const requestReturn = useProtectionChange(protectionCalls.requestReturn);
  const [isAskingReturn, setAskingReturn] = useState(false);
  const [isClosing, setClosing] = useState(false);
  const { t, words, refusal, dateTime } = useT();
  const { selfExcludedUntil, selfExclusionReturnFrom, closedAt } = protections;
  const canAskToReturn =
    selfExcludedUntil !== null && hasPassed(selfExcludedUntil) && selfExclusionReturnFrom === null;

  return (
    <Box component="section" aria-labelledby="account-control-title">
      <Typography id="account-control-title" variant="h3" sx={{ mb: 1 }}>
        {t('protections.account')}
      </Typography>
      {selfExclusionReturnFrom !== null && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('protections.account.returnAsked', {
            from: dateTime(selfExclusionReturnFrom),
          })}
        </Alert>
      )}
      {canAskToReturn && (
        <Box sx={{ mb: 1.5 }}>
          <Typography sx={{ mb: 1 }}>{t('protections.account.exclusionEnded')}</Typography>
          <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => setAskingReturn(true)}>
            {t('protections.account.askReturn')}
          </Button>
        </Box>
      )}
      {isAskingReturn && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                variant="outlined"
                loading={requestReturn.isPending}
                onClick={() => {
                  requestReturn.mutate(undefined);
                  setAskingReturn(false);
                }}
              >
                {t('protections.account.confirmReturn')}
              </Button>
              <Button color="inherit" onClick={() => setAskingReturn(false)}>
                {t('protections.cancel')}
              </Button>
            </Box>
          }
        >
          {t('protections.account.returnWarning')}
        </Alert>
      )}
      {closedAt !== null ? (
        <Alert severity="info">
          {t('protections.account.closedOn', { closedAt: dateTime(closedAt) })}
        </Alert>
      ) : (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('protections.account.closeExplain')}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            sx={{ minHeight: 48 }}
            onClick={() => setClosing(true)}
          >
            {t('protections.account.close')}
          </Button>
        </Box>
      )}
      {requestReturn.error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {requestReturn.error instanceof ApiError
            ? refusal(requestReturn.error)
            : words(requestReturn.error.message)}
        </Typography>
      )}
      {isClosing && <CloseAccountDialog onClose={() => setClosing(false)} />}
    </Box>
  );
}

function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const close = useProtectionChange(protectionCalls.closeAccount);
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const { t, words, refusal } = useT();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    close.mutate({ reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <AppDialog title={t('protections.close.title')} onClose={onClose}>
      <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('protections.close.explain')}</Typography>
        <TextField
          label={t('protections.close.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          error={isMissing}
          helperText={isMissing ? t('protections.close.reasonMissing') : undefined}
        />
        {close.error && (
          <Typography role="alert" color="error">
            {close.error instanceof ApiError ? refusal(close.error) : words(close.error.message)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={close.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('protections.account.close')}
          </Button>
          <Button onClick={onClose} sx={{ minHeight: 48 }}>
            {t('protections.close.keepOpen')}
          </Button>
        </Box>
      </Box>
    </AppDialog>
  );
}
