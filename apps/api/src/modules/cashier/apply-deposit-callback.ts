import type { DepositCallbackBody } from '@furlong/contract';
import { notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { announceAccountChange } from '../../realtime/announce-account-change';
import type { RealtimeHub } from '../../realtime/hub';
import { lockDeposit } from './deposits.queries';
import { depositEvents, type DepositRow } from './deposits.schema';
import { settleDeposit } from './settle-deposit';

/**
 * A verified deposit webhook. The deposit is locked first, then the event id recorded: a
 * replayed event (same id) or a late one (deposit already settled, by an earlier webhook or
 * the reconciliation) is acknowledged and moves no money.
 */
export async function applyDepositCallback(
  deps: { db: Database; hub?: RealtimeHub },
  body: DepositCallbackBody,
  now: Date,
): Promise<{ applied: boolean }> {
  const settled = await withRetries(() =>
    deps.db.transaction(async (tx): Promise<DepositRow | null> => {
      const deposit = await lockDeposit(tx, body.reference);
      if (!deposit) throw notFound('Deposit');
      const [event] = await tx
        .insert(depositEvents)
        .values({
          eventId: body.eventId,
          depositId: deposit.id,
          status: body.status,
          payload: body,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ eventId: depositEvents.eventId });
      if (!event) return null;
      return settleDeposit(
        tx,
        deposit,
        body.status === 'SUCCESS'
          ? {
              status: 'SUCCESS',
              amountPaise: BigInt(body.amountPaise),
              providerReference: body.providerReference,
            }
          : { status: 'FAILED', reason: body.reason ?? 'The payment was not completed' },
        { settledBy: 'WEBHOOK', now },
      );
    }),
  );
  if (settled && deps.hub)
    await announceAccountChange(deps.hub, [settled.playerId], { reason: 'DEPOSIT' });
  return { applied: settled !== null };
}
