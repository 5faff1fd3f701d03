import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { OtpInput } from './otp-input';
import { useT } from '../i18n/use-t';

interface OtpEntryProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The message under the boxes, or null when the code is fine so far. */
  error: string | null;
  onResend: () => void;
}

/** The six code boxes, their error and the Resend OTP link, as every code dialog shows them. */
export function OtpEntry({ digits, onChange, error, onResend }: OtpEntryProps) {
  const errorId = useId();
  const { t } = useT();
  return (
    <>
      <OtpInput
        digits={digits}
        onChange={onChange}
        label={t('auth.oneTimeCode')}
        isInvalid={error !== null}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <FormHelperText id={errorId} error sx={{ textAlign: 'center' }}>
          {error}
        </FormHelperText>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" onClick={onResend}>
          {t('auth.resendOtp')}
        </Link>
      </Box>
    </>
  );
}
