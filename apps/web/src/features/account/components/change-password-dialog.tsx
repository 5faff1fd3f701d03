import { changePasswordBodySchema, MESSAGES, STEP_UP_MESSAGES } from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { muiField } from '../../../components/mui-field';
import { useToast } from '../../../components/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';

const formSchema = (isCurrentPasswordAsked: boolean) =>
  z
    .object({
      currentPassword: isCurrentPasswordAsked
        ? z.string().min(1, STEP_UP_MESSAGES.currentPasswordRequired).max(128)
        : z.string(),
      newPassword: changePasswordBodySchema.shape.newPassword,
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: MESSAGES.passwordMismatch,
    });
type ChangePasswordValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * The current password is asked (decision 025), except just after a forgotten-password
 * sign-in: that code is the proof, and the player is here because the password is forgotten.
 * Should that proof have lapsed, the server asks for it and the field appears.
 */
export default function ChangePasswordDialog({
  onClose,
  hasSignedInWithCode = false,
}: {
  onClose: () => void;
  hasSignedInWithCode?: boolean;
}) {
  const showToast = useToast();
  const { t, words, refusal } = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [isCurrentPasswordAsked, setCurrentPasswordAsked] = useState(!hasSignedInWithCode);
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordValues>({
    resolver: zodResolver(formSchema(isCurrentPasswordAsked)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const handleChange = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      // Other devices are signed out; the API client keeps this device's new session.
      await changePassword({
        newPassword,
        ...(isCurrentPasswordAsked ? { currentPassword } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STEP_UP_REQUIRED') {
        setCurrentPasswordAsked(true);
        setFailure(refusal(error));
        return;
      }
      const wrong = error instanceof ApiError ? error.issues : [];
      if (wrong.some((issue) => issue.path === 'currentPassword')) {
        setError('currentPassword', { message: STEP_UP_MESSAGES.failed }, { shouldFocus: true });
        return;
      }
      setFailure(words(MESSAGES.generic));
      return;
    }
    showToast(t('account.password.changed'));
    onClose();
  });

  return (
    <AppDialog title={t('account.password.change')} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleChange} spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {isCurrentPasswordAsked && (
          <TextField
            label={t('account.password.current')}
            type="password"
            autoComplete="current-password"
            autoFocus
            {...muiField(register('currentPassword'), errors.currentPassword)}
          />
        )}
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          autoFocus={!isCurrentPasswordAsked}
          {...muiField(register('newPassword'), errors.newPassword)}
        />
        <TextField
          label={t('account.password.confirm')}
          type="password"
          autoComplete="new-password"
          {...muiField(register('confirmPassword'), errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('account.save')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
