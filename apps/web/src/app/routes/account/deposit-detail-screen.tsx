import { useParams } from 'react-router';
import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function DepositDetailScreen() {
  const { id = '' } = useParams();
  return (
    <AccountPlaceholder title="Deposit">
      {`Deposits are disabled until further notice (reference ${id}).`}
    </AccountPlaceholder>
  );
}
