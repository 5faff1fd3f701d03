import { indiaClockOf, isOpenStatus, type FixtureSummary } from '@furlong/contract';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Flag } from '../../../components/flag';
import { VenueBadge } from '../../../components/venue-badge';
import { paths } from '../../../config/paths';
import type { CountryLookup } from '../country-lookup';
import { placeLinesOf } from '../finishing-order';
import { RaceStatusBadge } from './race-status-badge';
import { useT } from '../../../i18n/use-t';

interface RaceRowProps {
  day: string;
  race: FixtureSummary;
  countryOf: CountryLookup;
}

/** Memoised: a refetch that leaves a race as it was (the cache shares it) does not redraw it. */
export const RaceRow = memo(function RaceRow({ day, race, countryOf }: RaceRowProps) {
  const country = countryOf(race.country);
  const isResultRow = !isOpenStatus(race.status);
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={paths.fixture(day, race.uid)}
        data-testid="race-row"
        sx={{ display: 'block', py: 1.25 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <VenueBadge code={race.venue} />
          <Box component="span" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
            {race.venueName}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>{`R${race.raceNumber}`}</Box>
          <Box
            component="time"
            dateTime={race.startDate}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {indiaClockOf(race.startDate)}
          </Box>
          <Flag src={country?.flag} label={country?.name ?? race.country} />
        </Box>
        {isResultRow && <ResultSummary race={race} />}
      </ListItemButton>
    </ListItem>
  );
});

/** What happened: the status, the first three (dead heats named) and any scratched runner. */
function ResultSummary({ race }: { race: FixtureSummary }) {
  const lines = placeLinesOf(race.result);
  const { t } = useT();
  return (
    <Box
      data-testid="result-summary"
      sx={{ display: 'grid', gap: 0.25, mt: 0.75, pl: { xs: 0, sm: 6 }, fontSize: 14 }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <RaceStatusBadge status={race.status} result={race.result} />
      </Box>
      {lines.map(({ place, runners, isDeadHeat }) => (
        <Box component="span" key={place} sx={{ overflowWrap: 'anywhere' }}>
          {t(isDeadHeat ? 'race.placeLineDeadHeat' : 'race.placeLine', { place, runners })}
        </Box>
      ))}
      {race.withdrawals.length > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('race.scratchedList', {
            runners: race.withdrawals
              .map((runner) => `${runner.horseNumber}. ${runner.name}`)
              .join(', '),
          })}
        </Box>
      )}
    </Box>
  );
}
