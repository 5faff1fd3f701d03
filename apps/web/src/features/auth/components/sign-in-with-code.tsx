import { loginBodySchema, MESSAGES, OTP_PATTERN } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { OtpEntry } from '../../../components/otp-entry';
import { emptyOtp } from '../../../components/otp-input';
import { useToast } from '../../../components/toast/toast-context';
import { login } from '../api/login';
import { requestSignInCode } from '../api/request-otp';
import { signInFailureMessage } from '../failure-message';

interface SignInWithCodeProps {
  /** Loads the player and balance, closes and goes home (the app decides). */
  onSignedIn: () => Promise<void>;
  onUsePassword: () => void;
}

/** Email or mobile, Send code; then the six-digit code, Sign in. */
export function SignInWithCode({ onSignedIn, onUsePassword }: SignInWithCodeProps) {
  const showToast = useToast();
  const [identifier, setIdentifier] = useState('');
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const sendCode = async () => {
    const parsed = loginBodySchema.shape.identifier.safeParse(identifier);
    if (!parsed.success) {
      setIdentifierError(parsed.error.issues[0]?.message ?? MESSAGES.identifierRequired);
      return;
    }
    setIdentifierError(null);
    await requestSignInCode(parsed.data);
    setSentTo(parsed.data);
  };

  const verify = async (address: string) => {
    const code = digits.join('');
    if (!OTP_PATTERN.test(code)) {
      setCodeError(MESSAGES.otpInvalid);
      return;
    }
    setCodeError(null);
    try {
      await login(address, code, 'OTP', 'SIGN_IN');
    } catch (error) {
      setDigits(emptyOtp());
      throw error;
    }
    await onSignedIn();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      if (sentTo === null) await sendCode();
      else await verify(sentTo);
    } catch (error) {
      setFailure(signInFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const handleResend = async () => {
    if (sentTo === null) return;
    setFailure(null);
    try {
      await requestSignInCode(sentTo);
      setDigits(emptyOtp());
      showToast('OTP resent successfully');
    } catch (error) {
      setFailure(signInFailureMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ pt: 1 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Email/Mobile"
        autoComplete="username"
        autoFocus
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        error={identifierError !== null}
        helperText={identifierError}
        slotProps={{ htmlInput: { readOnly: sentTo !== null } }}
      />
      {sentTo === null ? (
        <Typography variant="body2" color="text.secondary">
          We will send a one-time code to your email or mobile.
        </Typography>
      ) : (
        <>
          <Typography role="status">
            If an account matches, a code is on its way. Enter it to sign in.
          </Typography>
          <OtpEntry
            digits={digits}
            onChange={setDigits}
            error={codeError}
            onResend={() => void handleResend()}
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" loading={isBusy}>
        {sentTo === null ? 'Send code' : 'Sign in'}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" onClick={onUsePassword}>
          Sign in with password
        </Link>
      </Box>
    </Stack>
  );
}
