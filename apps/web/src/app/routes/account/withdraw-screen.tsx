import { AccountPlaceholder } from './account-placeholder';

/** Placeholder: another release replaces this screen. */
export default function WithdrawScreen() {
  return (
    <AccountPlaceholder title="Withdraw">
      Instant withdrawals will be available here soon: up to 30 minutes, and up to 24 hours to reach
      your bank.
    </AccountPlaceholder>
  );
}
