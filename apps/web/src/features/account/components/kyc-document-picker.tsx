import { UPLOAD_REJECTED_MESSAGE } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useT } from '../../../i18n/use-t';
import { addDocuments, DOCUMENT_ACCEPT } from '../select-documents';
import { CloseIcon, UploadFileIcon } from '../../../components/icons';

interface KycDocumentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  isDisabled?: boolean;
}

export function KycDocumentPicker({ files, onChange, isDisabled }: KycDocumentPickerProps) {
  const hintId = useId();
  const [isRejected, setRejected] = useState(false);
  const { t, words } = useT();

  const handleSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const selected = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (selected.length === 0) return;
    const next = addDocuments(files, selected);
    setRejected(next === null);
    if (next) onChange(next);
  };

  return (
    <Stack spacing={1}>
      <Box>
        {/* The real input stays focusable (keyboard users reach it); the label is its button. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={isDisabled}
          sx={{ '&:has(input:focus-visible)': { outline: '3px solid #c99a06', outlineOffset: 2 } }}
        >
          {t('account.kyc.uploadCard')}
          <Box
            component="input"
            type="file"
            accept={DOCUMENT_ACCEPT}
            multiple
            disabled={isDisabled}
            aria-describedby={hintId}
            onChange={handleSelect}
            sx={visuallyHidden}
          />
        </Button>
      </Box>
      <FormHelperText id={hintId}>{t('account.kyc.uploadHint')}</FormHelperText>
      {isRejected && (
        <FormHelperText error role="alert">
          {words(UPLOAD_REJECTED_MESSAGE)}
        </FormHelperText>
      )}
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label={t('account.kyc.selectedDocuments')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${index}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={t('account.kyc.remove', { name: file.name })}
                disabled={isDisabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
