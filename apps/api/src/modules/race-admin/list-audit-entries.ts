import type { AuditPage, AuditQuery, OperatorAuditEntry } from '@furlong/contract';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../audit/audit.schema';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';

/** The audit log, newest first, a page at a time (keyset on the id, so pages never shift). */
export async function listAuditEntries(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.before !== undefined) filters.push(lt(auditLog.id, query.before));
  if (query.subject !== undefined) filters.push(eq(auditLog.subjectId, query.subject));
  const actorName = sql<string | null>`case
    when ${auditLog.actorType} = 'operator' then ${operators.name}
    when ${auditLog.actorType} = 'player' then ${players.firstname} || ' ' || ${players.lastname}
  end`;
  const rows = await db
    .select({ entry: auditLog, actorName })
    .from(auditLog)
    .leftJoin(
      operators,
      and(eq(auditLog.actorType, 'operator'), eq(operators.id, auditLog.actorId)),
    )
    .leftJoin(players, and(eq(auditLog.actorType, 'player'), eq(players.id, auditLog.actorId)))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const entries = page.map(({ entry, actorName: name }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: {
      type: entry.actorType as OperatorAuditEntry['actor']['type'],
      id: entry.actorId,
      name: name ?? null,
    },
    action: entry.action,
    subject: entry.subjectId,
    details: entry.details,
  }));
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > query.limit && last ? last.id : null };
}
