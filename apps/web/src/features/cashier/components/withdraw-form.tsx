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
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  | { severity: 'error'; message: string; reason: string | null };

const EMPTY_FORM: WithdrawFormInput = { beneficiaryId: '', amount: '' };

export function WithdrawForm(props: WithdrawFormProps) {
  const { version, beneficiaries, withdrawableRupees, onAddBeneficiary, onWithdrawn } = props;
  const facts = WITHDRAW_VERSIONS[version];
  const { t, words } = useT();
  const withdrawal = useRequestWithdrawal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isSucceeded, setSucceeded] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const schema = useMemo(() => withdrawFormSchema(withdrawableRupees), [withdrawableRupees]);
  const { control, register, handleSubmit, reset, getValues, setError, formState } = useForm<
    WithdrawFormInput,
    unknown,
    WithdrawFormValues
  >({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM });
  const { errors, isSubmitting } = formState;

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
        message: CASHIER_MESSAGES.withdrawFailed,
        reason: failure.field ? null : failure.reason,
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
        disabled={isSucceeded}
      >
        {t('cashier.withdraw')}
      </Button>
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
