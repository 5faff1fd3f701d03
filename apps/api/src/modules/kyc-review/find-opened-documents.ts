import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../audit/audit.schema';
import { kycDocuments } from '../customers/customers.schema';

/** The audit entry the operator's document route writes for each view or download. */
export const KYC_DOCUMENT_VIEWED = 'KYC_DOCUMENT_VIEWED';

/**
 * Players (of those given) whose newest KYC document, the one their request stands on, this
 * operator has opened: viewed or downloaded through the operator's document route, which
 * records each opening in the audit log. Approval needs it (decide-kyc.ts).
 */
export async function findOpenedDocuments(
  db: Executor,
  operatorId: string,
  playerIds: string[],
): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const newest = await db
    .selectDistinctOn([kycDocuments.playerId], {
      id: kycDocuments.id,
      playerId: kycDocuments.playerId,
    })
    .from(kycDocuments)
    .where(inArray(kycDocuments.playerId, playerIds))
    .orderBy(kycDocuments.playerId, desc(kycDocuments.createdAt), desc(kycDocuments.id));
  if (newest.length === 0) return new Set();
  const opened = await db
    .select({
      playerId: auditLog.subjectId,
      documentId: sql<string>`${auditLog.details}->>'documentId'`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, KYC_DOCUMENT_VIEWED),
        eq(auditLog.actorId, operatorId),
        inArray(auditLog.subjectId, playerIds),
      ),
    );
  const seen = new Set(opened.map((row) => `${row.playerId}/${row.documentId}`));
  return new Set(
    newest
      .filter((document) => seen.has(`${document.playerId}/${document.id}`))
      .map((document) => document.playerId),
  );
}
