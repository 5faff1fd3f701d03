import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RaceCalendar } from '../../features/calendar/components/race-calendar';
import { DayVenues } from './day-venues';

export default function LeftColumn({ day, today }: { day: string; today: string }) {
  return (
    <Box
      component="aside"
      aria-label="Race calendar and venues"
      sx={{ display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <RaceCalendar selectedDay={day} today={today} />
      <DayVenues day={day} />
      <TipsPlaceholder />
    </Box>
  );
}

/** Tips come from a hosted tips table in a later release. */
function TipsPlaceholder() {
  return (
    <Paper component="section" aria-labelledby="tips-title" sx={{ p: 1.5 }}>
      <Typography id="tips-title" variant="h2" sx={{ mb: 1 }}>
        Tips
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: 14 }}>
        <li>Expert tips for today&apos;s meetings will appear here.</li>
        <li>Check the race card for each race&apos;s own tips.</li>
      </Box>
    </Paper>
  );
}
