import { loginBodySchema, MESSAGES } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OtpEntry } from '../../../components/otp-entry';
import { useT } from '../../../i18n/use-t';
import { login } from '../api/login';
import { requestSignInCode } from '../api/request-otp';
import { signInFailureMessage } from '../failure-message';
import { useCodeSignIn, type ParsedAddress } from '../use-code-sign-in';
import { SecondFactorStep } from './second-factor-step';

interface SignInWithCodeProps {
  /** Loads the player and balance, closes and goes home (the app decides). */
  onSignedIn: () => Promise<void>;
  onUsePassword: () => void;
}

function parseIdentifier(typed: string): ParsedAddress {
  const parsed = loginBodySchema.shape.identifier.safeParse(typed);
  return parsed.success
    ? { address: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? MESSAGES.identifierRequired };
}

/** Email or mobile, Send code; then the six-digit code, Sign in. */
export function SignInWithCode({ onSignedIn, onUsePassword }: SignInWithCodeProps) {
  const { t } = useT();
  const flow = useCodeSignIn({
    parseAddress: parseIdentifier,
    requestCode: requestSignInCode,
    signIn: (address, code) => login(address, code, 'OTP', 'SIGN_IN'),
    failureMessage: (error) => signInFailureMessage(error),
    onSignedIn,
    clearsCodeOnRefusal: true,
  });

  if (flow.challenge)
    return (
      <SecondFactorStep
        challenge={flow.challenge}
        onSignedIn={onSignedIn}
        onStartAgain={flow.startAgain}
      />
    );
  return (
    <Stack component="form" noValidate onSubmit={flow.handleSubmit} spacing={2} sx={{ pt: 1 }}>
      {flow.failure && <Alert severity="error">{flow.failure}</Alert>}
      <TextField
        label={t('auth.emailOrMobile')}
        autoComplete="username"
        autoFocus
        value={flow.typed}
        onChange={(event) => flow.setTyped(event.target.value)}
        error={flow.addressError !== null}
        helperText={flow.addressError}
        slotProps={{ htmlInput: { readOnly: flow.sentTo !== null } }}
      />
      {flow.sentTo === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('auth.codeWillBeSent')}
        </Typography>
      ) : (
        <>
          <Typography role="status">{t('auth.codeOnItsWay')}</Typography>
          <OtpEntry
            digits={flow.digits}
            onChange={flow.setDigits}
            error={flow.codeError}
            onResend={flow.handleResend}
          />
        </>
      )}
      <Button type="submit" variant="contained" size="large" loading={flow.isBusy}>
        {flow.sentTo === null ? t('auth.sendCode') : t('auth.signIn')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" onClick={onUsePassword}>
          {t('auth.signInWithPassword')}
        </Link>
      </Box>
    </Stack>
  );
}
