import { formatRaceDate, formatRupees, type PeriodFigures } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { MONTH_NAMES } from '../../../lib/month-names';
import { downloads, statementQuery, useDownload } from '../api/statements-api';
import { MoneyTable, type MoneyColumn } from './money-table';
import { NetChart } from './net-chart';
import { YearPicker } from './year-picker';

const rupees = (amount: number) => formatRupees(Math.round(amount * 100));
const netText = (net: number) => (net > 0 ? `+${rupees(net)}` : rupees(net));
const figureColumns = <T extends PeriodFigures>(): MoneyColumn<T>[] => [
  { label: 'Stakes', cell: (row) => rupees(row.stakes), isNumeric: true },
  { label: 'Returns', cell: (row) => rupees(row.returns), isNumeric: true },
  { label: 'Net', cell: (row) => netText(row.net), isNumeric: true },
];

/** Stakes, returns and net result of a financial year, by month and by day, with the CSV. */
export function ActivityStatement() {
  const [year, setYear] = useState<string | null>(null);
  const statement = useQuery(statementQuery(year));
  const download = useDownload();
  if (statement.isPending) return <PageLoading label="Loading your statement" />;
  if (statement.isError)
    return <LoadError error={statement.error} onRetry={() => void statement.refetch()} />;
  const data = statement.data;
  const { net } = data.totals;
  return (
    <Box component="section" aria-labelledby="activity-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="activity-title" variant="h3" sx={{ flex: '1 1 auto' }}>
          Activity statement
        </Typography>
        <YearPicker
          label="Financial year"
          years={data.financialYears}
          value={data.financialYear}
          onChange={setYear}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 1,
          textAlign: 'center',
        }}
      >
        {[
          { label: 'Stakes', value: rupees(data.totals.stakes) },
          { label: 'Returns', value: rupees(data.totals.returns) },
          { label: net >= 0 ? 'Net win' : 'Net loss', value: rupees(Math.abs(net)) },
        ].map((figure) => (
          <Box key={figure.label} sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <NetChart financialYear={data.financialYear} months={data.months} />
      {data.months.length === 0 ? (
        <Typography color="text.secondary">No bets in this financial year.</Typography>
      ) : (
        <>
          <MoneyTable
            caption="By month"
            rowKey={(row) => row.month}
            rows={data.months}
            columns={[
              {
                label: 'Month',
                cell: (row) =>
                  `${MONTH_NAMES[Number(row.month.slice(5)) - 1]?.slice(0, 3)} ${row.month.slice(0, 4)}`,
              },
              ...figureColumns(),
            ]}
          />
          <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            By day
          </Typography>
          <MoneyTable
            caption="By day"
            rowKey={(row) => row.day}
            rows={[...data.days].reverse()}
            columns={[{ label: 'Day', cell: (row) => formatRaceDate(row.day) }, ...figureColumns()]}
          />
        </>
      )}
      <Box>
        <Button
          variant="outlined"
          sx={{ minHeight: 48 }}
          loading={download.isPending}
          onClick={() => download.mutate(downloads.statementCsv(data.financialYear))}
        >
          Download CSV
        </Button>
        {download.error && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {download.error.message}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Returns are what your bets paid back: winnings after TDS and refunded stakes, less anything
        a corrected result took back, on the day the money moved (India time).
      </Typography>
    </Box>
  );
}
