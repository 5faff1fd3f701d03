import { rupeesToPaise } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { withdrawalQuery } from '../api/get-withdrawal';
import { useWhenDecided } from '../hooks/use-when-decided';
import { TransferStatusChip } from './transfer-status-chip';

interface WithdrawalDetailProps {
  id: string;
  backPath: string;
  /** The payout was decided while the player watched: the balance may have changed. */
  onDecided: () => void;
}

/** One withdrawal, read again every few seconds while it is PENDING. */
export function WithdrawalDetail({ id, backPath, onDecided }: WithdrawalDetailProps) {
  const withdrawal = useQuery(withdrawalQuery(id));
  useWhenDecided(withdrawal.data?.status, onDecided);
  const { t, money, words, dateTime } = useT();

  if (withdrawal.isPending) return <PageLoading label={t('cashier.withdrawal.loading')} />;
  if (withdrawal.isError) {
    return <LoadError error={withdrawal.error} onRetry={() => void withdrawal.refetch()} />;
  }
  const transfer = withdrawal.data;
  return (
    <Box component="section" aria-labelledby="withdrawal-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="withdrawal-title" variant="h2">
        {t('cashier.withdrawal')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          columnGap: 2,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <Fact label={t('cashier.withdrawal.status')}>
          <TransferStatusChip status={transfer.status} />
        </Fact>
        <Fact label={t('cashier.withdrawal.amount')}>{money(rupeesToPaise(transfer.amount))}</Fact>
        <Fact label={t('cashier.beneficiary')}>{transfer.beneficiary.displayName}</Fact>
        <Fact label={t('cashier.withdrawal.requested')}>{dateTime(transfer.createdOn)}</Fact>
        <Fact label={t('cashier.withdrawal.updated')}>{dateTime(transfer.modifiedOn)}</Fact>
        <Fact label={t('cashier.withdrawal.reference')}>{transfer.uid}</Fact>
        {transfer.failureReason && (
          <Fact label={t('cashier.withdrawal.reason')}>{words(transfer.failureReason)}</Fact>
        )}
      </Box>
      <Link component={RouterLink} to={backPath}>
        {t('cashier.withdrawal.back')}
      </Link>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd">{children}</Typography>
    </>
  );
}
