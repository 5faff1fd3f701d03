import type { StepUpBody } from '@furlong/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';

/**
 * "Confirm it's you" before two-step sign-in is turned on or off (decision 025): the password,
 * or, while it is on, a code of the authenticator app ("Use authenticator code").
 */
export function SecondFactorProof({
  canUseAuthenticator,
  isBusy,
  onProve,
  onCancel,
}: {
  canUseAuthenticator: boolean;
  isBusy: boolean;
  onProve: (proof: StepUpBody) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [isByAuthenticator, setByAuthenticator] = useState(canUseAuthenticator);
  const [value, setValue] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (typed === '') return;
    onProve(isByAuthenticator ? { totp: typed } : { password: value });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
      <TextField
        key={isByAuthenticator ? 'totp' : 'password'}
        label={isByAuthenticator ? t('account.secondFactor.appCode') : t('auth.password')}
        type={isByAuthenticator ? 'text' : 'password'}
        autoComplete={isByAuthenticator ? 'one-time-code' : 'current-password'}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: isByAuthenticator ? { inputMode: 'numeric', maxLength: 6 } : {} }}
      />
      {canUseAuthenticator && (
        <Link
          component="button"
          type="button"
          onClick={() => {
            setByAuthenticator(!isByAuthenticator);
            setValue('');
          }}
          sx={{ alignSelf: 'start', minHeight: 44 }}
        >
          {isByAuthenticator
            ? t('account.secondFactor.usePassword')
            : t('account.secondFactor.useAuthenticator')}
        </Link>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={isBusy} sx={{ minHeight: 44 }}>
          {t('account.secondFactor.confirm')}
        </Button>
        <Button variant="text" onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('account.secondFactor.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
