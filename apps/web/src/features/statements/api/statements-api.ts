import { activityStatementSchema, taxPassbookSchema, type Quarter } from '@furlong/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { getJson, requestFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const STATEMENT = '/api/customer/self/statement';
const PASSBOOK = '/api/customer/self/tax-passbook';
const yearQuery = (fy: string | null) => (fy ? `?fy=${encodeURIComponent(fy)}` : '');

/** The activity statement of a financial year; null asks for the current one. */
export const statementQuery = (fy: string | null) =>
  queryOptions({
    queryKey: ['account', 'statement', fy],
    // Another year keeps this one on screen until it arrives: the picker stays where it is.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      getJson(`${STATEMENT}${yearQuery(fy)}`, activityStatementSchema, signal),
  });

export const passbookQuery = (fy: string | null) =>
  queryOptions({
    queryKey: ['account', 'tax-passbook', fy],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getJson(`${PASSBOOK}${yearQuery(fy)}`, taxPassbookSchema, signal),
  });

interface Download {
  path: string;
  filename: string;
}

/** A download with the player's session (a plain link would carry no bearer token). */
export function useDownload() {
  return useMutation({
    mutationFn: async ({ path, filename }: Download) => saveFile(await requestFile(path), filename),
  });
}

export const downloads = {
  statementCsv: (fy: string): Download => ({
    path: `${STATEMENT}/csv?fy=${encodeURIComponent(fy)}`,
    filename: `furlong-statement-${fy}.csv`,
  }),
  certificate: (fy: string, quarter: Quarter): Download => ({
    path: `${PASSBOOK}/certificate?fy=${encodeURIComponent(fy)}&quarter=${quarter}`,
    filename: `furlong-tds-${fy}-${quarter}.pdf`,
  }),
};
