import { indiaClockOf } from '@furlong/contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCountdown } from '../../../../lib/countdown';
import { QueryStates } from '../../../components/query-states';
import { RaceStateChip } from '../../../components/race-state-chip';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { consolePaths } from '../../../lib/operator-paths';
import { getNextOff } from '../api/board-api';

/** The board polls as the exposure does; realtime race changes reload it sooner. */
export const NEXT_OFF_REFRESH_MS = 15_000;

/**
 * The races still to run across every venue, soonest first, with a countdown to the off on
 * the server's clock, the stakes, the book's worst case and the bets waiting for a trader.
 */
export function NextOffPanel() {
  const headingId = useId();
  const nextOff = useQuery({
    queryKey: operatorKeys.nextOff(),
    queryFn: ({ signal }) => getNextOff(signal),
    refetchInterval: NEXT_OFF_REFRESH_MS,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const data = nextOff.data;
  // Count down on the server's clock: the console's may be off by minutes.
  const skew = data ? Date.parse(data.asOf) - nextOff.dataUpdatedAt : 0;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ px: 2, pt: 1.5 }}>
        Next off
      </Typography>
      <QueryStates
        query={nextOff}
        loadingLabel="Loading the next races"
        isEmpty={(figures) => figures.races.length === 0}
        emptyText="No race is waiting to run."
      />
      {data && data.races.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Race</TableCell>
                <TableCell>Off</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Stakes</TableCell>
                <TableCell align="right">Worst case</TableCell>
                <TableCell align="right">Pending review</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.races.map((race) => {
                const countdown = formatCountdown(race.startDate, now + skew);
                return (
                  <TableRow key={race.uid} hover>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Link component={RouterLink} to={consolePaths.race(race.uid)}>
                        {race.venueName} R{race.raceNumber}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {indiaClockOf(race.startDate)}{' '}
                      <Typography
                        component="span"
                        variant="body2"
                        sx={countdown ? undefined : { color: 'error.main', fontWeight: 'bold' }}
                      >
                        {countdown ? `in ${countdown}` : 'due off'}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <RaceStateChip status={race.status} isVoided={race.resultVoided} />
                    </TableCell>
                    <TableCell align="right">{formatRupeeAmount(race.stakeTotal)}</TableCell>
                    <TableCell
                      align="right"
                      sx={race.worstCase < 0 ? { color: 'error.main' } : undefined}
                    >
                      {formatRupeeAmount(race.worstCase)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontWeight: race.pendingReview > 0 ? 'bold' : undefined }}
                    >
                      {race.pendingReview}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
