import { isIsoDay } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useIndiaToday } from '../../lib/india-today';
import { SectionHeading } from '../components/section-heading';
import { operatorKeys } from '../lib/operator-keys';
import { consolePaths } from '../lib/operator-paths';
import { useLiveRaces } from '../lib/use-live-races';
import { getOperatorRaces } from '../features/board/api/board-api';
import { DayPicker } from '../features/board/components/day-picker';
import { groupByVenue } from '../features/board/group-by-venue';
import { NextOffPanel } from '../features/board/components/next-off-panel';
import { VenueRaceTable } from '../features/board/components/venue-race-table';
import { QueryStates } from '../components/query-states';
import { MultiRacePoolsPanel } from '../features/tote/components/multi-race-pools-panel';

/** The race day board: a day's meetings and races with their states and book, kept live. */
export default function BoardScreen() {
  const today = useIndiaToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('day');
  const day = asked !== null && isIsoDay(asked) ? asked : today;
  useLiveRaces();
  const board = useQuery({
    queryKey: operatorKeys.board(day),
    queryFn: ({ signal }) => getOperatorRaces(day, signal),
  });

  return (
    <>
      <SectionHeading title="Race board">
        <Button component={RouterLink} to={consolePaths.newRace} variant="outlined" size="small">
          New race
        </Button>
      </SectionHeading>
      <NextOffPanel />
      <DayPicker day={day} today={today} onChange={(next) => setSearchParams({ day: next })} />
      <Box aria-busy={board.isPending} sx={{ mt: 2 }}>
        <QueryStates
          query={board}
          loadingLabel="Loading the race board"
          isEmpty={(data) => data.races.length === 0}
          emptyText="No races on this day."
        />
        {board.data &&
          groupByVenue(board.data.races).map((group) => (
            <VenueRaceTable key={group.venue} group={group} />
          ))}
        {board.data && board.data.races.length > 0 && (
          <MultiRacePoolsPanel day={day} races={board.data.races} />
        )}
      </Box>
    </>
  );
}
