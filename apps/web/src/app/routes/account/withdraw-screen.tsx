import { paths } from '../../../config/paths';
import { WithdrawScreenBody } from './withdraw-screen-body';

/** Instant withdrawal: up to 30 minutes, up to 24 hours to the bank; V2 adds bank accounts. */
export default function WithdrawScreen() {
  return (
    <WithdrawScreenBody version="instant" dialog="addBeneficiaryV2" detailPath={paths.withdrawal} />
  );
}
