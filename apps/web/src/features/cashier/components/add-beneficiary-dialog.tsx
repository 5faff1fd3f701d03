import { CASHIER_MESSAGES } from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../components/app-dialog';
import { muiField } from '../../../components/mui-field';
import { OtpEntry } from '../../../components/otp-entry';
import { useToast } from '../../../components/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { addBeneficiary, requestBeneficiaryOtp } from '../api/add-beneficiary';
import { cashierKeys } from '../api/cashier-keys';
import { formatAvailableFrom, isCoolingOffNow } from '../beneficiary-availability';
import {
  BENEFICIARY_TYPE_OPTIONS,
  beneficiaryFormSchema,
  EMPTY_OTP,
  emptyBeneficiaryForm,
  toBeneficiaryBody,
  type BeneficiaryDialogVersion,
  type BeneficiaryFormInput,
  type BeneficiaryFormValues,
} from '../beneficiary-form-schema';

interface AddBeneficiaryDialogProps {
  version: BeneficiaryDialogVersion;
  onClose: () => void;
}

interface Failure {
  reason: string | null;
}

/** The server's words for a refusal it explains (the limit, a duplicate, a wrong password). */
function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.statusCode >= 500 || error.statusCode === 0) {
    return null;
  }
  return error.issues[0]?.message ?? error.message;
}

export default function AddBeneficiaryDialog(props: AddBeneficiaryDialogProps) {
  const { version, onClose } = props;
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { t, words, raceDate } = useT();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [otpNotice, setOtpNotice] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, clearErrors, setValue, formState } = useForm<
    BeneficiaryFormInput,
    unknown,
    BeneficiaryFormValues
  >({
    resolver: zodResolver(beneficiaryFormSchema),
    defaultValues: emptyBeneficiaryForm(version),
  });
  const { errors, isSubmitting } = formState;
  const type = useWatch({ control, name: 'type' });
  const confirmation = useWatch({ control, name: 'confirmation' });

  const handleAdd = handleSubmit(async (values) => {
    setFailure(null);
    let availableFrom: string;
    try {
      ({ availableFrom } = (await addBeneficiary(toBeneficiaryBody(values, version))).beneficiary);
    } catch (error) {
      // Spec section 8: the failure message, and the form's validation starts over.
      clearErrors();
      setFailure({ reason: reasonOf(error) });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: cashierKeys.beneficiaries });
    // Said now, not at the first Withdraw: a new account waits for its cooling-off (decision 025).
    const waits = isCoolingOffNow({ availableFrom })
      ? ` ${t('cashier.beneficiary.addedAvailableFrom', { when: formatAvailableFrom(availableFrom, raceDate) })}`
      : '';
    showToast(`${words(CASHIER_MESSAGES.beneficiaryAdded)}${waits}`);
    reset(emptyBeneficiaryForm(version));
    onClose();
  });

  const sendCode = async () => {
    setOtpNotice(null);
    try {
      setOtpNotice((await requestBeneficiaryOtp()).message);
    } catch (error) {
      setOtpNotice(reasonOf(error) ?? CASHIER_MESSAGES.beneficiaryFailed);
    }
  };
  const handleUseCode = () => {
    setValue('confirmation', 'OTP');
    clearErrors('password');
    void sendCode();
  };
  const handleUsePassword = () => {
    setValue('confirmation', 'PASSWORD');
    setValue('otp', EMPTY_OTP);
    clearErrors('otp');
    setOtpNotice(null);
  };

  return (
    <AppDialog title={t('cashier.beneficiary.add')} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleAdd} spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Alert severity="error">
            <Typography>{words(CASHIER_MESSAGES.beneficiaryFailed)}</Typography>
            {failure.reason && <Typography variant="body2">{words(failure.reason)}</Typography>}
          </Alert>
        )}
        <TextField
          select
          label={t('cashier.beneficiary.type')}
          {...muiField(register('type'), errors.type)}
          value={type}
        >
          {BENEFICIARY_TYPE_OPTIONS[version].map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(`cashier.beneficiary.type.${option.value}`)}
            </MenuItem>
          ))}
        </TextField>
        {type === 'BANK' && (
          <>
            <TextField
              label={t('cashier.beneficiary.accountNumber')}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
              {...muiField(register('bankAccount'), errors.bankAccount)}
            />
            <TextField
              label={t('cashier.beneficiary.ifsc')}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 11, autoCapitalize: 'characters' } }}
              {...muiField(register('ifsc'), errors.ifsc)}
            />
          </>
        )}
        {type === 'VPA' && (
          <TextField
            label={t('cashier.beneficiary.vpa')}
            autoComplete="off"
            placeholder="name@bank"
            {...muiField(register('vpa'), errors.vpa)}
          />
        )}
        {confirmation === 'PASSWORD' ? (
          <>
            <TextField
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              {...muiField(register('password'), errors.password)}
              helperText={
                words(errors.password?.message ?? '') || t('cashier.beneficiary.passwordHelp')
              }
            />
            <Box>
              <Link component="button" type="button" onClick={handleUseCode}>
                {t('cashier.beneficiary.useCode')}
              </Link>
            </Box>
          </>
        ) : (
          <>
            {otpNotice && <Typography variant="body2">{words(otpNotice)}</Typography>}
            <Controller
              name="otp"
              control={control}
              render={({ field }) => (
                <OtpEntry
                  digits={field.value}
                  onChange={field.onChange}
                  error={errors.otp?.message === undefined ? null : words(errors.otp.message)}
                  onResend={() => void sendCode()}
                />
              )}
            />
            <Box>
              <Link component="button" type="button" onClick={handleUsePassword}>
                {t('cashier.beneficiary.usePassword')}
              </Link>
            </Box>
          </>
        )}
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('cashier.beneficiary.add')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
