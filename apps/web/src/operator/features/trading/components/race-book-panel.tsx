import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { QueryStates } from '../../../components/query-states';
import { RefreshButton } from '../../../components/refresh-button';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { EXPOSURE_REFRESH_MS } from './exposure-panel';
import { getRaceBook } from '../api/trading-api';

type SortKey = 'horseNo' | 'profitIfWins';
const COLUMNS: { key: SortKey; label: string; align: 'left' | 'right' }[] = [
  { key: 'horseNo', label: 'Horse', align: 'left' },
  { key: 'profitIfWins', label: 'Profit if wins', align: 'right' },
];

/**
 * The race's book: for each horse, what the house makes or loses if it wins (every market,
 * place markets at their worst case), with the Win overround, total stakes and worst case.
 * It refreshes as the exposure does: with the race, and on the same poll.
 */
export function RaceBookPanel({ raceUid }: { raceUid: string }) {
  const headingId = useId();
  const { can } = useOperatorCan();
  const [sort, setSort] = useState<{ key: SortKey; isAscending: boolean }>({
    key: 'horseNo',
    isAscending: true,
  });
  const book = useQuery({
    queryKey: operatorKeys.book(raceUid),
    queryFn: ({ signal }) => getRaceBook(raceUid, signal),
    refetchInterval: EXPOSURE_REFRESH_MS,
    enabled: can('bets:view'),
  });
  if (!can('bets:view')) return null;
  const data = book.data;
  const runners = [...(data?.runners ?? [])].sort(
    (a, b) => (a[sort.key] - b[sort.key]) * (sort.isAscending ? 1 : -1),
  );
  // A new column sorts ascending: by profit that puts the worst outcome for the house first.
  const handleSort = (key: SortKey) =>
    setSort((current) => ({ key, isAscending: current.key === key ? !current.isAscending : true }));

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Book
        </Typography>
        <RefreshButton query={book} />
      </Stack>
      <QueryStates
        query={book}
        loadingLabel="Loading the profit by winner"
        isEmpty={(figures) => figures.runners.length === 0}
        emptyText="This race has no runners yet."
      />
      {data && data.runners.length > 0 && (
        <>
          <Stack direction="row" sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip label={`Overround ${(data.overround * 100).toFixed(1)}%`} />
            <Chip label={`Total stakes ${formatRupeeAmount(data.totalStakes)}`} />
            <Chip
              color={data.worstCase < 0 ? 'error' : 'default'}
              label={`Worst case ${formatRupeeAmount(data.worstCase)}`}
            />
          </Stack>
          <Table size="small" aria-label="Profit if each horse wins">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sortDirection={
                      sort.key === column.key ? (sort.isAscending ? 'asc' : 'desc') : false
                    }
                  >
                    <TableSortLabel
                      active={sort.key === column.key}
                      direction={sort.key === column.key && !sort.isAscending ? 'desc' : 'asc'}
                      onClick={() => handleSort(column.key)}
                      sx={{ minHeight: 44 }}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {runners.map((runner) => (
                <TableRow key={runner.horseNo}>
                  <TableCell>{runner.horseNo}</TableCell>
                  <TableCell
                    align="right"
                    sx={runner.profitIfWins < 0 ? { color: 'error.main' } : undefined}
                  >
                    {formatRupeeAmount(runner.profitIfWins)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            Face value, GST apart. Place markets are counted at their worst case for the house given
            that winner.
          </Typography>
        </>
      )}
    </Paper>
  );
}
