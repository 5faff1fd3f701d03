import { auditPageSchema } from '@furlong/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { SectionHeading } from '../../../components/section-heading';
import { getOperatorJson } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { operatorApiPaths } from '../../../lib/operator-paths';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, a page at a time ("Older entries" follows nextBefore). */
export default function AuditSection() {
  const log = useInfiniteQuery({
    queryKey: operatorKeys.audit(),
    queryFn: ({ pageParam, signal }) =>
      getOperatorJson(operatorApiPaths.audit(pageParam, AUDIT_PAGE_SIZE), auditPageSchema, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <SectionHeading title="Audit log">
        <RefreshButton query={log} isBusy={log.isRefetching} />
      </SectionHeading>
      <QueryStates
        query={log}
        loadingLabel="Loading the audit log"
        isEmpty={(data) => data.pages.every((page) => page.entries.length === 0)}
        emptyText="No entries yet."
      />
      {entries.length > 0 && (
        // Scrolls sideways on a phone: reachable by keyboard, as every console table.
        <TableContainer
          component={Paper}
          tabIndex={0}
          role="group"
          aria-label="Audit entries table"
        >
          <Table size="small" aria-label="Audit entries">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatIndiaDateTime(entry.at)}
                  </TableCell>
                  <TableCell>
                    {entry.actor.name ?? entry.actor.type}
                    {entry.actor.name && ` (${entry.actor.type})`}
                  </TableCell>
                  <TableCell>{entry.action}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{entry.subject ?? '–'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>
                    {Object.keys(entry.details).length === 0 ? '–' : JSON.stringify(entry.details)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {log.hasNextPage && (
        <Button
          sx={{ mt: 2 }}
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
        >
          Older entries
        </Button>
      )}
    </>
  );
}
