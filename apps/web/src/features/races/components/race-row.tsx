import { indiaClockOf, type FixtureSummary } from '@furlong/contract';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { Link as RouterLink } from 'react-router';
import { Flag } from '../../../components/flag';
import { VenueBadge } from '../../../components/venue-badge';
import { paths } from '../../../config/paths';
import type { CountryLookup } from '../country-lookup';

interface RaceRowProps {
  day: string;
  race: FixtureSummary;
  countryOf: CountryLookup;
}

export function RaceRow({ day, race, countryOf }: RaceRowProps) {
  const country = countryOf(race.country);
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={paths.fixture(day, race.uid)}
        data-testid="race-row"
        sx={{ gap: 1.5, py: 1.25 }}
      >
        <VenueBadge code={race.venue} />
        <Box component="span" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
          {race.venueName}
        </Box>
        <Box component="span" sx={{ fontWeight: 600 }}>{`R${race.raceNumber}`}</Box>
        <Box component="time" dateTime={race.startDate} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {indiaClockOf(race.startDate)}
        </Box>
        <Flag src={country?.flag} label={country?.name ?? race.country} />
      </ListItemButton>
    </ListItem>
  );
}
