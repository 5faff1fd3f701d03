import { MESSAGES, OTP_PATTERN, type CustomerSelf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { OtpEntry } from '../../../components/otp-entry';
import { emptyOtp } from '../../../components/otp-input';
import { useToast } from '../../../components/toast/toast-context';
import { accountKeys } from '../api/account-keys';
import { requestVerification, verifyAddress } from '../api/verify-address';
import { withAddressVerified, type AddressType } from '../player-facts';

const WORDS: Record<AddressType, { title: string; noun: string; success: string }> = {
  EMAIL: { title: 'Verify email', noun: 'email', success: 'Email validated successfully' },
  SMS: { title: 'Verify mobile', noun: 'mobile', success: 'Mobile validated successfully' },
};

interface VerifyAddressDialogProps {
  type: AddressType;
  player: CustomerSelf;
  onClose: () => void;
}

/** Sends a code to the player's own email or mobile on opening, then checks the six digits. */
export default function VerifyAddressDialog({ type, player, onClose }: VerifyAddressDialogProps) {
  const words = WORDS[type];
  const address = type === 'EMAIL' ? player.traits.email : player.traits.mobile;
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const hasRequested = useRef(false);

  useEffect(() => {
    // Once per opening, even when development mode runs effects twice.
    if (hasRequested.current) return;
    hasRequested.current = true;
    requestVerification(address).catch(() => showToast(MESSAGES.generic, 'error'));
  }, [address, showToast]);

  const handleValidate = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!OTP_PATTERN.test(code)) {
      setCodeError(MESSAGES.otpInvalid);
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      await verifyAddress(address, code);
    } catch {
      setBusy(false);
      showToast(MESSAGES.generic, 'error');
      return;
    }
    queryClient.setQueryData<CustomerSelf>(accountKeys.self, (current) =>
      current ? withAddressVerified(current, type) : current,
    );
    setDigits(emptyOtp());
    showToast(words.success);
    onClose();
  };

  const handleResend = async () => {
    try {
      await requestVerification(address);
      setDigits(emptyOtp());
      showToast('OTP resent successfully');
    } catch {
      showToast(MESSAGES.generic, 'error');
    }
  };

  return (
    <AppDialog title={words.title} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleValidate} spacing={2} sx={{ pt: 1 }}>
        <Typography>
          Enter the 6-digit code sent to your {words.noun}{' '}
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            {address}
          </Box>
          .
        </Typography>
        <OtpEntry
          digits={digits}
          onChange={setDigits}
          error={codeError}
          onResend={() => void handleResend()}
        />
        <Button type="submit" variant="contained" size="large" loading={isBusy}>
          Validate
        </Button>
      </Stack>
    </AppDialog>
  );
}
