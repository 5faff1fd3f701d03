import { TransactionRollbackError } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Notification, Notifier } from './notifier';

/**
 * Writes a message to the outbox in a savepoint of `tx`: kept when it is sent, rolled back when
 * it is a rehearsal. A reply about an address nobody has (or a detail nobody holds) rehearses
 * the message a real one sends: the same statements, so the reply time does not say who is
 * registered, and no message exists (decision 050).
 */
export async function sendOrRehearse(
  notifier: Notifier,
  notification: Notification,
  tx: Transaction,
  { isRehearsal }: { isRehearsal: boolean },
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await notifier.send(notification, savepoint);
      if (isRehearsal) savepoint.rollback();
    });
  } catch (error) {
    if (!(isRehearsal && error instanceof TransactionRollbackError)) throw error;
  }
}
