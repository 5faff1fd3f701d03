import type { PoolReportLine } from '@furlong/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '../../../../components/toast/toast-context';
import { QueryStates } from '../../../components/query-states';
import { failureMessage } from '../../../lib/operator-api-client';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { POOL_NAMES } from '../pool-names';
import { getPoolReport, poolReportPath, toteKeys } from '../api/tote-pools-api';

const COLUMNS: [keyof PoolReportLine, string][] = [
  ['turnover', 'Turnover'],
  ['commission', 'Commission'],
  ['gst', 'GST'],
  ['breakage', 'Breakage'],
  ['refunds', 'Refunds'],
  ['carryIn', 'Carried in'],
  ['carryForward', 'Carried forward'],
  ['minusPoolTopUp', 'Minus-pool top-up'],
  ['dividendsPaid', 'Dividends paid'],
];

/** The race's pool report (turnover, commission, GST, breakage, refunds, carry-forward) and CSV. */
export function PoolReportPanel({ raceUid, day }: { raceUid: string; day: string }) {
  const showToast = useToast();
  const download = useCsvDownload();
  const report = useQuery({
    queryKey: toteKeys.report(raceUid, day),
    queryFn: ({ signal }) => getPoolReport(day, raceUid, signal),
  });
  const race = report.data?.races.find((candidate) => candidate.uid === raceUid);
  const lines = race?.pools ?? [];
  const best = race?.bestOfTote;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Pool report
        </Typography>
        <Button
          variant="outlined"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              {
                path: poolReportPath(day, raceUid, 'csv'),
                filename: `tote-pools-${day}-${raceUid}.csv`,
              },
              { onError: (error) => showToast(failureMessage(error), 'error') },
            )
          }
        >
          Download CSV
        </Button>
      </Stack>
      <QueryStates
        query={report}
        loadingLabel="Loading the pool report"
        isEmpty={() => lines.length === 0}
        emptyText="No pool of this race has taken money yet."
      />
      {lines.length > 0 && (
        <Table size="small" aria-label="Pool report">
          <TableHead>
            <TableRow>
              <TableCell>Pool</TableCell>
              {COLUMNS.map(([key, label]) => (
                <TableCell key={key} align="right">
                  {label}
                </TableCell>
              ))}
              <TableCell align="right">Tickets</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.pool}>
                <TableCell component="th" scope="row">
                  {`${POOL_NAMES[line.pool]} (${line.status})`}
                </TableCell>
                {COLUMNS.map(([key]) => (
                  <TableCell key={key} align="right">
                    {formatRupeeAmount(line[key] as number)}
                  </TableCell>
                ))}
                <TableCell align="right">{line.tickets}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {best && (
        <Typography variant="body2" data-testid="best-of-tote-cost">
          {`Best of price and tote${best.on ? '' : ' (now off)'}: ${best.bets} bet(s) under it, ${best.paidTote} paid at the tote's price, ${formatRupeeAmount(best.extraPaid)} paid over the struck prices`}
        </Typography>
      )}
    </Stack>
  );
}
