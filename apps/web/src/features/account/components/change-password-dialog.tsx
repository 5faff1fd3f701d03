import { changePasswordBodySchema, MESSAGES } from '@furlong/contract';
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
import { changePassword } from '../api/change-password';

const changePasswordFormSchema = z
  .object({
    newPassword: changePasswordBodySchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });
type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

/** No current password is asked (spec section 5): a forgotten-password sign-in lands here. */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const showToast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const handleChange = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      // Other devices are signed out; the API client keeps this device's new tokens.
      await changePassword(newPassword);
    } catch {
      setFailure(MESSAGES.generic);
      return;
    }
    showToast('Password Changed Successfully.');
    onClose();
  });

  return (
    <AppDialog title="Change password" onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleChange} spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          autoFocus
          {...muiField(register('newPassword'), errors.newPassword)}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...muiField(register('confirmPassword'), errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          Save
        </Button>
      </Stack>
    </AppDialog>
  );
}
