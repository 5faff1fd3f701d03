import {
  operatorLoginBodySchema,
  type OperatorLoginBody,
  type OperatorSecondFactorResponse,
  type SecondFactorChallenge,
} from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { muiField } from '../../../../components/mui-field';
import { failureMessage } from '../../../lib/operator-api-client';
import { consolePaths } from '../../../lib/operator-paths';
import { useIsOperatorSignedIn } from '../../../lib/operator-session';
import { keepOperatorSession, loginOperator } from '../api/operator-auth-api';
import { OperatorRecoveryCodes, OperatorSecondFactorStep } from './operator-second-factor-step';

type SignInValues = z.input<typeof operatorLoginBodySchema>;

/** Where RequireOperator sent the operator from, if it was a console address. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/operator/') ? from : consolePaths.board();
}

export function OperatorSignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const isSignedIn = useIsOperatorSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [enrolled, setEnrolled] = useState<OperatorSecondFactorResponse | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInValues, unknown, OperatorLoginBody>({
    resolver: zodResolver(operatorLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const handleSignIn = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await loginOperator(body);
      if ('challenge' in answer) {
        setChallenge(answer);
        return;
      }
    } catch (error) {
      setFailure(failureMessage(error));
      return;
    }
    await navigate(returnPath(location.state), { replace: true });
  });
  const handleSignedIn = (session: OperatorSecondFactorResponse) => {
    if (session.recoveryCodes) setEnrolled(session);
    else keepOperatorSession(session);
  };

  if (isSignedIn && !isSubmitting) return <Navigate replace to={returnPath(location.state)} />;
  const step = enrolled?.recoveryCodes ? (
    <OperatorRecoveryCodes
      codes={enrolled.recoveryCodes}
      onContinue={() => keepOperatorSession(enrolled)}
    />
  ) : challenge ? (
    <OperatorSecondFactorStep challenge={challenge} onSignedIn={handleSignedIn} />
  ) : null;

  return (
    <Stack
      component="main"
      sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper sx={{ p: 3, width: '100%', maxWidth: 400 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          Furlong operator sign-in
        </Typography>
        {step ?? (
          <Stack component="form" noValidate onSubmit={handleSignIn} spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              {...muiField(register('email'), errors.email)}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              {...muiField(register('password'), errors.password)}
            />
            <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
              Sign in
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
