import type { TransferStatus } from '@furlong/contract';
import Chip from '@mui/material/Chip';
import { useT } from '../../../i18n/use-t';

const TONES: Record<TransferStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  SUCCESS: 'success',
  FAILED: 'error',
};

export function TransferStatusChip({ status }: { status: TransferStatus }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={t(`cashier.status.${status}`)}
      color={TONES[status]}
      data-testid="transfer-status"
    />
  );
}
