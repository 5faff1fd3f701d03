import { indiaMonthBounds, indiaMonthOf } from '@furlong/contract';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import {
  raiseMonthlyMoneyAlerts,
  raiseSharingAlerts,
  raiseStructuringAlerts,
  type MonthWindow,
  type StructuringThresholds,
} from './detect-alerts.queries';

/** The `aml-scan` job's period: alerts are raised within half an hour of the money. */
export const AML_SCAN_EVERY_MS = 30 * 60_000;

function monthWindow(month: string): MonthWindow {
  return { month, ...indiaMonthBounds(month) };
}

/**
 * Runs every rule (decision 071) over this India month and the one before (so money moved
 * in a month's last half hour is still seen), and raises each alert once: a re-run, or two
 * instances at once, add nothing. Answers how many alerts are new.
 */
export async function scanAmlAlerts(
  db: Database,
  now: Date,
  thresholds: StructuringThresholds,
): Promise<number> {
  const current = monthWindow(indiaMonthOf(now));
  const previous = monthWindow(indiaMonthOf(current.start.getTime() - 1));
  let raised = 0;
  for (const window of [previous, current]) {
    raised += await raiseMonthlyMoneyAlerts(db, window);
    raised += await raiseStructuringAlerts(db, window, thresholds);
  }
  raised += await raiseSharingAlerts(db);
  if (raised > 0)
    await recordAudit(db, {
      actor: { type: 'system' },
      action: 'AML_ALERTS_RAISED',
      details: { raised, months: [previous.month, current.month] },
    });
  return raised;
}
