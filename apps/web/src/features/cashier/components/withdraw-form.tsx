import {
  CASHIER_MESSAGES,
  type Beneficiary,
  type FundsTransfer,
  type WithdrawBody,
} from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { muiField } from '../../../components/mui-field';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useRequestWithdrawal } from '../hooks/use-request-withdrawal';
import {
  withdrawFormSchema,
  type WithdrawFormInput,
  type WithdrawFormValues,
} from '../withdraw-form-schema';
import { WITHDRAW_RESET_MS, WITHDRAW_VERSIONS, type WithdrawVersion } from '../withdraw-version';
import { describeWithdrawFailure } from '../withdrawal-failure';
import {
  formatAvailableFrom,
  isCoolingOff,
  useNowPastCoolingOff,
} from '../beneficiary-availability';
import { BeneficiaryChoice } from './beneficiary-choice';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

interface WithdrawFormProps {
  version: WithdrawVersion;
  /** The beneficiaries this screen can pay. */
  beneficiaries: Beneficiary[];
  withdrawableRupees: number;
  onAddBeneficiary: () => void;
  /** After the server took the request: refresh the balance and the withdrawals. */
  onWithdrawn: (transfer: FundsTransfer) => void;
}

type Outcome =
  | { severity: 'success'; message: string; isPending: boolean }
  | { severity: 'error'; message: string; reason: string | null; availableAt?: string };

const EMPTY_FORM: WithdrawFormInput = { beneficiaryId: '', amount: '' };

