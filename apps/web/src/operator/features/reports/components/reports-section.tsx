import {
  financialYearOf,
  indiaDayOf,
  isFinancialYear,
  type ReportFigures,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { SectionHeading } from '../../../components/section-heading';
import { TablePanel } from '../../../components/table-panel';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { operatorApiPaths } from '../../../lib/operator-paths';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { getDayReport, getTdsReport } from '../api/reports-api';

const FIGURE_COLUMNS = [
  { label: 'Bets', align: 'right' as const },
  { label: 'Stakes', align: 'right' as const },
  { label: 'Returns', align: 'right' as const },
  { label: 'Refunds', align: 'right' as const },
  { label: 'Rule 4 bets', align: 'right' as const },
  { label: 'Rule 4 deducted', align: 'right' as const },
  { label: 'GST', align: 'right' as const },
  { label: 'TDS', align: 'right' as const },
  { label: 'House', align: 'right' as const },
  { label: 'Open stakes', align: 'right' as const },
];

function FigureCells({ row }: { row: ReportFigures }) {
  return (
    <>
      <TableCell align="right">{row.bets}</TableCell>
      {[row.stakes, row.returns, row.refunds].map((amount, index) => (
        <TableCell key={index} align="right">
          {formatRupeeAmount(amount)}
        </TableCell>
      ))}
      <TableCell align="right">{row.deductedBets}</TableCell>
      {[row.deductions, row.gst, row.tds, row.houseResult, row.openStakes].map((amount, index) => (
        <TableCell key={index} align="right">
          {formatRupeeAmount(amount)}
        </TableCell>
      ))}
    </>
  );
}

/** /operator/reports: a day's money per race, and (for finance) TDS per player per year. */
export default function ReportsSection() {
  const { can } = useOperatorCan();
  const [day, setDay] = useState(() => indiaDayOf(Date.now()));
  const download = useCsvDownload();
  const report = useQuery({
    queryKey: [...operatorKeys.all, 'reports', 'day', day],
    queryFn: ({ signal }) => getDayReport(day, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  return (
    <Stack spacing={3}>
      <SectionHeading title="Reports">
        <TextField
          type="date"
          size="small"
          label="Day"
          value={day}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          loading={download.isPending}
          onClick={() =>
            download.mutate({
              path: operatorApiPaths.dayReportCsv(day),
              filename: `furlong-day-${day}.csv`,
            })
          }
        >
          Day CSV
        </Button>
      </SectionHeading>
      {download.error && (
        <Typography role="alert" color="error">
          {failureMessage(download.error)}
        </Typography>
      )}
      {report.isPending && report.fetchStatus !== 'idle' ? (
        <PageLoading label="Loading the day" />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <TablePanel
          title={`Money of ${report.data.day}, per race`}
          columns={[{ label: 'Race' }, ...FIGURE_COLUMNS]}
          emptyText="No bet money moved on this day."
          isEmpty={report.data.races.length === 0}
        >
          {report.data.races.map((race) => (
            <TableRow key={race.fixtureUid}>
              <TableCell>{race.race}</TableCell>
              <FigureCells row={race} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>All races</TableCell>
            <FigureCells row={report.data.totals} />
          </TableRow>
        </TablePanel>
      ) : null}
      {can('reports:tax') && <TdsReport />}
    </Stack>
  );
}

function TdsReport() {
  const [year, setYear] = useState(() => financialYearOf(Date.now()));
  const download = useCsvDownload();
  const isValid = isFinancialYear(year);
  const report = useQuery({
    queryKey: [...operatorKeys.all, 'reports', 'tds', year],
    queryFn: ({ signal }) => getTdsReport(year, signal),
    enabled: isValid,
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Financial year"
          value={year}
          onChange={(event) => setYear(event.target.value)}
          error={!isValid}
          helperText={isValid ? undefined : 'Give a year such as 2025-26'}
        />
        <Button
          variant="outlined"
          disabled={!isValid}
          loading={download.isPending}
          onClick={() =>
            download.mutate({
              path: operatorApiPaths.tdsReportCsv(year),
              filename: `furlong-tds-${year}.csv`,
            })
          }
        >
          TDS CSV
        </Button>
      </Stack>
      {download.error && (
        <Typography role="alert" color="error">
          {failureMessage(download.error)}
        </Typography>
      )}
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && (
        <TablePanel
          title={`TDS withheld in ${report.data.financialYear}, per player`}
          columns={[
            { label: 'Player' },
            { label: 'PAN' },
            { label: 'Winnings', align: 'right' },
            { label: 'TDS', align: 'right' },
            { label: 'Q1 / Q2 / Q3 / Q4', align: 'right' },
          ]}
          emptyText="No winnings in this year."
          isEmpty={report.data.players.length === 0}
        >
          {report.data.players.map((player) => (
            <TableRow key={player.uid}>
              <TableCell>{player.name}</TableCell>
              <TableCell>{player.pan ?? 'none'}</TableCell>
              <TableCell align="right">{formatRupeeAmount(player.winnings)}</TableCell>
              <TableCell align="right">{formatRupeeAmount(player.tds)}</TableCell>
              <TableCell align="right">
                {player.quarters.map((quarter) => formatRupeeAmount(quarter.tds)).join(' / ')}
              </TableCell>
            </TableRow>
          ))}
        </TablePanel>
      )}
    </Stack>
  );
}
