import { AML_MESSAGES, type AmlAlert } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { lockPlayer } from '../customers/customers.queries';
import { findAlert } from './aml.queries';
import { amlAlerts, suspiciousTransactionReports } from './aml.schema';

export interface AlertDecision {
  alertId: string;
  operatorId: string;
  ip: string;
  now: Date;
}

/**
 * Takes an OPEN alert for a decision, its row locked: a second decision (a double click, two
 * officers at once) finds it decided and answers 409.
 */
async function takeOpenAlert(tx: Transaction, id: string) {
  const [alert] = await tx.select().from(amlAlerts).where(eq(amlAlerts.id, id)).for('update');
  if (!alert) throw notFound('Alert');
  if (alert.status !== 'OPEN') throw new AppError('CONFLICT', AML_MESSAGES.alreadyDecided);
  return alert;
}

/** Dismisses an alert with the officer's reason (decision 071), audited. */
export async function dismissAlert(
  db: Database,
  decision: AlertDecision & { reason: string },
): Promise<AmlAlert> {
  await db.transaction(async (tx) => {
    const alert = await takeOpenAlert(tx, decision.alertId);
    await tx
      .update(amlAlerts)
      .set({
        status: 'DISMISSED',
        decidedBy: decision.operatorId,
        decidedAt: decision.now,
        reason: decision.reason,
      })
      .where(eq(amlAlerts.id, alert.id));
    await recordAudit(tx, {
      actor: { type: 'operator', id: decision.operatorId },
      action: 'AML_ALERT_DISMISSED',
      subjectId: alert.playerId,
      ip: decision.ip,
      details: {
        alertId: alert.id,
        rule: alert.rule,
        period: alert.period,
        reason: decision.reason,
      },
    });
  });
  return (await findAlert(db, decision.alertId)) as AmlAlert;
}

/**
 * Escalates an alert to a suspicious transaction report: from now until the report is closed
 * the player's withdrawals are held (withdrawal-hold.ts). The player row is locked first, as a
 * withdrawal request locks it, so a request cannot pass between the check and the report.
 */
export async function escalateAlert(
  db: Database,
  decision: AlertDecision & { grounds: string },
): Promise<AmlAlert> {
  await db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ playerId: amlAlerts.playerId })
      .from(amlAlerts)
      .where(eq(amlAlerts.id, decision.alertId));
    if (!peek) throw notFound('Alert');
    await lockPlayer(tx, peek.playerId);
    const alert = await takeOpenAlert(tx, decision.alertId);
    await tx
      .update(amlAlerts)
      .set({
        status: 'ESCALATED',
        decidedBy: decision.operatorId,
        decidedAt: decision.now,
        reason: decision.grounds,
      })
      .where(and(eq(amlAlerts.id, alert.id), eq(amlAlerts.status, 'OPEN')));
    const [report] = await tx
      .insert(suspiciousTransactionReports)
      .values({
        alertId: alert.id,
        playerId: alert.playerId,
        grounds: decision.grounds,
        createdBy: decision.operatorId,
        createdAt: decision.now,
      })
      .returning({ id: suspiciousTransactionReports.id });
    await recordAudit(tx, {
      actor: { type: 'operator', id: decision.operatorId },
      action: 'AML_ALERT_ESCALATED',
      subjectId: alert.playerId,
      ip: decision.ip,
      details: { alertId: alert.id, rule: alert.rule, reportId: report?.id, withdrawalsHeld: true },
    });
  });
  return (await findAlert(db, decision.alertId)) as AmlAlert;
}
