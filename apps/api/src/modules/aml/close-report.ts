import {
  AML_MESSAGES,
  type CloseSuspiciousReportBody,
  type SuspiciousReport,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { findReport } from './aml.queries';
import { suspiciousTransactionReports } from './aml.schema';

/**
 * Closes a suspicious transaction report (filed with FIU-IND, or found groundless), with the
 * reason and FIU-IND's acknowledgement number if any: the player's withdrawals are no longer
 * held once no other report on them is open. Audited.
 */
export async function closeReport(
  db: Database,
  close: CloseSuspiciousReportBody & {
    reportId: string;
    operatorId: string;
    ip: string;
    now: Date;
  },
): Promise<SuspiciousReport> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(suspiciousTransactionReports)
      .where(eq(suspiciousTransactionReports.id, close.reportId))
      .for('update');
    if (!report) throw notFound('Report');
    if (report.status !== 'OPEN') throw new AppError('CONFLICT', AML_MESSAGES.alreadyClosed);
    await tx
      .update(suspiciousTransactionReports)
      .set({
        status: 'CLOSED',
        closedBy: close.operatorId,
        closedAt: close.now,
        closeReason: close.reason,
        fiuReference: close.fiuReference ?? null,
      })
      .where(eq(suspiciousTransactionReports.id, report.id));
    await recordAudit(tx, {
      actor: { type: 'operator', id: close.operatorId },
      action: 'AML_REPORT_CLOSED',
      subjectId: report.playerId,
      ip: close.ip,
      details: {
        reportId: report.id,
        reason: close.reason,
        fiuReference: close.fiuReference ?? null,
      },
    });
  });
  return (await findReport(db, close.reportId)) as SuspiciousReport;
}
