import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { useRaceDay } from '../api/get-race-day';
import { formatCountdown } from '../../../lib/countdown';
import { nextToGo } from '../next-to-go';

const SHOWN = 3;

/** The class names of the strip's parts, styled by STRIP_SX. */
const stripClass = { race: 'next-race', off: 'next-off' } as const;

/**
 * The strip and its links styled once, by class name: the strip is on every page, and only its
 * countdowns change each second (decision 045).
 */
const STRIP_SX: SxProps<Theme> = (theme) => ({
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: 1,
  maxWidth: 1440,
  mx: 'auto',
  px: { xs: 1, sm: 2 },
  pt: { xs: 1, sm: 2 },
  '& > a': {
    display: 'grid',
    minHeight: 44,
    padding: theme.spacing(0.75, 1.5),
    borderRadius: `${theme.shape.borderRadius}px`,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.palette.primary.main },
  },
  [`& > a:nth-of-type(${SHOWN})`]: { display: { xs: 'none', sm: 'grid' } },
  [`& .${stripClass.race}`]: {
    fontWeight: 600,
    fontSize: 14,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [`& .${stripClass.off}`]: {
    fontSize: 13,
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.text.secondary,
  },
});

/**
 * The next races to go, with a countdown to each off, on every page: a punter between races
 * is one tap from the next one. Its own chunk; it reuses the day's race list the race day
 * page reads, which realtime keeps fresh.
 */
export default function NextToGoStrip({ today }: { today: string }) {
  const races = useRaceDay(today);
  const { t } = useT();
  const next = nextToGo(races.data ?? [], SHOWN);
  if (next.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('race.nextToGo')} sx={STRIP_SX}>
      {next.map((race) => (
        <RouterLink key={race.uid} to={paths.fixture(today, race.uid)} data-testid="next-to-go">
          <span className={stripClass.race}>{`${race.venueName} R${race.raceNumber}`}</span>
          <OffIn startDate={race.startDate} />
        </RouterLink>
      ))}
    </Box>
  );
}

/**
 * The countdown to one off, the only part of the strip drawn again each second: on a cheap
 * phone a tick redraws three lines of text, not the strip's links and their styles.
 */
function OffIn({ startDate }: { startDate: string }) {
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.floor((Date.parse(startDate) - now) / 1000);
  const countdown = formatCountdown(startDate, now);
  // Over an hour, the hours and minutes in the player's words; under, the clock's m:ss.
  const shown =
    countdown !== null && seconds >= 3600
      ? t('race.hoursMinutes', {
          hours: Math.floor(seconds / 3600),
          minutes: String(Math.floor((seconds % 3600) / 60)).padStart(2, '0'),
        })
      : countdown;
  return (
    <span className={stripClass.off}>
      {countdown === null ? t('race.dueOff') : t('race.offIn', { countdown: shown })}
    </span>
  );
}
