import { INDIAN_STATES, MESSAGES } from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../components/mui-field';
import { ApiError } from '../../../lib/api-client';
import { register as registerPlayer } from '../api/register';
import {
  emptySignUpForm,
  formFieldOf,
  retailSignUpFormSchema,
  signUpFormSchema,
  toRegisterBody,
  type SignUpFormInput,
  type SignUpFormValues,
} from '../sign-up-schema';
import { DateOfBirthFields } from './date-of-birth-fields';
import { SignUpCodesStep, type Registered, type VerifyAddress } from './sign-up-codes-step';
import { TermsAgreement } from './terms-agreement';
import { useT } from '../../../i18n/use-t';

interface SignUpFormProps {
  /** Registered, codes left for later: sign-in takes over, filled in with the email registered. */
  onRegistered: (identifier: string) => void;
  /** Registered and both codes checked: the player is signed in (the app loads them). */
  onSignedIn: () => Promise<void>;
  /** The spec's verify call, for the two-code step. */
  verifyAddress: VerifyAddress;
  onOpenTerms: () => void;
  onOpenPrivacy: () => void;
  /** The retail registration page asks for the PAN too (required there); the dialog does not. */
  asksForPan?: boolean;
}

export function SignUpForm({
  onRegistered,
  onSignedIn,
  verifyAddress,
  onOpenTerms,
  onOpenPrivacy,
  asksForPan = false,
}: SignUpFormProps) {
  const { t, words } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    SignUpFormInput,
    unknown,
    SignUpFormValues
  >({
    resolver: zodResolver(asksForPan ? retailSignUpFormSchema : signUpFormSchema),
    defaultValues: emptySignUpForm,
  });
  const { errors, isSubmitting } = formState;

  const registerValues = async (values: SignUpFormValues) => {
    setFailure(null);
    try {
      const { message } = await registerPlayer(toRegisterBody(values));
      setSuccess(message);
      // The email and mobile codes are on their way (decision 090): the next step asks for both.
      setRegistered({ email: values.email, mobile: values.mobile, password: values.password });
    } catch (error) {
      // One PAN, one account: the PAN field says so, in the server's words.
      if (error instanceof ApiError && error.code === 'PAN_IN_USE') {
        setError('taxNumber', { message: error.message });
        return;
      }
      const issues = error instanceof ApiError ? error.issues : [];
      const fieldIssues = issues.flatMap((issue) => {
        const field = formFieldOf(issue.path);
        return field ? [{ field, message: issue.message }] : [];
      });
      fieldIssues.forEach(({ field, message }) => setError(field, { message }));
      if (fieldIssues.length === 0) setFailure(MESSAGES.generic);
    }
  };
  const handleSignUp = (event: FormEvent) => handleSubmit(registerValues)(event);

  const mobile = register('mobile');
  const handleMobileChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // The mobile is 10 digits with no country code: anything else is dropped as it is typed.
    event.target.value = event.target.value.replace(/\D/g, '').slice(0, 10);
    return mobile.onChange(event);
  };
  const isDone = success !== null;

  if (registered) {
    return (
      <Stack spacing={2} sx={{ pt: 1 }}>
        {success && (
          <Alert severity="success" role="status">
            {words(success)}
          </Alert>
        )}
        <SignUpCodesStep
          registered={registered}
          onVerified={onSignedIn}
          onLater={() => onRegistered(registered.email)}
          verifyAddress={verifyAddress}
        />
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={handleSignUp} spacing={2} sx={{ pt: 1 }}>
      {failure && <Alert severity="error">{words(failure)}</Alert>}
      {success && (
        <Alert severity="success" role="status">
          {words(success)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          fullWidth
          disabled={isDone}
          {...muiField(register('firstname'), errors.firstname)}
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          fullWidth
          disabled={isDone}
          {...muiField(register('lastname'), errors.lastname)}
        />
      </Stack>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        disabled={isDone}
        {...muiField(register('email'), errors.email)}
      />
      <TextField
        label={t('auth.mobile')}
        type="tel"
        autoComplete="tel-national"
        disabled={isDone}
        {...muiField(mobile, errors.mobile)}
        onChange={handleMobileChange}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <DateOfBirthFields
        register={register}
        error={errors.dateOfBirth?.message}
        isDisabled={isDone}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        disabled={isDone}
        {...muiField(register('password'), errors.password)}
      />
      <TextField
        select
        label={t('auth.state')}
        disabled={isDone}
        {...muiField(register('state'), errors.state)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" />
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </TextField>
      {asksForPan && (
        <TextField
          label={t('auth.pan')}
          autoComplete="off"
          disabled={isDone}
          {...muiField(register('taxNumber'), errors.taxNumber)}
          slotProps={{
            htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
      )}
      <TermsAgreement
        registration={register('acceptsTerms')}
        error={errors.acceptsTerms?.message}
        isDisabled={isDone}
        onOpenTerms={onOpenTerms}
        onOpenPrivacy={onOpenPrivacy}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isSubmitting}
        disabled={isDone}
      >
        {t('auth.signUp')}
      </Button>
    </Stack>
  );
}
