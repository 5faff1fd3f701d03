import { dayReportSchema, tdsReportSchema } from '@furlong/contract';
import { useMutation } from '@tanstack/react-query';
import { getOperatorJson, requestOperatorFile } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export const getDayReport = (day: string, signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.dayReport(day), dayReportSchema, signal);

export const getTdsReport = (fy: string, signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.tdsReport(fy), tdsReportSchema, signal);

/** A CSV with the operator's session, handed to the browser to save. */
export function useCsvDownload() {
  return useMutation({
    mutationFn: async ({ path, filename }: { path: string; filename: string }) => {
      const url = URL.createObjectURL(await requestOperatorFile(path));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
