import type { TransferStatus } from '@furlong/contract';
import Chip from '@mui/material/Chip';

const TONES: Record<TransferStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  SUCCESS: 'success',
  FAILED: 'error',
};

export function TransferStatusChip({ status }: { status: TransferStatus }) {
  return <Chip size="small" label={status} color={TONES[status]} data-testid="transfer-status" />;
}
