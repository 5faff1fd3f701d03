import { DEPOSIT_LIMITS, type DepositTransfer } from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { muiField } from '../../../components/mui-field';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import {
  depositFormSchema,
  toDepositBody,
  type DepositFormInput,
  type DepositFormValues,
} from '../deposit-form-schema';
import { useStartDeposit } from '../hooks/use-start-deposit';

interface DepositFormProps {
  /** A phone pays through its UPI app (intent); elsewhere UPI is a collect request to a VPA. */
  isPhone: boolean;
  /** The provider took the order: show where to pay and follow it. */
  onStarted: (transfer: DepositTransfer) => void;
}

/** Amount, UPI or net banking, and (away from a phone) the VPA to send the request to. */
export function DepositForm({ isPhone, onStarted }: DepositFormProps) {
  const { t, money, refusal } = useT();
  const deposit = useStartDeposit();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => depositFormSchema(isPhone), [isPhone]);
  const { control, register, handleSubmit, formState } = useForm<
    DepositFormInput,
    unknown,
    DepositFormValues
  >({ resolver: zodResolver(schema), defaultValues: { amount: '', choice: 'UPI', vpa: '' } });
  const choice = useWatch({ control, name: 'choice' });
  const { errors, isSubmitting } = formState;

  const handleDeposit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onStarted((await deposit.mutateAsync(toDepositBody(values, isPhone))).transfer);
    } catch (error) {
      setFailure(error instanceof ApiError ? refusal(error) : t('cashier.depositForm.failed'));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleDeposit}
      spacing={2}
      aria-label={t('account.deposit')}
    >
      {failure && (
        <Alert severity="error" data-testid="deposit-failure">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('cashier.depositForm.amount')}
        disabled={isSubmitting}
        {...muiField(register('amount'), errors.amount)}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('cashier.depositForm.range', {
          min: money(DEPOSIT_LIMITS.minRupees * 100),
          max: money(DEPOSIT_LIMITS.maxRupees * 100),
        })}
      </Typography>
      <Controller
        name="choice"
        control={control}
        render={({ field }) => (
          <RadioGroup
            {...field}
            aria-label={t('cashier.depositForm.method')}
            sx={{ '& .MuiFormControlLabel-root': { minHeight: 44 } }}
          >
            <FormControlLabel
              value="UPI"
              control={<Radio />}
              label={t(isPhone ? 'cashier.depositForm.upiApp' : 'cashier.depositForm.upiCollect')}
            />
            <FormControlLabel
              value="NETBANKING"
              control={<Radio />}
              label={t('cashier.depositForm.netBanking')}
            />
          </RadioGroup>
        )}
      />
      {choice === 'UPI' && !isPhone && (
        <TextField
          label={t('cashier.depositForm.vpa')}
          disabled={isSubmitting}
          {...muiField(register('vpa'), errors.vpa)}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('cashier.depositForm.submit')}
      </Button>
    </Stack>
  );
}
