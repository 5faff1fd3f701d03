import { MESSAGES, OTP_PATTERN, STEP_UP_MESSAGES } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { authenticatorStatusQuery, confirmIdentity, sendIdentityCode } from '../api/step-up';

const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.statusCode > 0 && error.statusCode < 500
    ? (error.issues[0]?.message ?? error.message)
    : MESSAGES.generic;

/**
 * "Confirm it's you" before the first withdrawal to a beneficiary (decision 025): the account
 * password, a code sent to the verified mobile, or, with two-step sign-in on, a code of the
 * authenticator app. The proof lasts 5 minutes.
 */
export function ConfirmIdentityDialog(props: { onClose: () => void; onConfirmed: () => void }) {
  const [isByCode, setByCode] = useState(false);
  const [isByAuthenticator, setByAuthenticator] = useState(false);
  const isAuthenticatorOn = useQuery(authenticatorStatusQuery).data?.enabled === true;
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { t, words } = useT();

  const handleSendCode = async () => {
    setFailure(null);
    try {
      setNotice((await sendIdentityCode()).message);
      setByCode(true);
      setByAuthenticator(false);
      setValue('');
    } catch (error) {
      setFailure(reasonOf(error));
    }
  };

  const handleConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const isSixDigits = isByCode || isByAuthenticator;
    if (isSixDigits ? !OTP_PATTERN.test(value) : value === '') {
      setFailure(isSixDigits ? MESSAGES.otpInvalid : MESSAGES.passwordRequired);
      return;
    }
    setBusy(true);
    try {
      await confirmIdentity(
        isByAuthenticator ? { totp: value } : isByCode ? { otp: value } : { password: value },
      );
    } catch (error) {
      setFailure(reasonOf(error));
      setBusy(false);
      return;
    }
    props.onConfirmed();
  };

  return (
    <AppDialog title={t('cashier.confirm.title')} onClose={props.onClose}>
      <Stack component="form" noValidate onSubmit={handleConfirm} spacing={2} sx={{ pt: 1 }}>
        <Typography>{words(STEP_UP_MESSAGES.required)}</Typography>
        {failure && <Alert severity="error">{words(failure)}</Alert>}
        {notice && <Alert severity="info">{words(notice)}</Alert>}
        <TextField
          key={isByAuthenticator ? 'authenticator' : isByCode ? 'code' : 'password'}
          label={
            isByAuthenticator
              ? t('cashier.confirm.appCode')
              : isByCode
                ? t('cashier.confirm.otp')
                : t('auth.password')
          }
          type={isByCode || isByAuthenticator ? 'text' : 'password'}
          autoComplete={isByCode || isByAuthenticator ? 'one-time-code' : 'current-password'}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{
            htmlInput: isByCode || isByAuthenticator ? { inputMode: 'numeric', maxLength: 6 } : {},
          }}
        />
        {isAuthenticatorOn && (
          <Link
            component="button"
            type="button"
            onClick={() => {
              setByAuthenticator(!isByAuthenticator);
              setByCode(false);
              setValue('');
            }}
            sx={{ alignSelf: 'start', minHeight: 44 }}
          >
            {isByAuthenticator
              ? t('cashier.confirm.usePassword')
              : t('cashier.confirm.useAuthenticator')}
          </Link>
        )}
        <Button type="submit" variant="contained" size="large" loading={isBusy}>
          {t('cashier.confirm')}
        </Button>
        <Button variant="text" size="large" onClick={() => void handleSendCode()}>
          {t(isByCode ? 'cashier.confirm.sendAgain' : 'cashier.confirm.sendCode')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
