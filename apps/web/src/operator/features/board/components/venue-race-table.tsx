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
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Stack from '@mui/material/Stack';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { RaceStateChip } from '../../../components/race-state-chip';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { consolePaths } from '../../../lib/operator-paths';
import { AbandonMeetingButton } from './abandon-meeting-button';
import type { VenueRaces } from '../group-by-venue';

/** One meeting's races with their state and book; the table scrolls sideways on a phone. */
export function VenueRaceTable({ group }: { group: VenueRaces }) {
  const headingId = useId();
  const canAbandon = useOperatorCan().can('races:edit');
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack
        direction="row"
        sx={{
          px: 2,
          pt: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {group.venueName} ({group.country})
        </Typography>
        {canAbandon && <AbandonMeetingButton group={group} />}
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Race</TableCell>
              <TableCell>Start</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Runners</TableCell>
              <TableCell align="right">Bets</TableCell>
              <TableCell align="right">Stakes</TableCell>
              <TableCell align="right">Pending review</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {group.races.map((race) => (
              <TableRow key={race.uid} hover>
                <TableCell sx={{ minWidth: 160 }}>
                  <Link component={RouterLink} to={consolePaths.race(race.uid)}>
                    R{race.raceNumber} {race.name}
                  </Link>
                </TableCell>
                <TableCell>{indiaClockOf(race.startDate)}</TableCell>
                <TableCell>
                  <RaceStateChip status={race.status} isVoided={race.resultVoided} />
                </TableCell>
                <TableCell align="right">
                  {race.noOfHorses - race.nonRunners}/{race.noOfHorses}
                </TableCell>
                <TableCell align="right">{race.betCount}</TableCell>
                <TableCell align="right">{formatRupeeAmount(race.stakeTotal)}</TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: race.pendingReview > 0 ? 'bold' : undefined }}
                >
                  {race.pendingReview}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
