import { paths } from '../../../config/paths';
import { WithdrawScreenBody } from './withdraw-screen-body';

/** The older withdrawal: up to 3 working days; adds bank accounts and UPI handles. */
export default function WithdrawLegacyScreen() {
  return (
    <WithdrawScreenBody
      version="legacy"
      dialog="addBeneficiary"
      detailPath={paths.withdrawalLegacy}
    />
  );
}
