import { indiaDayOf } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useFixture } from '../../features/races/api/get-fixture';
import { RaceReplay } from '../../features/video/components/race-replay';
import { useT } from '../../i18n/use-t';
import { NotFoundScreen } from './not-found-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A run race's recording, with the way to its card and its day's results. */
export default function ReplayScreen() {
  const { fixture = '' } = useParams();
  if (!UUID.test(fixture)) return <NotFoundScreen />;
  return <Replay fixtureUid={fixture} />;
}

function Replay({ fixtureUid }: { fixtureUid: string }) {
  const race = useFixture(fixtureUid);
  const { t, raceDate } = useT();
  const label = race.data ? `${race.data.venueName} R${race.data.raceNumber}` : '';
  const day = race.data ? indiaDayOf(new Date(race.data.startDate)) : undefined;
  return (
    <>
      <title>{t('replay.title', { race: label })}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('replay.heading', { race: label })}
      </Typography>
      {race.data && day && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {`${race.data.name} · ${raceDate(day)}`}
        </Typography>
      )}
      <RaceReplay fixtureUid={fixtureUid} raceLabel={label} />
      {day && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
          <Link
            component={RouterLink}
            to={paths.raceResults(day)}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('replay.dayResults')}
          </Link>
          <Link
            component={RouterLink}
            to={paths.fixture(day, fixtureUid)}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('replay.raceCard')}
          </Link>
        </Box>
      )}
    </>
  );
}
