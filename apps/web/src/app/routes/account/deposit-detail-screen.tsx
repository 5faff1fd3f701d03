import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { accountKeys } from '../../../features/account/api/account-keys';
import { DepositDetail } from '../../../features/cashier/components/deposit-detail';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../session-context';
import { AccountPlaceholder } from './account-placeholder';

/** One deposit where deposits are on; the spec's "disabled" words otherwise. */
export default function DepositDetailScreen() {
  const { id = '' } = useParams();
  const { player } = useSession();
  const queryClient = useQueryClient();
  const { t } = useT();
  if (!player?.depositsOpen) {
    return (
      <AccountPlaceholder title={t('account.deposit')}>
        {t('cashier.deposit.disabledReference', { id })}
      </AccountPlaceholder>
    );
  }
  return (
    <DepositDetail
      id={id}
      backPath={paths.deposit}
      onDecided={() => void queryClient.invalidateQueries({ queryKey: accountKeys.wallet })}
    />
  );
}
