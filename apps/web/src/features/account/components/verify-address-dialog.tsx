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
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { accountKeys } from '../api/account-keys';
import { requestVerification, verifyAddress } from '../api/verify-address';
import { withAddressVerified, type AddressType } from '../player-facts';

const KEYS: Record<AddressType, { title: MessageId; codeSent: MessageId; success: MessageId }> = {
  EMAIL: {
    title: 'account.verifyEmail',
    codeSent: 'account.verify.codeSentEmail',
    success: 'account.verify.emailValidated',
  },
  SMS: {
    title: 'account.verifyMobile',
    codeSent: 'account.verify.codeSentMobile',
    success: 'account.verify.mobileValidated',
  },
};

interface VerifyAddressDialogProps {
  type: AddressType;
  player: CustomerSelf;
  onClose: () => void;
}

/** Sends a code to the player's own email or mobile on opening, then checks the six digits. */
export default function VerifyAddressDialog({ type, player, onClose }: VerifyAddressDialogProps) {
  const keys = KEYS[type];
  const { t, rich, words } = useT();
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
    requestVerification(address).catch(() => showToast(words(MESSAGES.generic), 'error'));
  }, [address, showToast, words]);

  const handleValidate = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!OTP_PATTERN.test(code)) {
      setCodeError(words(MESSAGES.otpInvalid));
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      await verifyAddress(address, code);
    } catch {
      setBusy(false);
      showToast(words(MESSAGES.generic), 'error');
      return;
    }
    queryClient.setQueryData<CustomerSelf>(accountKeys.self, (current) =>
      current ? withAddressVerified(current, type) : current,
    );
    setDigits(emptyOtp());
    showToast(t(keys.success));
    onClose();
  };

  const handleResend = async () => {
    try {
      await requestVerification(address);
      setDigits(emptyOtp());
      showToast(t('auth.otpResent'));
    } catch {
      showToast(words(MESSAGES.generic), 'error');
    }
  };

  return (
    <AppDialog title={t(keys.title)} onClose={onClose}>
      <Stack component="form" noValidate onSubmit={handleValidate} spacing={2} sx={{ pt: 1 }}>
        <Typography>
          {rich(keys.codeSent, {
            address,
            b: (chunks) => (
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {chunks}
              </Box>
            ),
          })}
        </Typography>
        <OtpEntry
          digits={digits}
          onChange={setDigits}
          error={codeError}
          onResend={() => void handleResend()}
        />
        <Button type="submit" variant="contained" size="large" loading={isBusy}>
          {t('account.verify.validate')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
