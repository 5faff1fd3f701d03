import { DEV_OUTBOX_LIMIT, type DevOutboxMessage } from '@furlong/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './notifications.schema';

/** The newest messages the outbox itself "sent" to one address (no channel configured). */
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
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.carrier, 'OUTBOX')))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({
    ...row,
    // Only email and SMS end in the outbox: a push always has its carrier (WEB_PUSH).
    channel: row.channel as DevOutboxMessage['channel'],
    createdAt: row.createdAt.toISOString(),
  }));
}
