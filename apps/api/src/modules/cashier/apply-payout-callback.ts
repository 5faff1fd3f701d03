import { formatRupees, type PayoutCallbackBody } from '@furlong/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { announceAccountChange } from '../../realtime/announce-account-change';
import type { RealtimeHub } from '../../realtime/hub';
import { findPlayerById } from '../customers/find-player';
import type { Notifier } from '../notifications/notifier';
import { payoutEvents } from './cashier.schema';
import { notifyPlayer } from './notify-player';
import { settleWithdrawal } from './settle-withdrawal';
import { lockWithdrawal, type WithdrawalRow } from './withdrawals.queries';

/**
 * A verified provider callback. The withdrawal is locked first, then the event id recorded:
 * a replayed event (same id) or a late one (withdrawal no longer PENDING) is acknowledged
 * and moves no money, so a callback delivered five times changes the balance once.
 */
export async function applyPayoutCallback(
  deps: { db: Database; notifier: Notifier; hub?: RealtimeHub; log?: FastifyBaseLogger },
  body: PayoutCallbackBody,
  now: Date,
): Promise<{ applied: boolean }> {
  const settled = await withRetries(() =>
    deps.db.transaction(async (tx): Promise<WithdrawalRow | null> => {
      const withdrawal = await lockWithdrawal(tx, body.reference);
      if (!withdrawal) throw notFound('Withdrawal');
      const [event] = await tx
        .insert(payoutEvents)
        .values({
          eventId: body.eventId,
          withdrawalId: withdrawal.id,
          status: body.status,
          payload: body,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ eventId: payoutEvents.eventId });
      if (!event || withdrawal.status !== 'PENDING') return null;
      const outcome =
        body.status === 'SUCCESS'
          ? {
              status: 'SUCCESS' as const,
              ...(body.providerReference ? { providerReference: body.providerReference } : {}),
            }
          : {
              status: 'FAILED' as const,
              reason: body.reason ?? 'The bank could not complete the transfer',
            };
      return settleWithdrawal(tx, withdrawal, outcome, {
        actor: { type: 'system', id: null },
        now,
      });
    }),
  );
  if (settled) await notifyOutcome(deps, settled);
  return { applied: settled !== null };
}

export async function notifyOutcome(
  deps: { db: Database; notifier: Notifier; hub?: RealtimeHub; log?: FastifyBaseLogger },
  withdrawal: WithdrawalRow,
): Promise<void> {
  if (deps.hub)
    await announceAccountChange(deps.hub, [withdrawal.playerId], { reason: 'WITHDRAWAL' });
  const player = await findPlayerById(deps.db, withdrawal.playerId);
  if (!player) return;
  const amount = formatRupees(withdrawal.amountPaise);
  await notifyPlayer(
    deps,
    player,
    withdrawal.status === 'SUCCESS'
      ? {
          purpose: 'WITHDRAWAL_PAID',
          subject: 'Your withdrawal is on its way',
          body: `Your withdrawal of ${amount} was sent to your bank.`,
        }
      : {
          purpose: 'WITHDRAWAL_FAILED',
          subject: 'Your withdrawal could not be completed',
          body: `Your withdrawal of ${amount} could not be completed (${withdrawal.failureReason ?? 'no reason given'}). The amount is back in your wallet.`,
        },
  );
}
