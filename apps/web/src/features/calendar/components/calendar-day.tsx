import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { describeDay } from '../calendar-month';
import { useT } from '../../../i18n/use-t';

interface CalendarDayProps {
  day: string;
  isSelected: boolean;
  isToday: boolean;
  hasRaces: boolean;
}

export function CalendarDay({ day, isSelected, isToday, hasRaces }: CalendarDayProps) {
  const { t, language } = useT();
  const date = new Date(`${day}T00:00:00Z`);
  const spoken =
    language === 'en-IN'
      ? describeDay(day)
      : new Intl.DateTimeFormat(language, {
          dateStyle: 'full',
          timeZone: 'UTC',
          numberingSystem: 'latn',
        }).format(date);
  const label = `${spoken}${isToday ? t('calendar.today') : ''}${hasRaces ? t('calendar.races') : ''}`;
  return (
    <Box
      component={RouterLink}
      to={paths.raceDay(day)}
      aria-label={label}
      aria-current={isSelected ? 'date' : undefined}
      data-has-races={hasRaces || undefined}
      sx={{
        position: 'relative',
        display: 'inline-grid',
        placeItems: 'center',
        width: 34,
        height: 34,
        borderRadius: '50%',
        textDecoration: 'none',
        fontSize: 14,
        color: isSelected ? 'primary.contrastText' : 'text.primary',
        bgcolor: isSelected ? 'primary.main' : 'transparent',
        fontWeight: hasRaces ? 700 : 400,
        boxShadow: isToday && !isSelected ? 'inset 0 0 0 1.5px currentColor' : 'none',
        '&:hover': { bgcolor: isSelected ? 'primary.dark' : 'action.hover' },
        // A dot under the date marks a race day without relying on colour alone.
        '&::after': hasRaces
          ? {
              content: '""',
              position: 'absolute',
              bottom: 3,
              width: 5,
              height: 5,
              borderRadius: '50%',
              bgcolor: isSelected ? 'secondary.main' : 'secondary.dark',
            }
          : undefined,
      }}
    >
      {Number(day.slice(8, 10))}
    </Box>
  );
}
