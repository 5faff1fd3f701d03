import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function DepositScreen() {
  return (
    <AccountPlaceholder title="Deposit">
      Deposits are disabled until further notice.
    </AccountPlaceholder>
  );
}
