import type { HorseHit, PersonHit, SearchRace, SearchResults, VenueHit } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';

interface SearchResultsListProps {
  results: SearchResults;
  /** Called as a result's link is followed: the box closes and clears. */
  onNavigate: () => void;
}

/** Horses, jockeys, trainers and courses found, each with the links it leads to. */
export function SearchResultsList({ results, onNavigate }: SearchResultsListProps) {
  const { t } = useT();
  const groups: [string, ReactNode[]][] = [
    [
      t('search.horses'),
      results.horses.map((hit) => (
        <HorseItem key={hit.participant} hit={hit} onNavigate={onNavigate} />
      )),
    ],
    [
      t('search.jockeys'),
      results.jockeys.map((hit) => (
        <PersonItem key={hit.name} hit={hit} onNavigate={onNavigate} nextKey="search.nextRide" />
      )),
    ],
    [
      t('search.trainers'),
      results.trainers.map((hit) => (
        <PersonItem key={hit.name} hit={hit} onNavigate={onNavigate} nextKey="search.nextRunner" />
      )),
    ],
    [
      t('search.venues'),
      results.venues.map((hit) => <VenueItem key={hit.code} hit={hit} onNavigate={onNavigate} />),
    ],
  ];
  return (
    <>
      {groups
        .filter(([, items]) => items.length > 0)
        .map(([heading, items]) => (
          <Box key={heading} component="section" aria-label={heading} sx={{ mb: 1 }}>
            <Typography component="h2" variant="overline" color="text.secondary" sx={{ px: 1 }}>
              {heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items}
            </Box>
          </Box>
        ))}
    </>
  );
}

function Hit({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      data-testid="search-hit"
      sx={{ px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

function HitLink({
  to,
  onNavigate,
  children,
}: {
  to: string;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={onNavigate}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
    >
      {children}
    </Link>
  );
}

function useRaceWords() {
  const { t, raceDate } = useT();
  return (race: SearchRace) =>
    t('search.race', { venue: race.venueName, number: race.raceNumber, date: raceDate(race.day) });
}

function HorseItem({ hit, onNavigate }: { hit: HorseHit; onNavigate: () => void }) {
  const { t } = useT();
  const race = useRaceWords();
  return (
    <Hit name={hit.name}>
      <HitLink to={paths.horse(hit.participant)} onNavigate={onNavigate}>
        {t('search.form')}
      </HitLink>
      {hit.nextRace && (
        <HitLink to={paths.fixture(hit.nextRace.day, hit.nextRace.uid)} onNavigate={onNavigate}>
          {t('search.nextRace', { race: race(hit.nextRace) })}
        </HitLink>
      )}
      {hit.lastRace && (
        <HitLink to={paths.raceResults(hit.lastRace.day)} onNavigate={onNavigate}>
          {t('search.lastResult', { race: race(hit.lastRace), place: hit.lastPlace ?? 0 })}
        </HitLink>
      )}
    </Hit>
  );
}

function PersonItem({
  hit,
  onNavigate,
  nextKey,
}: {
  hit: PersonHit;
  onNavigate: () => void;
  nextKey: 'search.nextRide' | 'search.nextRunner';
}) {
  const { t } = useT();
  const race = useRaceWords();
  return (
    <Hit name={hit.name}>
      {hit.nextRace && (
        <HitLink to={paths.fixture(hit.nextRace.day, hit.nextRace.uid)} onNavigate={onNavigate}>
          {t(nextKey, { race: race(hit.nextRace) })}
        </HitLink>
      )}
      {hit.lastRace && (
        <HitLink to={paths.raceResults(hit.lastRace.day)} onNavigate={onNavigate}>
          {t('search.results', { race: race(hit.lastRace) })}
        </HitLink>
      )}
      {!hit.nextRace && !hit.lastRace && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('search.noRaces')}
        </Typography>
      )}
    </Hit>
  );
}

function VenueItem({ hit, onNavigate }: { hit: VenueHit; onNavigate: () => void }) {
  const { t, raceDate } = useT();
  return (
    <Hit name={hit.name}>
      {hit.nextRaceDay && (
        <HitLink to={paths.raceDay(hit.nextRaceDay)} onNavigate={onNavigate}>
          {t('search.raceDay', { date: raceDate(hit.nextRaceDay) })}
        </HitLink>
      )}
      {hit.lastRaceDay && (
        <HitLink to={paths.raceResults(hit.lastRaceDay)} onNavigate={onNavigate}>
          {t('search.dayResults', { date: raceDate(hit.lastRaceDay) })}
        </HitLink>
      )}
      {!hit.nextRaceDay && !hit.lastRaceDay && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('search.noRaces')}
        </Typography>
      )}
    </Hit>
  );
}
