import { loginBodySchema, MESSAGES, type SecondFactorChallenge } from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { muiField } from '../../../components/mui-field';
import { isSecondFactorChallenge, login } from '../api/login';
import { ApiError } from '../../../lib/api-client';
import { signInFailureMessage } from '../failure-message';
import { SecondFactorStep } from './second-factor-step';
import { SignInWithCode } from './sign-in-with-code';
import { useT } from '../../../i18n/use-t';

const signInSchema = z.object({
  identifier: loginBodySchema.shape.identifier,
  password: z.string().min(1, MESSAGES.passwordRequired),
});
type SignInValues = z.infer<typeof signInSchema>;

interface SignInDialogProps {
  onClose: () => void;
  /** The email or mobile to open with (the one just registered); the password comes next. */
  identifier?: string;
  /** Loads the player and balance, closes and goes home (the app decides). */
  onSignedIn: () => Promise<void>;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

export default function SignInDialog(props: SignInDialogProps) {
  const { onClose, onSignedIn } = props;
  const [withCode, setWithCode] = useState(false);
  const { t } = useT();
  return (
    <AppDialog title={t('auth.signIn')} onClose={onClose}>
      {withCode ? (
        <SignInWithCode onSignedIn={onSignedIn} onUsePassword={() => setWithCode(false)} />
      ) : (
        <SignInWithPassword {...props} onUseCode={() => setWithCode(true)} />
      )}
    </AppDialog>
  );
}

function SignInWithPassword(props: SignInDialogProps & { onUseCode: () => void }) {
  const {
    identifier: knownIdentifier = '',
    onSignedIn,
    onForgotPassword,
    onSignUp,
    onUseCode,
  } = props;
  const [failure, setFailure] = useState<string | null>(null);
  // Two-step sign-in on: the password was right, the authenticator's code comes next (202).
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const { t, words, refusal } = useT();
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { identifier: knownIdentifier, password: '' },
  });
  const { errors, isSubmitting } = formState;

  const handleSignIn = handleSubmit(async ({ identifier, password }) => {
    setFailure(null);
    try {
      const answer = await login(identifier, password, 'PASSWORD');
      if (isSecondFactorChallenge(answer)) {
        setChallenge(answer);
        return;
      }
    } catch (error) {
      const english = signInFailureMessage(error);
      setFailure(
        error instanceof ApiError && error.message === english ? refusal(error) : words(english),
      );
      return;
    }
    try {
      await onSignedIn();
    } catch {
      setFailure(words(MESSAGES.generic));
    }
  });

  if (challenge)
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={onSignedIn}
        onStartAgain={() => setChallenge(null)}
      />
    );
  return (
    <Stack component="form" noValidate onSubmit={handleSignIn} spacing={2} sx={{ pt: 1 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t('auth.emailOrMobile')}
        autoComplete="username"
        autoFocus={knownIdentifier === ''}
        {...muiField(register('identifier'), errors.identifier)}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={knownIdentifier !== ''}
        {...muiField(register('password'), errors.password)}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" onClick={onForgotPassword}>
          {t('auth.forgotPassword')}
        </Link>
        <Link component="button" type="button" onClick={onUseCode}>
          {t('auth.signInWithCode')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('auth.signIn')}
      </Button>
      <Box sx={{ textAlign: 'center' }}>
        {t('auth.newToFurlong')}{' '}
        <Link component="button" type="button" onClick={onSignUp}>
          {t('auth.signUp')}
        </Link>
      </Box>
    </Stack>
  );
}
