import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { accountKeys } from '../../../features/account/api/account-keys';
import { customerSelfQuery } from '../../../features/account/api/get-customer-self';
import { walletQuery } from '../../../features/account/api/get-wallet';
import { cashierKeys } from '../../../features/cashier/api/cashier-keys';
import { WithdrawPanel } from '../../../features/cashier/components/withdraw-panel';
import type { WithdrawVersion } from '../../../features/cashier/withdraw-version';
import { historyQueryKey } from '../../../features/history/api/get-transactions';
import { useT } from '../../../i18n/use-t';
import { useDialogs } from '../../dialogs/dialog-context';

interface WithdrawScreenBodyProps {
  version: WithdrawVersion;
  dialog: 'addBeneficiary' | 'addBeneficiaryV2';
  detailPath: (id: string) => string;
}

/** Both withdraw screens: the player and wallet from the account feature, the rest cashier. */
export function WithdrawScreenBody({ version, dialog, detailPath }: WithdrawScreenBodyProps) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  // The same cache entries the session loads at start-up: no second request.
  const self = useQuery(customerSelfQuery);
  const wallet = useQuery(walletQuery);
  const { t } = useT();
  if (self.isPending || wallet.isPending)
    return <PageLoading label={t('cashier.withdraw.loading')} />;
  if (self.isError) return <LoadError error={self.error} onRetry={() => void self.refetch()} />;
  if (wallet.isError) {
    return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  }

  // The amount is held at once: the balance chips and the list must show it.
  const handleWithdrawn = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawals });
    void queryClient.invalidateQueries({ queryKey: historyQueryKey });
  };

  return (
    <WithdrawPanel
      version={version}
      player={self.data}
      wallet={wallet.data}
      detailPath={detailPath}
      onAddBeneficiary={() => dialogs.open(dialog)}
      onUploadPan={() => dialogs.open('editProfile')}
      onWithdrawn={handleWithdrawn}
    />
  );
}
