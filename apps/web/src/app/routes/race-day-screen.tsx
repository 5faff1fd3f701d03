import { isIsoDay } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useRaceDay } from '../../features/races/api/get-race-day';
import { RaceDayList } from '../../features/races/components/race-day-list';
import { MultiRaceLinks } from '../../features/tote/components/multi-race-links';
import { useCountryLookup } from '../use-country-lookup';
import { NotFoundScreen } from './not-found-screen';
import { useT } from '../../i18n/use-t';

export default function RaceDayScreen() {
  const { day = '' } = useParams();
  if (!isIsoDay(day)) return <NotFoundScreen />;
  return <RaceDay day={day} />;
}

function RaceDay({ day }: { day: string }) {
  const races = useRaceDay(day);
  const countryOf = useCountryLookup();
  const { t, raceDate } = useT();
  return (
    <>
      <title>{t('raceDay.title', { date: raceDate(day) })}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('raceDay.heading', { date: raceDate(day) })}
      </Typography>
      {races.isPending ? (
        <PageLoading label={t('raceDay.loading')} />
      ) : races.isError ? (
        <LoadError error={races.error} onRetry={() => void races.refetch()} />
      ) : (
        <RaceDayList day={day} races={races.data} countryOf={countryOf} />
      )}
      {/* Below the list: the pools' will-pays answer later than the races, and arriving above
          them they pushed the whole list down the phone's first screen (decision 086). */}
      <Box sx={{ mt: 2 }}>
        <MultiRaceLinks day={day} linkTo={(pool) => paths.multiRace(day, pool)} />
      </Box>
    </>
  );
}
