import type { OperatorPlayerProtections } from '@furlong/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../audit/audit.schema';

/** Every change of a player's protections, newest first: the audit log's PROTECTION_* rows. */
export async function findProtectionHistory(
  db: Executor,
  playerId: string,
): Promise<OperatorPlayerProtections['history']> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, playerId), like(auditLog.action, 'PROTECTION_%')))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: { type: row.actorType, id: row.actorId },
    action: row.action,
    details: row.details,
  }));
}
