import { indiaDayOf, type OperatorRace } from '@furlong/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatIndiaDateTime } from '../../../../lib/india-date-time';
import { RaceStateChip } from '../../../components/race-state-chip';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { consolePaths } from '../../../lib/operator-paths';

/** Which race this is, its state, and what the book holds on it. */
export function RaceSummary({ race }: { race: OperatorRace }) {
  const standings = race.result?.standings ?? [];
  return (
    <Stack spacing={1}>
      <Link component={RouterLink} to={consolePaths.board(indiaDayOf(new Date(race.startDate)))}>
        Back to the board
      </Link>
      <Typography component="h1" variant="h5">
        {race.venueName} R{race.raceNumber}: {race.name}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <RaceStateChip status={race.status} isVoided={race.result?.voided ?? false} />
        <span>Off {formatIndiaDateTime(race.startDate)} IST</span>
        <span>{race.distance} m</span>
        <span>Bets {race.betCount}</span>
        <span>Stakes {formatRupeeAmount(race.stakeTotal)}</span>
        <span>Pending review {race.pendingReview}</span>
      </Stack>
      {standings.length > 0 && (
        <Typography>
          Result:{' '}
          {standings
            .map((standing) => `${standing.place}. ${standing.horseNumber} ${standing.name}`)
            .join(', ')}
        </Typography>
      )}
    </Stack>
  );
}
