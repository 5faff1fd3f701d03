import type { CustomerSelf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

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
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {status === 'VERIFIED' && <Chip label="Verified" color="success" size="small" />}
      {status === 'PENDING' && <Chip label="PENDING" color="warning" size="small" />}
      {status === 'NOT_VERIFIED' && <Chip label="Not verified" size="small" />}
      {status === 'REJECTED' && <Chip label="Rejected" color="error" size="small" />}
      {status === 'REJECTED' && player.kycRejectionReason && (
        <Typography variant="body2" color="error">
          Reason: {player.kycRejectionReason}
        </Typography>
      )}
      {(status === 'NOT_VERIFIED' || status === 'REJECTED') && (
        <Link component="button" type="button" onClick={onUpload}>
          {status === 'REJECTED' ? 'Update PAN details' : 'Upload PAN details'}
        </Link>
      )}
    </Box>
  );
}
