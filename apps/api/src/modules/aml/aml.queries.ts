import type { AmlAlert, AmlAlertStatus, SuspiciousReport } from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

interface AlertRow {
  id: string;
  player_id: string;
  player_name: string;
  player_state: string;
  rule: AmlAlert['rule'];
  period: string;
  figures: Record<string, unknown>;
  status: AmlAlertStatus;
  created_at: string | Date;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: string | Date | null;
  reason: string | null;
  report_id: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const selectAlerts = (where: SQL) => sql`select alert.id, alert.player_id,
    player.firstname || ' ' || player.lastname as player_name, player.state as player_state,
    alert.rule, alert.period, alert.figures, alert.status, alert.created_at, alert.decided_by,
    decider.name as decided_by_name, alert.decided_at, alert.reason, report.id as report_id
  from aml_alerts alert
  join players player on player.id = alert.player_id
  left join operators decider on decider.id = alert.decided_by
  left join suspicious_transaction_reports report on report.alert_id = alert.id
  where ${where}`;

function toAlert(row: AlertRow): AmlAlert {
  return {
    uid: row.id,
    player: { uid: row.player_id, name: row.player_name, state: row.player_state },
    rule: row.rule,
    period: row.period,
    figures: row.figures,
    status: row.status,
    raisedOn: iso(row.created_at),
    decidedBy:
      row.decided_by && row.decided_by_name
        ? { uid: row.decided_by, name: row.decided_by_name }
        : null,
    decidedOn: row.decided_at ? iso(row.decided_at) : null,
    reason: row.reason,
    reportUid: row.report_id,
  };
}

/** The queue: alerts of one status, oldest first (the longest waiting is worked first). */
export async function listAlerts(db: Executor, status: AmlAlertStatus): Promise<AmlAlert[]> {
  const rows = await queryRows<AlertRow>(
    db,
    sql`${selectAlerts(sql`alert.status = ${status}`)} order by alert.created_at, alert.id limit 500`,
  );
  return rows.map(toAlert);
}

export async function findAlert(db: Executor, alertId: string): Promise<AmlAlert | undefined> {
  const [row] = await queryRows<AlertRow>(db, selectAlerts(sql`alert.id = ${alertId}::uuid`));
  return row ? toAlert(row) : undefined;
}

interface ReportRow {
  id: string;
  alert_id: string;
  player_id: string;
  player_name: string;
  player_state: string;
  grounds: string;
  status: SuspiciousReport['status'];
  created_by: string;
  created_by_name: string;
  created_at: string | Date;
  closed_by: string | null;
  closed_by_name: string | null;
  closed_at: string | Date | null;
  close_reason: string | null;
  fiu_reference: string | null;
}

const selectReports = (where: SQL) => sql`select report.id, report.alert_id, report.player_id,
    player.firstname || ' ' || player.lastname as player_name, player.state as player_state,
    report.grounds, report.status, report.created_by, creator.name as created_by_name,
    report.created_at, report.closed_by, closer.name as closed_by_name, report.closed_at,
    report.close_reason, report.fiu_reference
  from suspicious_transaction_reports report
  join players player on player.id = report.player_id
  join operators creator on creator.id = report.created_by
  left join operators closer on closer.id = report.closed_by
  where ${where}`;

function toReport(row: ReportRow): SuspiciousReport {
  return {
    uid: row.id,
    alertUid: row.alert_id,
    player: { uid: row.player_id, name: row.player_name, state: row.player_state },
    grounds: row.grounds,
    status: row.status,
    createdBy: { uid: row.created_by, name: row.created_by_name },
    createdOn: iso(row.created_at),
    closedBy:
      row.closed_by && row.closed_by_name ? { uid: row.closed_by, name: row.closed_by_name } : null,
    closedOn: row.closed_at ? iso(row.closed_at) : null,
    closeReason: row.close_reason,
    fiuReference: row.fiu_reference,
  };
}

export async function listReports(
  db: Executor,
  status: SuspiciousReport['status'],
): Promise<SuspiciousReport[]> {
  const rows = await queryRows<ReportRow>(
    db,
    sql`${selectReports(sql`report.status = ${status}`)} order by report.created_at, report.id limit 500`,
  );
  return rows.map(toReport);
}

export async function findReport(
  db: Executor,
  reportId: string,
): Promise<SuspiciousReport | undefined> {
  const [row] = await queryRows<ReportRow>(db, selectReports(sql`report.id = ${reportId}::uuid`));
  return row ? toReport(row) : undefined;
}
