import { emailSchema, MESSAGES } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/app-dialog';
import { OtpEntry } from '../../../components/otp-entry';
import { useT } from '../../../i18n/use-t';
import { login } from '../api/login';
import { requestPasswordResetCode } from '../api/request-otp';
import { signInFailureMessage } from '../failure-message';
import { useCodeSignIn, type ParsedAddress } from '../use-code-sign-in';
import { SecondFactorStep } from './second-factor-step';

interface ForgotPasswordDialogProps {
  onClose: () => void;
  /** Signed in with the code: the app loads the player and asks for a new password. */
  onSignedIn: () => Promise<void>;
  onSignIn: () => void;
}

function parseEmail(typed: string): ParsedAddress {
  const parsed = emailSchema.safeParse(typed);
  return parsed.success
    ? { address: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid };
}

/** Email, Send OTP; then the six-digit code, Verify: the code signs the player in. */
export default function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  const { onClose, onSignedIn, onSignIn } = props;
  const { t } = useT();
  const flow = useCodeSignIn({
    parseAddress: parseEmail,
    requestCode: requestPasswordResetCode,
    signIn: (address, code) => login(address, code, 'OTP'),
    failureMessage: (error) => signInFailureMessage(error, MESSAGES.forgotPasswordFailed),
    onSignedIn,
  });

  return (
    <AppDialog title={t('auth.forgotPassword')} onClose={onClose}>
      {flow.challenge ? (
        <SecondFactorStep
          challenge={flow.challenge}
          onSignedIn={onSignedIn}
          onStartAgain={flow.startAgain}
        />
      ) : (
        <Stack component="form" noValidate onSubmit={flow.handleSubmit} spacing={2} sx={{ pt: 1 }}>
          {flow.failure && <Alert severity="error">{flow.failure}</Alert>}
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
            value={flow.typed}
            onChange={(event) => flow.setTyped(event.target.value)}
            error={flow.addressError !== null}
            helperText={flow.addressError}
            slotProps={{ htmlInput: { readOnly: flow.sentTo !== null } }}
          />
          {flow.sentTo !== null && (
            <>
              <Typography role="status">{t('auth.otpPrompt')}</Typography>
              <OtpEntry
                digits={flow.digits}
                onChange={flow.setDigits}
                error={flow.codeError}
                onResend={flow.handleResend}
              />
            </>
          )}
          <Button type="submit" variant="contained" size="large" loading={flow.isBusy}>
            {flow.sentTo === null ? t('auth.sendOtp') : t('auth.verify')}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            {t('auth.rememberedIt')}{' '}
            <Link component="button" type="button" onClick={onSignIn}>
              {t('auth.signIn')}
            </Link>
          </Box>
        </Stack>
      )}
    </AppDialog>
  );
}
