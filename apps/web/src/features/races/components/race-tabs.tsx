import { indiaClockOf, type FixtureSummary } from '@furlong/contract';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';

interface RaceTabsProps {
  day: string;
  races: readonly FixtureSummary[];
  activeUid: string;
}

/** The venue's races of the day; each tab is a link, so the race page has its own address. */
export function RaceTabs({ day, races, activeUid }: RaceTabsProps) {
  const { t } = useT();
  if (races.length === 0) return null;
  const isActiveListed = races.some((race) => race.uid === activeUid);
  return (
    <Tabs
      component="nav"
      aria-label={t('race.venueRaces')}
      value={isActiveListed ? activeUid : false}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {races.map((race) => (
        <Tab
          key={race.uid}
          value={race.uid}
          component={RouterLink}
          to={paths.fixture(day, race.uid)}
          aria-current={race.uid === activeUid ? 'page' : undefined}
          sx={{ minWidth: 72, lineHeight: 1.3 }}
          label={
            <span>
              <strong>{`R${race.raceNumber}`}</strong>
              <br />
              {indiaClockOf(race.startDate)}
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
