import Box from '@mui/material/Box';
import { RaceCalendar } from '../../features/calendar/components/race-calendar';
import { TipsList } from '../../features/home/components/tips-list';
import { DayVenues } from './day-venues';

export default function LeftColumn({ day, today }: { day: string; today: string }) {
  return (
    <Box
      component="aside"
      aria-label="Race calendar, venues and tips"
      sx={{ display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <RaceCalendar selectedDay={day} today={today} />
      <DayVenues day={day} />
      <TipsList day={day} />
    </Box>
  );
}
