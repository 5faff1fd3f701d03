import {
  MESSAGES,
  profileUpdateBodySchema,
  type CustomerSelf,
  type ProfileUpdateBody,
} from '@furlong/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog';
import { muiField } from '../../../components/mui-field';
import { useToast } from '../../../components/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { accountKeys } from '../api/account-keys';
import { updateProfile } from '../api/update-profile';
import { uploadKycDocuments } from '../api/upload-kyc-documents';
import { KycDocumentPicker } from './kyc-document-picker';

/** Spec section 9: the dialog closes 2 seconds after a successful save. */
export const EDIT_PROFILE_CLOSE_MS = 2000;
const PAN_LENGTH = 10;

type ProfileFormInput = z.input<typeof profileUpdateBodySchema>;

interface EditProfileDialogProps {
  player: CustomerSelf;
  onClose: () => void;
}

export default function EditProfileDialog({ player, onClose }: EditProfileDialogProps) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { t, words, refusal } = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const { traits, kycVerified } = player;
  const { register, handleSubmit, setError, formState } = useForm<
    ProfileFormInput,
    unknown,
    ProfileUpdateBody
  >({
    resolver: zodResolver(profileUpdateBodySchema),
    defaultValues: {
      // The PAN arrives masked; sent back unchanged it means "keep the one on file".
      taxNumber: traits.taxNumber ?? '',
      address1: traits.address1 ?? '',
      address2: traits.address2 ?? '',
      city: traits.city ?? '',
    },
  });
  const { errors, isSubmitting } = formState;

  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!isSaved) return;
    const timer = setTimeout(close, EDIT_PROFILE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isSaved]);

  const handleSave = handleSubmit(async (body) => {
    setFailure(null);
    try {
      queryClient.setQueryData(accountKeys.self, await updateProfile(body));
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      issues.forEach((issue) => {
        const field = issue.path.split('.').at(-1);
        if (
          field === 'taxNumber' ||
          field === 'address1' ||
          field === 'address2' ||
          field === 'city'
        ) {
          setError(field, { message: issue.message });
        }
      });
      // Spec section 8 numbers this failure ('…try again2.'): the number tells support the step.
      if (issues.length === 0) setFailure(t('account.profile.saveFailed'));
      return;
    }
    if (files.length > 0) {
      try {
        queryClient.setQueryData(accountKeys.self, await uploadKycDocuments(files));
      } catch (error) {
        // The details are saved; only the documents need another try.
        const isOwnMessage =
          error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
        setFailure(isOwnMessage ? refusal(error) : words(MESSAGES.generic));
        return;
      }
    }
    showToast(t('account.profile.updated'));
    setSaved(true);
  });

  const pan = register('taxNumber');
  const handlePanChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // A PAN is 10 capitals and digits; '*' stays so the masked PAN on file can be kept.
    event.target.value = event.target.value
      .toUpperCase()
      .replace(/[^A-Z0-9*]/g, '')
      .slice(0, PAN_LENGTH);
    return pan.onChange(event);
  };
  const isLocked = isSaved || isSubmitting;

  return (
    <AppDialog title={t('account.profile.edit')} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleSave} spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t('account.profile.pan')}
          disabled={isSaved}
          {...muiField(pan, errors.taxNumber)}
          onChange={handlePanChange}
          helperText={
            errors.taxNumber?.message !== undefined
              ? words(errors.taxNumber.message)
              : kycVerified
                ? t('account.profile.panLocked')
                : undefined
          }
          slotProps={{
            htmlInput: {
              readOnly: kycVerified,
              maxLength: PAN_LENGTH,
              autoCapitalize: 'characters',
            },
          }}
        />
        <TextField
          label={t('account.profile.address1')}
          autoComplete="address-line1"
          disabled={isSaved}
          {...muiField(register('address1'), errors.address1)}
        />
        <TextField
          label={t('account.profile.address2')}
          autoComplete="address-line2"
          disabled={isSaved}
          {...muiField(register('address2'), errors.address2)}
        />
        <TextField
          label={t('account.profile.city')}
          autoComplete="address-level2"
          disabled={isSaved}
          {...muiField(register('city'), errors.city)}
        />
        {!kycVerified && (
          <KycDocumentPicker files={files} onChange={setFiles} isDisabled={isLocked} />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          disabled={isSaved}
        >
          {t('account.save')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
