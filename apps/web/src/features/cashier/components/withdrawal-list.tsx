import { rupeesToPaise } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { withdrawalsQuery } from '../api/get-withdrawals';
import { TransferStatusChip } from './transfer-status-chip';

interface WithdrawalListProps {
  /** The address of one withdrawal on this screen (withdraw/:id or withdraw-legacy/:id). */
  detailPath: (id: string) => string;
}

/** The player's withdrawals, newest first as the server sends them. */
export function WithdrawalList({ detailPath }: WithdrawalListProps) {
  const withdrawals = useQuery(withdrawalsQuery);
  const { t, money, dateTime } = useT();
  if (withdrawals.isPending) return <PageLoading label={t('cashier.withdrawals.loading')} />;
  if (withdrawals.isError) {
    return <LoadError error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />;
  }
  return (
    <Box component="section" aria-labelledby="withdrawals-title">
      <Typography id="withdrawals-title" variant="h3" sx={{ mb: 1 }}>
        {t('cashier.withdrawals')}
      </Typography>
      {withdrawals.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.noRecords')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {withdrawals.data.map((transfer) => (
            <Box
              component="li"
              key={transfer.uid}
              data-testid="withdrawal-row"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1,
              }}
            >
              <Link component={RouterLink} to={detailPath(transfer.uid)} sx={{ fontWeight: 600 }}>
                {money(rupeesToPaise(transfer.amount))}
              </Link>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                {transfer.beneficiary.displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {dateTime(transfer.createdOn)}
              </Typography>
              <TransferStatusChip status={transfer.status} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
