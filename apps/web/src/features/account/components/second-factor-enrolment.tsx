import {
  confirmSecondFactorBodySchema,
  MESSAGES,
  type SecondFactorEnrolment,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { confirmSecondFactor } from '../api/second-factor';

/**
 * Turning two-step sign-in on, once the key is made: the QR code (drawn by the server) and the
 * key to type in, the app's first code, then the 10 recovery codes, shown this once. Loaded
 * only when a player turns it on.
 */
export default function SecondFactorEnrolmentPanel({
  enrolment,
  onTurnedOn,
  onDone,
  onCancel,
}: {
  enrolment: SecondFactorEnrolment;
  onTurnedOn: () => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, words, refusal } = useT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmSecondFactorBodySchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setProblem(words(parsed.error.issues[0]?.message ?? MESSAGES.generic));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      setRecoveryCodes((await confirmSecondFactor(parsed.data)).recoveryCodes);
      onTurnedOn();
    } catch (error) {
      setProblem(error instanceof ApiError ? refusal(error) : words(MESSAGES.generic));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes)
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('account.secondFactor.recoveryIntro')}</Alert>
        <Box
          component="ol"
          aria-label={t('account.secondFactor.recoveryCodes')}
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0, pl: 3 }}
        >
          {recoveryCodes.map((each) => (
            <li key={each}>{each}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone} sx={{ minHeight: 44 }}>
          {t('account.secondFactor.saved')}
        </Button>
      </Stack>
    );
  return (
    <Stack component="form" noValidate onSubmit={(event) => void handleSubmit(event)} spacing={2}>
      <Typography>{t('account.secondFactor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={t('account.secondFactor.qrAlt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white' }}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('account.secondFactor.key')} <code>{enrolment.secret}</code>
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        label={t('account.secondFactor.appCode')}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={isBusy} sx={{ minHeight: 44 }}>
          {t('account.secondFactor.turnOn')}
        </Button>
        <Button variant="text" onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('account.secondFactor.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
