import {
  secondFactorCodeSchema,
  type OperatorSecondFactorResponse,
  type SecondFactorChallenge,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../../lib/operator-api-client';
import { completeOperatorSignIn } from '../api/operator-auth-api';

/**
 * The code step of the sign-in: at enrolment, the QR code (and the secret to type in) first.
 * Answers the session, with the recovery codes when it confirmed a new authenticator.
 */
export function OperatorSecondFactorStep({
  challenge,
  onSignedIn,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (session: OperatorSecondFactorResponse) => void;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { enrolment } = challenge;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setIsSending(true);
    try {
      onSignedIn(
        await completeOperatorSignIn({ challenge: challenge.challenge, code: parsed.data }),
      );
    } catch (error) {
      setProblem(failureMessage(error));
      setIsSending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void handleSubmit(event)} spacing={2}>
      {enrolment ? (
        <>
          <Typography>
            Two-step sign-in is required. Scan this QR code with an authenticator app, then enter
            the 6-digit code it shows.
          </Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            sx={{ width: 200, height: 200, alignSelf: 'center' }}
          />
          <Typography variant="body2">
            Or type this key into the app: <code>{enrolment.secret}</code>
          </Typography>
        </>
      ) : (
        <Typography>
          Enter the 6-digit code from your authenticator app, or a recovery code.
        </Typography>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label="Code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: enrolment ? 'numeric' : 'text', maxLength: 32 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isSending}>
        {enrolment ? 'Turn on and sign in' : 'Verify'}
      </Button>
    </Stack>
  );
}

/** The 10 recovery codes, shown once at enrolment: the operator keeps them before going on. */
export function OperatorRecoveryCodes({
  codes,
  onContinue,
}: {
  codes: readonly string[];
  onContinue: () => void;
}) {
  return (
    <Stack spacing={2}>
      <Typography>
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your
        authenticator. They are not shown again.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onContinue}>
        I have saved them
      </Button>
    </Stack>
  );
}
