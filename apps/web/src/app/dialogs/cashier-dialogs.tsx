import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { useSession } from '../session-context';
import { useDialogs } from './dialog-context';

const AddBeneficiaryDialog = lazy(
  () => import('../../features/cashier/components/add-beneficiary-dialog'),
);

/**
 * addBeneficiary (Bank Account or VPA, from the legacy withdraw screen) and addBeneficiaryV2
 * (Bank Account only, from the instant one). They need a signed-in player.
 */
export function CashierDialogs() {
  const dialogs = useDialogs();
  const { player } = useSession();
  if (!player) return null;
  return (
    <>
      {dialogs.isOpen('addBeneficiary') && (
        <Suspense fallback={null}>
          <AddBeneficiaryDialog version="v1" onClose={() => dialogs.close('addBeneficiary')} />
        </Suspense>
      )}
      {dialogs.isOpen('addBeneficiaryV2') && (
        <Suspense fallback={null}>
          <AddBeneficiaryDialog version="v2" onClose={() => dialogs.close('addBeneficiaryV2')} />
        </Suspense>
      )}
    </>
  );
}
