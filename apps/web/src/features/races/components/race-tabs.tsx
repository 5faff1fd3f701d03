import { indiaClockOf, type FixtureSummary } from '@furlong/contract';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';

interface RaceTabsProps {
  day: string;
  races: readonly FixtureSummary[];
  activeUid: string;
}

/**
 * The venue's races of the day: a row of links that scrolls sideways on a phone, so each race
 * page has its own address. Plain links styled once by the row, not a tab widget: nothing is
 * measured while the page renders (decision 045), and the links read as the navigation they are.
 */
export function RaceTabs({ day, races, activeUid }: RaceTabsProps) {
  const { t } = useT();
  const rowRef = useRef<HTMLUListElement>(null);
  const hasRaces = races.length > 0;

  // The race on screen is in view when the page opens, even the tenth of the day on a phone;
  // after the first paint, when the layout is known, so nothing is measured while drawing.
  useEffect(() => {
    const row = rowRef.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [activeUid, hasRaces]);

  if (!hasRaces) return null;
  return (
    <Box component="nav" aria-label={t('race.venueRaces')} sx={{ mb: 2 }}>
      <Box
        component="ul"
        ref={rowRef}
        sx={{
          display: 'flex',
          // The links' offsetLeft is measured from the row (the scroll above).
          position: 'relative',
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
          '& a': {
            display: 'block',
            minWidth: 72,
            minHeight: 48,
            px: 2,
            py: 0.75,
            boxSizing: 'border-box',
            textAlign: 'center',
            lineHeight: 1.3,
            fontSize: '0.875rem',
            color: 'text.secondary',
            textDecoration: 'none',
            borderBottom: '2px solid transparent',
            whiteSpace: 'nowrap',
          },
          '& a[aria-current="page"]': { color: 'primary.main', borderBottomColor: 'primary.main' },
          '& a:hover': { bgcolor: 'action.hover' },
        }}
      >
        {races.map((race) => (
          <li key={race.uid}>
            <RouterLink
              to={paths.fixture(day, race.uid)}
              aria-current={race.uid === activeUid ? 'page' : undefined}
            >
              <strong>{`R${race.raceNumber}`}</strong>
              <br />
              {indiaClockOf(race.startDate)}
            </RouterLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
