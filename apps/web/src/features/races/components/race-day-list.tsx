import type { FixtureSummary } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { CountryLookup } from '../country-lookup';
import { groupRaces } from '../group-races';
import { RACE_LIST_SX } from './race-list-style';
import { RaceRow } from './race-row';
import { useT } from '../../../i18n/use-t';

interface RaceDayListProps {
  day: string;
  races: readonly FixtureSummary[];
  countryOf: CountryLookup;
}

export function RaceDayList({ day, races: latest, countryOf }: RaceDayListProps) {
  const { t } = useT();
  // A new list is drawn in the background, a few milliseconds at a time, so a refetch of the
  // day never holds a phone's main thread in one long task (decision 045).
  const races = useDeferredValue(latest);
  if (races.length === 0) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>{t('raceDay.none', { day })}</Typography>
      </Paper>
    );
  }
  const { upcoming, results } = groupRaces(races);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RaceGroup title={t('raceDay.upcoming')} day={day} races={upcoming} countryOf={countryOf} />
      <RaceGroup
        title={t('raceDay.results')}
        day={day}
        races={results}
        countryOf={countryOf}
        action={
          <Button component={RouterLink} to={paths.raceResults(day)} sx={{ minHeight: 44 }}>
            {t('raceDay.winningPrices')}
          </Button>
        }
      />
    </Box>
  );
}

interface RaceGroupProps extends RaceDayListProps {
  title: string;
  /** Beside the heading: where to read more of the group. */
  action?: ReactNode;
}

function RaceGroup({ title, day, races, countryOf, action }: RaceGroupProps) {
  const headingId = useId();
  if (races.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box component="ul" sx={RACE_LIST_SX}>
        {races.map((race) => (
          <RaceRow key={race.uid} day={day} race={race} countryOf={countryOf} />
        ))}
      </Box>
    </Paper>
  );
}
