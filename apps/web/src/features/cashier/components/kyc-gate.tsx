import { CASHIER_MESSAGES, KYC_UPLOAD_PATH, type CustomerSelf } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/use-t';

interface KycGateProps {
  player: CustomerSelf;
  /** Opens the profile's PAN upload; the link itself goes to the profile. */
  onUpload: () => void;
}

/**
 * Shown instead of the withdraw form until the PAN is verified (spec sections 4 and 6).
 * While a check is PENDING there is no upload link: sending documents again would only
 * restart the check.
 */
export function KycGate({ player, onUpload }: KycGateProps) {
  const status = player.kycVerificationStatus;
  const { t, words } = useT();
  if (status === 'PENDING') {
    return (
      <Alert severity="info" data-testid="kyc-gate">
        {words(CASHIER_MESSAGES.kycPending)}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="kyc-gate">
      <Typography>{words(CASHIER_MESSAGES.kycRequired)}</Typography>
      {status === 'REJECTED' && player.kycRejectionReason && (
        <Typography variant="body2">
          {t('cashier.kyc.reason', { reason: words(player.kycRejectionReason) })}
        </Typography>
      )}
      <Link
        component={RouterLink}
        to={KYC_UPLOAD_PATH}
        onClick={onUpload}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
      >
        {t(status === 'REJECTED' ? 'cashier.kyc.update' : 'cashier.kyc.upload')}
      </Link>
    </Alert>
  );
}
