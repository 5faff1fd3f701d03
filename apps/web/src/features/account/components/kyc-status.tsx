import type { CustomerSelf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/use-t';

interface KycStatusProps {
  player: CustomerSelf;
  onUpload: () => void;
}

/**
 * Withdrawals wait for a verified PAN. While a check is PENDING the upload link is hidden
 * (spec section 4): sending documents again would only restart the check.
 */
export function KycStatus({ player, onUpload }: KycStatusProps) {
  const status = player.kycVerified ? 'VERIFIED' : player.kycVerificationStatus;
  const { t, words } = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {status === 'VERIFIED' && <Chip label={t('account.verified')} color="success" size="small" />}
      {status === 'PENDING' && (
        <Chip label={t('cashier.status.PENDING')} color="warning" size="small" />
      )}
      {status === 'NOT_VERIFIED' && <Chip label={t('account.notVerified')} size="small" />}
      {status === 'REJECTED' && (
        <Chip label={t('account.kyc.rejected')} color="error" size="small" />
      )}
      {status === 'REJECTED' && player.kycRejectionReason && (
        <Typography variant="body2" color="error">
          {t('cashier.kyc.reason', { reason: words(player.kycRejectionReason) })}
        </Typography>
      )}
      {(status === 'NOT_VERIFIED' || status === 'REJECTED') && (
        <Link component="button" type="button" onClick={onUpload}>
          {t(status === 'REJECTED' ? 'cashier.kyc.update' : 'cashier.kyc.upload')}
        </Link>
      )}
    </Box>
  );
}
