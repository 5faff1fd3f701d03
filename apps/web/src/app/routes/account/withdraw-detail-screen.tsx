import { useParams } from 'react-router';
import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function WithdrawDetailScreen() {
  const { id = '' } = useParams();
  return (
    <AccountPlaceholder title="Withdraw">
      {`Withdrawal details will be available here soon (reference ${id}).`}
    </AccountPlaceholder>
  );
}
