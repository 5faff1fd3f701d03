import { emailSchema, MESSAGES, OTP_PATTERN } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { OtpEntry } from '../../../components/otp-entry';
import { emptyOtp } from '../../../components/otp-input';
import { useToast } from '../../../components/toast/toast-context';
import { login } from '../api/login';
import { requestPasswordResetCode } from '../api/request-otp';
import { signInFailureMessage } from '../failure-message';

/** Spells the prompt as the product does (spec section 8). */
export const OTP_PROMPT = 'Please enter the OTP recieved to validate.';

interface ForgotPasswordDialogProps {
  onClose: () => void;
  /** Signed in with the code: the app loads the player and asks for a new password. */
  onSignedIn: () => Promise<void>;
  onSignIn: () => void;
}

/** Email, Send OTP; then the six-digit code, Verify: the code signs the player in. */
export default function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  const { onClose, onSignedIn, onSignIn } = props;
  const showToast = useToast();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const sendCode = async (address: string) => {
    await requestPasswordResetCode(address);
    setSentTo(address);
  };

  const handleSendOtp = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid);
      return;
    }
    setEmailError(null);
    await sendCode(parsed.data);
  };

  const handleVerify = async (address: string) => {
    const code = digits.join('');
    if (!OTP_PATTERN.test(code)) {
      setCodeError(MESSAGES.otpInvalid);
      return;
    }
    setCodeError(null);
    await login(address, code, 'OTP');
    await onSignedIn();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      if (sentTo === null) await handleSendOtp();
      else await handleVerify(sentTo);
    } catch (error) {
      setFailure(signInFailureMessage(error, MESSAGES.forgotPasswordFailed));
    } finally {
      setBusy(false);
    }
  };

  const handleResend = async () => {
    if (sentTo === null) return;
    setFailure(null);
    try {
      await sendCode(sentTo);
      setDigits(emptyOtp());
      showToast('OTP resent successfully');
    } catch (error) {
      setFailure(signInFailureMessage(error, MESSAGES.forgotPasswordFailed));
    }
  };

  return (
    <AppDialog title="Forgot password" onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError !== null}
          helperText={emailError}
          slotProps={{ htmlInput: { readOnly: sentTo !== null } }}
        />
        {sentTo !== null && (
          <>
            <Typography role="status">{OTP_PROMPT}</Typography>
            <OtpEntry
              digits={digits}
              onChange={setDigits}
              error={codeError}
              onResend={() => void handleResend()}
            />
          </>
        )}
        <Button type="submit" variant="contained" size="large" loading={isBusy}>
          {sentTo === null ? 'Send OTP' : 'Verify'}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          Remembered it?{' '}
          <Link component="button" type="button" onClick={onSignIn}>
            Sign in
          </Link>
        </Box>
      </Stack>
    </AppDialog>
  );
}
