import type { Protections } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { formatIndiaDateTime } from '../../../lib/india-date-time';
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
  const { selfExcludedUntil, selfExclusionReturnFrom, closedAt } = protections;
  const canAskToReturn =
    selfExcludedUntil !== null && hasPassed(selfExcludedUntil) && selfExclusionReturnFrom === null;

  return (
    <Box component="section" aria-labelledby="account-control-title">
      <Typography id="account-control-title" variant="h3" sx={{ mb: 1 }}>
        Your account
      </Typography>
      {selfExclusionReturnFrom !== null && (
        <Alert severity="info" sx={{ mb: 1 }}>
          You asked to return. You can bet again from {formatIndiaDateTime(selfExclusionReturnFrom)}
          .
        </Alert>
      )}
      {canAskToReturn && (
        <Box sx={{ mb: 1.5 }}>
          <Typography sx={{ mb: 1 }}>
            Your self-exclusion has ended. Your account stays closed to betting until you ask to
            return, and for 24 hours after that.
          </Typography>
          <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => setAskingReturn(true)}>
            Ask to return
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
                Confirm return
              </Button>
              <Button color="inherit" onClick={() => setAskingReturn(false)}>
                Cancel
              </Button>
            </Box>
          }
        >
          You will be able to bet again 24 hours from now. Your limits stay as they are.
        </Alert>
      )}
      {closedAt !== null ? (
        <Alert severity="info">
          Your account was closed on {formatIndiaDateTime(closedAt)}. You can still sign in and
          withdraw your balance. Contact support to reopen it.
        </Alert>
      ) : (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Closing your account refuses every bet; open bets still settle and your balance stays
            withdrawable.
          </Typography>
          <Button
            variant="outlined"
            color="error"
            sx={{ minHeight: 48 }}
            onClick={() => setClosing(true)}
          >
            Close my account
          </Button>
        </Box>
      )}
      {requestReturn.error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {requestReturn.error.message}
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    close.mutate({ reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <AppDialog title="Close your account?" onClose={onClose}>
      <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          Every bet will be refused from now on. Open bets still settle, and you can sign in and
          withdraw your balance. Only support can reopen the account.
        </Typography>
        <TextField
          label="Why are you closing it?"
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
          helperText={isMissing ? 'Please tell us why.' : undefined}
        />
        {close.error && (
          <Typography role="alert" color="error">
            {close.error.message}
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
            Close my account
          </Button>
          <Button onClick={onClose} sx={{ minHeight: 48 }}>
            Keep it open
          </Button>
        </Box>
      </Box>
    </AppDialog>
  );
}
