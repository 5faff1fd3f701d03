import { MESSAGES, secondFactorCodeSchema, type SecondFactorChallenge } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { completeSignIn } from '../api/login';

/**
 * The second step of a sign-in with two-step sign-in on (decision 052): the 6-digit code of
 * the authenticator app, or one of the recovery codes. A wrong code can be tried again; a
 * challenge that took too long sends the player back to the start.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onStartAgain,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: () => Promise<void>;
  onStartAgain: () => void;
}) {
  const { t, words, refusal } = useT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(words(parsed.error.issues[0]?.message ?? MESSAGES.generic));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await completeSignIn(challenge.challenge, parsed.data);
    } catch (error) {
      setProblem(error instanceof ApiError ? refusal(error) : words(MESSAGES.generic));
      setCode('');
      setBusy(false);
      return;
    }
    try {
      await onSignedIn();
    } catch {
      setProblem(words(MESSAGES.generic));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void handleSubmit(event)} spacing={2}>
      <Typography>{t('auth.secondFactor.prompt')}</Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label={t('auth.secondFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'off', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isBusy}>
        {t('auth.verify')}
      </Button>
      <Button variant="text" size="large" onClick={onStartAgain}>
        {t('auth.secondFactor.startAgain')}
      </Button>
    </Stack>
  );
}
