import { useParams } from 'react-router';
import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function BonusDetailScreen() {
  const { id = '' } = useParams();
  return (
    <AccountPlaceholder title="Bonus">
      {`Bonus wallets are deactivated from 1 April 2025 (reference ${id}).`}
    </AccountPlaceholder>
  );
}
