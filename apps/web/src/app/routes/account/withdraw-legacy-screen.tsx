import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function WithdrawLegacyScreen() {
  return (
    <AccountPlaceholder title="Withdraw">
      Withdrawals will be available here soon. Funds transfer may take up to 3 working days.
    </AccountPlaceholder>
  );
}
