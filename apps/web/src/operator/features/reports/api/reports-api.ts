import { dayReportSchema, tdsReportSchema } from '@furlong/contract';
import { getOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export const getDayReport = (day: string, signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.dayReport(day), dayReportSchema, signal);

export const getTdsReport = (fy: string, signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.tdsReport(fy), tdsReportSchema, signal);
