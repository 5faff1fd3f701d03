import { paiseToRupees, type SuspiciousReportExport } from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { FieldCipher } from '../../security/field-cipher';
import { recordAudit } from '../audit/record-audit';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';
import { findAlert, findReport } from './aml.queries';

/** The reporting entity named in every export (the operator's registered name). */
export const REPORTING_ENTITY = 'Furlong';
/** How far back a report's transactions go: the six months before it was opened. */
const REPORT_LOOKBACK_DAYS = 183;

export interface ExportRequest {
  reportId: string;
  operatorId: string;
  ip: string;
  now: Date;
  format: 'json' | 'csv';
}

/**
 * The data a suspicious transaction report to FIU-IND needs (PML Rules 2005, rules 3, 7 and
 * 8): the person, the alert and grounds, and the cash in and out of the six months before the
 * report. It opens the sealed PAN, so every export is audited.
 */
export async function exportReport(
  db: Database,
  cipher: FieldCipher,
  request: ExportRequest,
): Promise<SuspiciousReportExport> {
  const report = await findReport(db, request.reportId);
  if (!report) throw notFound('Report');
  const alert = await findAlert(db, report.alertUid);
  const [person] = await db.select().from(players).where(eq(players.id, report.player.uid));
  const [preparer] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(eq(operators.id, request.operatorId));
  if (!alert || !person || !preparer) throw notFound('Report');
  const since = new Date(Date.parse(report.createdOn) - REPORT_LOOKBACK_DAYS * 86_400_000);
  const movements = await queryRows<{
    on: string | Date;
    type: 'CASH_IN' | 'WITHDRAWAL';
    paise: string;
    reference: string | null;
    status: string;
  }>(
    db,
    sql`select transfer.created_at as on, 'CASH_IN' as type, entry.amount::text as paise,
        coalesce(transfer.reference, transfer.id::text) as reference, 'CREDITED' as status
      from ledger_entries entry
      join ledger_accounts account on account.id = entry.account_id
      join ledger_transfers transfer on transfer.id = entry.transfer_id
      where account.player_id = ${report.player.uid}::uuid and entry.amount > 0
        and transfer.kind in ('RETAIL_CASH_IN', 'DEPOSIT')
        and entry.created_at >= ${since.toISOString()}::timestamptz
      union all
      select created_at, 'WITHDRAWAL', amount_paise::text, id::text, status
      from withdrawals
      where player_id = ${report.player.uid}::uuid and created_at >= ${since.toISOString()}::timestamptz
      order by 1, 4`,
  );
  await recordAudit(db, {
    actor: { type: 'operator', id: request.operatorId },
    action: 'AML_REPORT_EXPORTED',
    subjectId: report.player.uid,
    ip: request.ip,
    details: { reportId: report.uid, format: request.format },
  });
  return {
    reportUid: report.uid,
    reportingEntity: REPORTING_ENTITY,
    preparedBy: preparer.name,
    preparedOn: request.now.toISOString(),
    person: {
      playerUid: person.id,
      name: `${person.firstname} ${person.lastname}`,
      dateOfBirth: person.dateOfBirth,
      pan: person.taxNumber ? cipher.open(person.taxNumber) : null,
      mobile: person.mobile,
      email: person.email,
      city: person.city,
      state: person.state,
      kycStatus: person.kycStatus,
      accountOpenedOn: person.createdAt.toISOString(),
    },
    alert: {
      rule: alert.rule,
      period: alert.period,
      raisedOn: alert.raisedOn,
      figures: alert.figures,
    },
    grounds: report.grounds,
    transactions: movements.map((movement) => ({
      on: new Date(movement.on).toISOString(),
      type: movement.type,
      amount: paiseToRupees(BigInt(movement.paise)),
      reference: movement.reference ?? '',
      status: movement.status,
    })),
  };
}

/** The export as CSV rows: the report's facts on every row, one row per transaction. */
export function reportExportRows(data: SuspiciousReportExport): string[][] {
  const header = [
    'report_uid',
    'reporting_entity',
    'player_uid',
    'name',
    'date_of_birth',
    'pan',
    'mobile',
    'email',
    'state',
    'rule',
    'period',
    'grounds',
    'transaction_on',
    'transaction_type',
    'amount_inr',
    'reference',
    'status',
  ];
  const facts = [
    data.reportUid,
    data.reportingEntity,
    data.person.playerUid,
    data.person.name,
    data.person.dateOfBirth,
    data.person.pan ?? '',
    data.person.mobile,
    data.person.email,
    data.person.state,
    data.alert.rule,
    data.alert.period,
    data.grounds,
  ];
  const rows = data.transactions.map((movement) => [
    ...facts,
    movement.on,
    movement.type,
    movement.amount.toFixed(2),
    movement.reference,
    movement.status,
  ]);
  return [header, ...(rows.length > 0 ? rows : [[...facts, '', '', '', '', '']])];
}
