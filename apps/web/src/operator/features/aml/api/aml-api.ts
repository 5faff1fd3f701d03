import {
  amlAlertSchema,
  amlAlertsResponseSchema,
  amlScanResponseSchema,
  suspiciousReportExportSchema,
  suspiciousReportSchema,
  suspiciousReportsResponseSchema,
  type AmlAlertStatus,
  type AmlDismissBody,
  type AmlEscalateBody,
  type CloseSuspiciousReportBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';

const api = '/api/operator/aml';

export const amlApiPaths = {
  alerts: (status: AmlAlertStatus) => `${api}/alerts?status=${status}`,
  scan: `${api}/scan`,
  dismiss: (uid: string) => `${api}/alerts/${encodeURIComponent(uid)}/dismiss`,
  escalate: (uid: string) => `${api}/alerts/${encodeURIComponent(uid)}/escalate`,
  openReports: `${api}/reports?status=OPEN`,
  exportJson: (uid: string) => `${api}/reports/${encodeURIComponent(uid)}/export`,
  exportCsv: (uid: string) => `${api}/reports/${encodeURIComponent(uid)}/export/csv`,
  close: (uid: string) => `${api}/reports/${encodeURIComponent(uid)}/close`,
} as const;

export const amlKeys = {
  all: () => [...operatorKeys.all, 'aml'] as const,
  alerts: (status: AmlAlertStatus) => [...amlKeys.all(), 'alerts', status] as const,
  reports: () => [...amlKeys.all(), 'reports'] as const,
};

export const getAlerts = (status: AmlAlertStatus, signal?: AbortSignal) =>
  getOperatorJson(amlApiPaths.alerts(status), amlAlertsResponseSchema, signal);

export const getOpenReports = (signal?: AbortSignal) =>
  getOperatorJson(amlApiPaths.openReports, suspiciousReportsResponseSchema, signal);

export const runScan = () =>
  requestOperatorJson(amlApiPaths.scan, { method: 'POST', schema: amlScanResponseSchema });

export const dismissAlert = (uid: string, body: AmlDismissBody) =>
  requestOperatorJson(amlApiPaths.dismiss(uid), { method: 'POST', body, schema: amlAlertSchema });

export const escalateAlert = (uid: string, body: AmlEscalateBody) =>
  requestOperatorJson(amlApiPaths.escalate(uid), { method: 'POST', body, schema: amlAlertSchema });

export const closeReport = (uid: string, body: CloseSuspiciousReportBody) =>
  requestOperatorJson(amlApiPaths.close(uid), {
    method: 'POST',
    body,
    schema: suspiciousReportSchema,
  });

/** The report's JSON export, handed to the browser to save (the API audits each export). */
export async function downloadReportJson(uid: string) {
  const data = await getOperatorJson(amlApiPaths.exportJson(uid), suspiciousReportExportSchema);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `furlong-str-${uid}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
