import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function BonusListScreen() {
  return (
    <AccountPlaceholder title="Bonus">
      Bonus wallets are deactivated from 1 April 2025.
    </AccountPlaceholder>
  );
}
