import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../features/account/api/account-keys';
import { cashierKeys } from '../../../features/cashier/api/cashier-keys';
import { WithdrawalDetail } from '../../../features/cashier/components/withdrawal-detail';

/** One withdrawal; once it is decided the balance and the list are read again. */
export function WithdrawalDetailBody({ id, backPath }: { id: string; backPath: string }) {
  const queryClient = useQueryClient();
  const handleDecided = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawals });
  };
  return <WithdrawalDetail id={id} backPath={backPath} onDecided={handleDecided} />;
}