export function WithdrawForm(props: WithdrawFormProps) {
  const { version, beneficiaries, withdrawableRupees, onAddBeneficiary, onWithdrawn } = props;
  const facts = WITHDRAW_VERSIONS[version];
  const { t, words, raceDate } = useT();
  const opensAtId = useId();
  const withdrawal = useRequestWithdrawal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isSucceeded, setSucceeded] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const schema = useMemo(() => withdrawFormSchema(withdrawableRupees), [withdrawableRupees]);
  const { control, register, handleSubmit, reset, getValues, setValue, setError, formState } =
    useForm<WithdrawFormInput, unknown, WithdrawFormValues>({
      resolver: zodResolver(schema),
      // A lone beneficiary is the player's choice already.
      defaultValues: { ...EMPTY_FORM, beneficiaryId: loneBeneficiaryOf(beneficiaries) },
    });
  const { errors, isSubmitting } = formState;
  const now = useNowPastCoolingOff(beneficiaries);
  const chosenId = useWatch({ control, name: 'beneficiaryId' });
  const chosen = beneficiaries.find((beneficiary) => beneficiary.uid === chosenId);
  // The first withdrawal to a new account waits for its cooling-off: nothing to submit before.
  const opensAt = chosen && isCoolingOff(chosen, now) ? chosen.availableFrom : null;

  // The first beneficiary, just added, is chosen too.
  const lone = loneBeneficiaryOf(beneficiaries);
  useEffect(() => {
    if (lone && !getValues('beneficiaryId')) setValue('beneficiaryId', lone);
  }, [lone, getValues, setValue]);

  // Spec section 4: the form resets 2 seconds after a success. The account just paid stays
  // chosen (a second withdrawal usually goes to the same one); only the amount empties.
  useEffect(() => {
    if (!isSucceeded) return;
    const timer = setTimeout(() => {
      reset({ ...EMPTY_FORM, beneficiaryId: getValues('beneficiaryId') });
      setSucceeded(false);
    }, WITHDRAW_RESET_MS);
    return () => clearTimeout(timer);
  }, [isSucceeded, reset, getValues]);

  // The success banner speaks of the last withdrawal: it goes once the player starts the next.
  const handleEdit = () => {
    if (outcome?.severity === 'success' && !isSucceeded) setOutcome(null);
  };
  const amountField = register('amount', { onChange: handleEdit });

  const handleWithdraw = handleSubmit(async ({ beneficiaryId, amount }) => {
    setOutcome(null);
    const beneficiary = beneficiaries.find((candidate) => candidate.uid === beneficiaryId);
    if (!beneficiary) {
      setError('beneficiaryId', { message: CASHIER_MESSAGES.selectBeneficiary });
      return;
    }
    const connector = facts.connectorOf(beneficiary);
    const body: WithdrawBody = {
      transferType: 'WITHDRAW',
      amount,
      currency: 'INR',
      beneficiaryId,
      ...(connector === undefined ? {} : { details: { connector } }),
    };
    let transfer: FundsTransfer;
    try {
      transfer = (await withdrawal.mutateAsync(body)).transfer;
    } catch (error) {
      // The first withdrawal to a beneficiary needs a recent proof: ask, then send it again.
      if (error instanceof ApiError && error.code === 'STEP_UP_REQUIRED') {
        setConfirming(true);
        return;
      }
      const failure = describeWithdrawFailure(error);
      if (failure.field && failure.reason) setError(failure.field, { message: failure.reason });
      setOutcome({
        severity: 'error',
        // "Please try again" only where trying again can help.
        message: failure.canTryAgain
          ? CASHIER_MESSAGES.withdrawFailed
          : CASHIER_MESSAGES.withdrawRefused,
        reason: failure.field ? null : failure.reason,
        availableAt: failure.availableAt,
      });
      return;
    }
    setOutcome({
      severity: 'success',
      message: facts.successMessage,
      isPending: transfer.status === 'PENDING',
    });
    setSucceeded(true);
    onWithdrawn(transfer);
  });

  const isLocked = isSubmitting || isSucceeded;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleWithdraw}
      spacing={2}
      aria-label={t('cashier.withdraw')}
    >
      {outcome && (
        <Alert severity={outcome.severity} data-testid="withdraw-outcome">
          <Typography>{words(outcome.message)}</Typography>
          {outcome.severity === 'error' && outcome.reason && (
            <Typography variant="body2">{words(outcome.reason)}</Typography>
          )}
          {outcome.severity === 'error' && outcome.availableAt && (
            <Typography variant="body2">
              {t('cashier.withdraw.opensAt', {
                when: formatAvailableFrom(outcome.availableAt, raceDate),
              })}
            </Typography>
          )}
          {outcome.severity === 'success' && outcome.isPending && (
            <Typography variant="body2">{t('cashier.withdraw.pendingNote')}</Typography>
          )}
        </Alert>
      )}
      <Controller
        name="beneficiaryId"
        control={control}
        render={({ field, fieldState }) => (
          <BeneficiaryChoice
            beneficiaries={beneficiaries}
            value={field.value}
            onChange={(value) => {
              handleEdit();
              field.onChange(value);
            }}
            inputRef={field.ref}
            error={fieldState.error?.message}
            isDisabled={isLocked}
            onAddBeneficiary={onAddBeneficiary}
            now={now}
          />
        )}
      />
      <TextField
        label={t('cashier.withdraw.amount')}
        disabled={isLocked}
        {...muiField(amountField, errors.amount)}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isSubmitting}
        disabled={isSucceeded || opensAt !== null}
        aria-describedby={opensAt ? opensAtId : undefined}
      >
        {t('cashier.withdraw')}
      </Button>
      {opensAt && (
        <Typography id={opensAtId} variant="body2" color="text.secondary" data-testid="opens-at">
          {t('cashier.withdraw.opensAt', { when: formatAvailableFrom(opensAt, raceDate) })}
        </Typography>
      )}
      {isConfirming && (
        <ConfirmIdentityDialog
          onClose={() => setConfirming(false)}
          onConfirmed={() => {
            setConfirming(false);
            void handleWithdraw();
          }}
        />
      )}
    </Stack>
  );
}

/** The uid of the only beneficiary, or '' when there are none or several to choose from. */
function loneBeneficiaryOf(beneficiaries: Beneficiary[]): string {
  return beneficiaries.length === 1 ? (beneficiaries[0]?.uid ?? '') : '';
}
