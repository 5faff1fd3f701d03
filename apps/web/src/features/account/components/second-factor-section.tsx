import type { SecondFactorEnrolment, StepUpBody } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazy } from '../../../lib/lazy';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useToast } from '../../../components/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { accountKeys } from '../api/account-keys';
import {
  proveIdentity,
  secondFactorQuery,
  startSecondFactor,
  turnOffSecondFactor,
} from '../api/second-factor';
import { SecondFactorProof } from './second-factor-proof';

// Scanning, the first code and the recovery codes load only when a player turns it on.
const SecondFactorEnrolmentPanel = lazy(() => import('./second-factor-enrolment'));

type Step =
  | { kind: 'idle' }
  | { kind: 'proof'; intent: 'on' | 'off' }
  | { kind: 'enrol'; enrolment: SecondFactorEnrolment };

/**
 * Profile › Two-step sign-in (decision 052): a code of an authenticator app at every sign-in,
 * on top of the password or the one-time code. Turning it on or off asks for a recent proof.
 */
export function SecondFactorSection() {
  const status = useQuery(secondFactorQuery);
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { t, refusal } = useT();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const setEnabled = (enabled: boolean) =>
    queryClient.setQueryData(accountKeys.secondFactor, { enabled });

  // Off takes the step-up's proof (which may be a code of the app); on carries it in its body.
  const run = async (intent: 'on' | 'off', proof: StepUpBody | null) => {
    setFailure(null);
    setBusy(true);
    try {
      if (intent === 'on') {
        setStep({ kind: 'enrol', enrolment: await startSecondFactor(proof ?? {}) });
      } else {
        if (proof) await proveIdentity(proof);
        setEnabled((await turnOffSecondFactor()).enabled);
        setStep({ kind: 'idle' });
        showToast(t('account.secondFactor.turnedOff'));
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STEP_UP_REQUIRED')
        setStep({ kind: 'proof', intent });
      setFailure(error instanceof ApiError ? refusal(error) : t('error.INTERNAL'));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setStep({ kind: 'idle' });
    setFailure(null);
  };

  if (status.isPending) return <PageLoading label={t('account.secondFactor.loading')} />;
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  const { enabled } = status.data;
  return (
    <Box component="section" aria-labelledby="second-factor" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="second-factor" variant="h2">
        {t('account.secondFactor.heading')}
      </Typography>
      <Typography color="text.secondary">{t('account.secondFactor.intro')}</Typography>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {enabled ? t('account.secondFactor.isOn') : t('account.secondFactor.isOff')}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {step.kind === 'proof' && (
        <SecondFactorProof
          canUseAuthenticator={step.intent === 'off'}
          isBusy={isBusy}
          onProve={(proof) => void run(step.intent, proof)}
          onCancel={cancel}
        />
      )}
      {step.kind === 'enrol' && (
        <Suspense fallback={<PageLoading label={t('account.secondFactor.loading')} />}>
          <SecondFactorEnrolmentPanel
            enrolment={step.enrolment}
            onTurnedOn={() => setEnabled(true)}
            onDone={cancel}
            onCancel={cancel}
          />
        </Suspense>
      )}
      {step.kind === 'idle' && (
        <Button
          variant={enabled ? 'outlined' : 'contained'}
          color={enabled ? 'error' : 'primary'}
          onClick={() => void run(enabled ? 'off' : 'on', null)}
          loading={isBusy}
          sx={{ minHeight: 44, justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {enabled ? t('account.secondFactor.turnOff') : t('account.secondFactor.turnOn')}
        </Button>
      )}
    </Box>
  );
}
