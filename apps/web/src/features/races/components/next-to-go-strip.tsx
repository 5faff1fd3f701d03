import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useRaceDay } from '../api/get-race-day';
import { formatCountdown, nextToGo } from '../next-to-go';
import { useT } from '../../../i18n/use-t';

const SHOWN = 3;

/**
 * The next races to go, with a countdown to each off, on every page: a punter between races
 * is one tap from the next one. Its own chunk; it reuses the day's race list the race day
 * page reads, which realtime keeps fresh.
 */
export default function NextToGoStrip({ today }: { today: string }) {
  const races = useRaceDay(today);
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const next = nextToGo(races.data ?? [], SHOWN);
  if (next.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label={t('race.nextToGo')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1,
        maxWidth: 1440,
        mx: 'auto',
        px: { xs: 1, sm: 2 },
        pt: { xs: 1, sm: 2 },
      }}
    >
      {next.map((race, index) => {
        const seconds = Math.floor((Date.parse(race.startDate) - now) / 1000);
        const countdown = formatCountdown(race.startDate, now);
        // Over an hour, the hours and minutes in the player's words; under, the clock's m:ss.
        const shown =
          countdown !== null && seconds >= 3600
            ? t('race.hoursMinutes', {
                hours: Math.floor(seconds / 3600),
                minutes: String(Math.floor((seconds % 3600) / 60)).padStart(2, '0'),
              })
            : countdown;
        return (
          <Box
            key={race.uid}
            component={RouterLink}
            to={paths.fixture(today, race.uid)}
            data-testid="next-to-go"
            sx={{
              display: index === SHOWN - 1 ? { xs: 'none', sm: 'grid' } : 'grid',
              minHeight: 44,
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600, fontSize: 14 }} noWrap>
              {`${race.venueName} R${race.raceNumber}`}
            </Typography>
            <Typography
              component="span"
              sx={{ fontSize: 13, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
            >
              {countdown === null ? t('race.dueOff') : t('race.offIn', { countdown: shown })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
