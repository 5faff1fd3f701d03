import type { OperatorRace } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { LIVE_POOLS_REFRESH_MS } from './pools-panel';
import { getLivePools, toteKeys } from '../api/tote-pools-api';
import { toteAgainstPrices } from '../steam';

/**
 * Where the race has a tote Win pool: each fixed Win price beside the tote approximate, and an
 * alert naming the runners whose money says shorter than their price (steam, decision 073).
 */
export function ToteAgainstPricePanel({ race }: { race: OperatorRace }) {
  const headingId = useId();
  const { can } = useOperatorCan();
  // The same query as the tote pools panel: one request serves both.
  const live = useQuery({
    queryKey: toteKeys.live(race.uid),
    queryFn: ({ signal }) => getLivePools(race.uid, signal),
    refetchInterval: LIVE_POOLS_REFRESH_MS,
    enabled: can('races:view'),
  });
  const winPool = live.data?.find((pool) => pool.pool === 'WIN');
  if (!can('races:view') || !winPool) return null;
  const rows = toteAgainstPrices(race, winPool);
  const steamers = rows.filter((row) => row.isSteaming);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Tote against price
      </Typography>
      {steamers.length > 0 && (
        <Alert severity="warning" role="alert" sx={{ my: 1 }}>
          {`Steam: ${steamers
            .map(
              (row) =>
                `horse ${row.horseNo} (tote ${row.totePrice?.toFixed(2)}, price ${row.price.toFixed(2)})`,
            )
            .join(', ')}`}
        </Alert>
      )}
      <Table size="small" aria-label="Win prices against the tote">
        <TableHead>
          <TableRow>
            <TableCell>Horse</TableCell>
            <TableCell align="right">Win price</TableCell>
            <TableCell align="right">Tote approx.</TableCell>
            <TableCell>Money</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.horseNo}>
              <TableCell>{row.horseNo}</TableCell>
              <TableCell align="right">{row.price.toFixed(2)}</TableCell>
              <TableCell align="right">{row.totePrice?.toFixed(2) ?? '-'}</TableCell>
              <TableCell
                sx={row.isSteaming ? { color: 'warning.dark', fontWeight: 'bold' } : undefined}
              >
                {row.isSteaming ? 'Steam' : '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        Steam: the tote&apos;s chance for a runner is at least 1.25 times its price&apos;s, once the
        Win pool holds ₹1,000.
      </Typography>
    </Paper>
  );
}
