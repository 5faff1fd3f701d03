import {
  POOL_REPORT_PATH,
  poolReportSchema,
  poolSettingsSchema,
  racePoolsSchema,
  type PoolSettings,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';

const settingsPath = (raceUid: string) =>
  `/api/operator/races/${encodeURIComponent(raceUid)}/pools`;
/** The public pools read: live totals, status, approximates and declared dividends. */
const livePath = (raceUid: string) => `/api/mc/sport-fixture/${encodeURIComponent(raceUid)}/pools`;

export const poolReportPath = (day: string, raceUid: string, format: 'json' | 'csv' = 'json') =>
  `${POOL_REPORT_PATH}${format === 'csv' ? '/csv' : ''}?day=${day}&race=${encodeURIComponent(raceUid)}`;

/** Under the race's key: whatever reloads the race reloads its pools too. */
export const toteKeys = {
  settings: (raceUid: string) => [...operatorKeys.race(raceUid), 'tote-settings'] as const,
  live: (raceUid: string) => [...operatorKeys.race(raceUid), 'tote-live'] as const,
  report: (raceUid: string, day: string) =>
    [...operatorKeys.race(raceUid), 'tote-report', day] as const,
};

export const getPoolSettings = (raceUid: string, signal?: AbortSignal) =>
  getOperatorJson(settingsPath(raceUid), poolSettingsSchema, signal);

export const setPoolSettings = (raceUid: string, body: PoolSettings) =>
  requestOperatorJson(settingsPath(raceUid), {
    method: 'PUT',
    body,
    schema: poolSettingsSchema,
  });

export const getLivePools = (raceUid: string, signal?: AbortSignal) =>
  getOperatorJson(livePath(raceUid), racePoolsSchema, signal);

export const getPoolReport = (day: string, raceUid: string, signal?: AbortSignal) =>
  getOperatorJson(poolReportPath(day, raceUid), poolReportSchema, signal);
