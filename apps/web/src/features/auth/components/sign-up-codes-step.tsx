import { MESSAGES, OTP_PATTERN } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { isSecondFactorChallenge, login } from '../api/login';

export interface Registered {
  email: string;
  mobile: string;
  password: string;
}

interface SignUpCodesStepProps {
  registered: Registered;
  /** Both codes checked: the player is signed in (the app loads them and moves on). */
  onVerified: () => Promise<void>;
  /** Verify later: sign-in takes over, filled in with the email registered. */
  onLater: () => void;
  /** The spec's verify call (the account feature's), handed in where the app composes both. */
  verifyAddress: VerifyAddress;
}

export type VerifyAddress = (identifier: string, otp: string) => Promise<unknown>;

const digitsOnly = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
  event.target.value.replace(/\D/g, '').slice(0, 6);

/**
 * Registration sends the email code and the mobile code at once (decision 090); this step asks
 * for both. The spec's verify call needs a signed-in player, so the step signs in with the
 * details just registered, then verifies the email and the mobile.
 */
export function SignUpCodesStep(props: SignUpCodesStepProps) {
  const { registered, onVerified, onLater, verifyAddress } = props;
  const { t, words } = useT();
  const [emailCode, setEmailCode] = useState('');
  const [mobileCode, setMobileCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; mobile?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // A retry after one code failed does not check again what already passed.
  const [done, setDone] = useState({ signedIn: false, email: false, mobile: false });

  const verifyBoth = async () => {
    const { email, mobile, password } = registered;
    const progress = { ...done };
    const step = (passed: Partial<typeof done>) => {
      Object.assign(progress, passed);
      setDone({ ...progress });
    };
    if (!progress.signedIn) {
      const answer = await login(email, password, 'PASSWORD');
      if (isSecondFactorChallenge(answer)) throw new Error('a second factor was asked');
      step({ signedIn: true });
    }
    if (!progress.email) {
      await verifyAddress(email, emailCode);
      step({ email: true });
    }
    if (!progress.mobile) {
      await verifyAddress(mobile, mobileCode);
      step({ mobile: true });
    }
  };

  const handleValidate = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = words(MESSAGES.otpInvalid);
    const found = {
      ...(!OTP_PATTERN.test(emailCode) && { email: invalid }),
      ...(!OTP_PATTERN.test(mobileCode) && { mobile: invalid }),
    };
    setErrors(found);
    if (found.email || found.mobile) return;
    setFailure(null);
    setBusy(true);
    try {
      await verifyBoth();
    } catch {
      setBusy(false);
      setFailure(MESSAGES.generic);
      return;
    }
    await onVerified();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleValidate} spacing={2}>
      <Typography>
        {t('auth.signUpCodes.prompt', { email: registered.email, mobile: registered.mobile })}
      </Typography>
      {failure && <Alert severity="error">{words(failure)}</Alert>}
      <TextField
        label={t('auth.signUpCodes.emailCode')}
        autoComplete="one-time-code"
        value={emailCode}
        onChange={(event) => setEmailCode(digitsOnly(event))}
        error={errors.email !== undefined}
        helperText={errors.email}
        disabled={done.email}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <TextField
        label={t('auth.signUpCodes.mobileCode')}
        autoComplete="one-time-code"
        value={mobileCode}
        onChange={(event) => setMobileCode(digitsOnly(event))}
        error={errors.mobile !== undefined}
        helperText={errors.mobile}
        disabled={done.mobile}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isBusy}>
        {t('account.verify.validate')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <Link
          component="button"
          type="button"
          onClick={() => (done.signedIn ? void onVerified() : onLater())}
          sx={{ minHeight: 44 }}
        >
          {t('auth.signUpCodes.later')}
        </Link>
      </Box>
    </Stack>
  );
}
