import { rupeesToPaise } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { depositQuery } from '../api/start-deposit';
import { useWhenDecided } from '../hooks/use-when-decided';
import { TransferStatusChip } from './transfer-status-chip';

interface DepositDetailProps {
  id: string;
  backPath: string;
  /** The payment was decided while the player watched: the balance may have changed. */
  onDecided: () => void;
}

/** One deposit: where to pay while it waits, read again every few seconds until decided. */
export function DepositDetail({ id, backPath, onDecided }: DepositDetailProps) {
  const deposit = useQuery(depositQuery(id));
  useWhenDecided(deposit.data?.status, onDecided);
  const { t, money, words, dateTime } = useT();

  if (deposit.isPending) return <PageLoading label={t('cashier.depositDetail.loading')} />;
  if (deposit.isError)
    return <LoadError error={deposit.error} onRetry={() => void deposit.refetch()} />;
  const transfer = deposit.data;
  const amount = money(rupeesToPaise(transfer.amount));
  return (
    <Box component="section" aria-labelledby="deposit-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="deposit-title" variant="h2">
        {t('account.deposit')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
        <TransferStatusChip status={transfer.status} />
      </Box>
      {transfer.status === 'PENDING' && transfer.method === 'UPI_COLLECT' && (
        <Typography>{t('cashier.depositDetail.approveCollect', { amount })}</Typography>
      )}
      {transfer.status === 'PENDING' && transfer.paymentUrl && (
        <Button
          variant="contained"
          size="large"
          href={transfer.paymentUrl}
          sx={{ justifySelf: 'start', minHeight: 44 }}
        >
          {t(
            transfer.method === 'NETBANKING'
              ? 'cashier.depositDetail.toBank'
              : 'cashier.depositDetail.openUpiApp',
          )}
        </Button>
      )}
      {transfer.status === 'SUCCESS' && (
        <Typography>{t('cashier.depositDetail.credited', { amount })}</Typography>
      )}
      {transfer.failureReason && (
        <Typography color="error">{words(transfer.failureReason)}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('cashier.depositDetail.reference', {
          id: transfer.uid,
          when: dateTime(transfer.createdOn),
        })}
      </Typography>
      <Link
        component={RouterLink}
        to={backPath}
        sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        {t('cashier.depositDetail.back')}
      </Link>
    </Box>
  );
}
