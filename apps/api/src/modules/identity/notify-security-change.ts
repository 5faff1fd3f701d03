import { FREEZE_ACCOUNT_PATH } from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { issueFreezeToken } from '../../security/freeze-tokens';
import type { IdentityDeps } from './identity-deps';

/**
 * Tells the player at once, by email and by SMS, that their password changed or a beneficiary
 * was added, with a "not you?" link that freezes the account without signing in. Given the
 * change's transaction, the notices are queued in it (decision 029); otherwise a failed send is
 * logged, not thrown, as the change it reports is already committed.
 */
export async function notifySecurityChange(
  deps: Pick<IdentityDeps, 'notifier' | 'secrets' | 'clock' | 'publicUrl'> & {
    log?: FastifyBaseLogger;
  },
  player: { id: string; email: string; mobile: string },
  notice: { purpose: string; subject: string; what: string },
  /** The transaction of the change: the notices are queued exactly when it commits. */
  executor?: Executor,
): Promise<void> {
  const token = await issueFreezeToken(deps.secrets.tokenKey, player.id, deps.clock.now());
  // The token rides in the fragment: browsers never send it, so no server or proxy logs it.
  const link = `${deps.publicUrl ?? ''}${FREEZE_ACCOUNT_PATH}#${token}`;
  const messages = [
    {
      to: player.email,
      channel: 'EMAIL' as const,
      body: `${notice.what} Not you? Freeze your account now, no sign-in needed: ${link} Then reset your password with Forgot password or contact Customer Support.`,
    },
    {
      to: player.mobile,
      channel: 'SMS' as const,
      body: `Furlong: ${notice.what} Not you? Freeze your account: ${link}`,
    },
  ];
  for (const message of messages) {
    if (executor) {
      // In the change's transaction a failure must roll the change back with it.
      await deps.notifier.send(
        { ...message, purpose: notice.purpose, subject: notice.subject },
        executor,
      );
      continue;
    }
    try {
      await deps.notifier.send({ ...message, purpose: notice.purpose, subject: notice.subject });
    } catch (error) {
      deps.log?.warn({ err: error, purpose: notice.purpose }, 'security notice failed');
    }
  }
}
