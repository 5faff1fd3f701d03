import { DEV_OUTBOX_LIMIT, type DevOutboxMessage } from '@furlong/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './notifications.schema';
import type { NotificationChannel } from './notifier';

/** The newest outbox messages sent to one address. */
export async function listOutboxMessages(db: Database, to: string): Promise<DevOutboxMessage[]> {
  const rows = await db
    .select({
      to: outboxMessages.to,
      channel: outboxMessages.channel,
      purpose: outboxMessages.purpose,
      code: outboxMessages.code,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({
    ...row,
    channel: row.channel as NotificationChannel,
    createdAt: row.createdAt.toISOString(),
  }));
}
