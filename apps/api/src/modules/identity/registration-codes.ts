import type { Transaction } from '../../db/client';
import type { ServerSecrets } from '../../security/server-secrets';
import type { Notifier } from '../notifications/notifier';
import { issueOtpIn } from './one-time-codes';
import { verificationMessage } from './verify-address';

/**
 * Registration sends the email code and the mobile code at once (decision 090): written in the
 * registration's transaction for a new account (`playerId`), rehearsed (the same statements,
 * rolled back: no code, no message) when the details are taken (`playerId` null), so the reply
 * time does not say which (decision 050). The codes are the ones the verify call checks.
 */
export async function sendRegistrationCodes(
  deps: { secrets: ServerSecrets; notifier: Notifier },
  tx: Transaction,
  addresses: { email: string; mobile: string },
  playerId: string | null,
  now: Date,
): Promise<void> {
  const codes = [
    { purpose: 'VERIFY_EMAIL', address: addresses.email, channel: 'EMAIL' },
    { purpose: 'VERIFY_MOBILE', address: addresses.mobile, channel: 'SMS' },
  ] as const;
  for (const { purpose, address, channel } of codes) {
    await issueOtpIn(
      tx,
      deps.secrets.otpPepper,
      { purpose, address, playerId },
      now,
      { notifier: deps.notifier, message: verificationMessage(address, channel) },
      { isRehearsal: playerId === null },
    );
  }
}
