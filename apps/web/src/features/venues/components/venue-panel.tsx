import { indiaClockOf, type FixtureSummary, type ReferenceData } from '@furlong/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Flag } from '../../../components/flag';
import { VenueBadge } from '../../../components/venue-badge';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { groupVenuesByCountry, type CountryDay } from '../venue-races';

interface VenuePanelProps {
  day: string;
  races: readonly FixtureSummary[];
  reference: ReferenceData;
  /** Called after a venue is chosen, e.g. to close the drawer that holds the panel. */
  onNavigate?: () => void;
}

export function VenuePanel({ day, races, reference, onNavigate }: VenuePanelProps) {
  const countries = useMemo(() => groupVenuesByCountry(reference, races), [reference, races]);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {countries.map((country) => (
        <CountryVenues key={country.code} day={day} country={country} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

interface CountryVenuesProps {
  day: string;
  country: CountryDay;
  onNavigate: (() => void) | undefined;
}

function CountryVenues({ day, country, onNavigate }: CountryVenuesProps) {
  const headingId = useId();
  const { t, country: countryName } = useT();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="country-venues">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.75,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Flag src={country.flag} label="" />
        <Typography id={headingId} variant="h3" component="h3">
          {countryName(country.code, country.name)}
        </Typography>
      </Box>
      {country.venues.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1, py: 0.75, fontSize: 14 }}>
          {t('venues.comingSoon')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {country.venues.map((venue) => (
            <ListItem key={venue.code} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.fixture(day, venue.featured.uid)}
                onClick={onNavigate}
                data-testid="venue-row"
                sx={{ gap: 1 }}
              >
                <VenueBadge code={venue.code} />
                <Box component="span" sx={{ flex: 1, minWidth: 0, fontSize: 14 }}>
                  {venue.name}
                </Box>
                <Box component="time" dateTime={venue.featured.startDate} sx={{ fontSize: 14 }}>
                  {indiaClockOf(venue.featured.startDate)}
                </Box>
                <Box
                  component="span"
                  sx={{ fontSize: 14, fontWeight: 700, minWidth: 28, textAlign: 'right' }}
                >
                  {`R${venue.featured.raceNumber}`}
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
