import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useRaceDays } from '../api/get-race-days';
import { monthBounds, monthOfDay, monthTitle, monthWeeks, shiftMonth } from '../calendar-month';
import { CalendarDay } from './calendar-day';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { useT } from '../../../i18n/use-t';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface RaceCalendarProps {
  selectedDay: string;
  today: string;
}

export function RaceCalendar({ selectedDay, today }: RaceCalendarProps) {
  const titleId = useId();
  const { t, language } = useT();
  const isEnglish = language === 'en-IN';
  // Other languages name days and months in their own words (English keeps the spec's).
  const weekdays = isEnglish
    ? WEEKDAYS
    : WEEKDAYS.map((_names, index) => {
        const sunday = new Date(Date.UTC(2024, 0, 7 + index));
        const name = (weekday: 'short' | 'long') =>
          new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' }).format(sunday);
        return [name('short'), name('long')] as const;
      });
  const [shownMonth, setShownMonth] = useState(() => monthOfDay(selectedDay));
  const [followedDay, setFollowedDay] = useState(selectedDay);
  // Follow the route: choosing a day elsewhere brings its month into view.
  if (followedDay !== selectedDay) {
    setFollowedDay(selectedDay);
    setShownMonth(monthOfDay(selectedDay));
  }

  const { from, to } = monthBounds(shownMonth);
  const raceDays = useRaceDays(from, to);
  const daysWithRaces = useMemo(() => new Set(raceDays.data), [raceDays.data]);
  const weeks = monthWeeks(shownMonth);

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton
          aria-label={t('calendar.previousMonth')}
          onClick={() => setShownMonth(shiftMonth(shownMonth, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id={titleId}
          variant="h2"
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center' }}
        >
          {isEnglish
            ? monthTitle(shownMonth)
            : new Intl.DateTimeFormat(language, {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
                numberingSystem: 'latn',
              }).format(new Date(Date.UTC(shownMonth.year, shownMonth.month - 1, 1)))}
        </Typography>
        <IconButton
          aria-label={t('calendar.nextMonth')}
          onClick={() => setShownMonth(shiftMonth(shownMonth, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <Box
                component="th"
                key={short}
                scope="col"
                abbr={long}
                sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary', pb: 0.5 }}
              >
                {short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, index) => (
                <Box
                  component="td"
                  key={day ?? `pad-${index}`}
                  sx={{ p: 0.25, textAlign: 'center' }}
                >
                  {day && (
                    <CalendarDay
                      day={day}
                      isSelected={day === selectedDay}
                      isToday={day === today}
                      hasRaces={daysWithRaces.has(day)}
                    />
                  )}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
