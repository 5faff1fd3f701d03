import Box from '@mui/material/Box';
import { RaceCalendar } from '../../features/calendar/components/race-calendar';
import { TipsList } from '../../features/home/components/tips-list';
import { DayVenues } from './day-venues';
import { useT } from '../../i18n/use-t';

export default function LeftColumn({ day, today }: { day: string; today: string }) {
  const { t } = useT();
  return (
    <Box
      component="aside"
      aria-label={t('shell.leftColumn')}
      sx={{ display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <RaceCalendar selectedDay={day} today={today} />
      <DayVenues day={day} />
      <TipsList day={day} />
    </Box>
  );
}
