import { formatRaceDate, isIsoDay } from '@furlong/contract';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { useRaceDay } from '../../features/races/api/get-race-day';
import { RaceDayList } from '../../features/races/components/race-day-list';
import { useCountryLookup } from '../use-country-lookup';
import { NotFoundScreen } from './not-found-screen';

export default function RaceDayScreen() {
  const { day = '' } = useParams();
  if (!isIsoDay(day)) return <NotFoundScreen />;
  return <RaceDay day={day} />;
}

function RaceDay({ day }: { day: string }) {
  const races = useRaceDay(day);
  const countryOf = useCountryLookup();
  return (
    <>
      <title>{`Races ${formatRaceDate(day)} | Furlong`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {`Races on ${formatRaceDate(day)}`}
      </Typography>
      {races.isPending ? (
        <PageLoading label="Loading races" />
      ) : races.isError ? (
        <LoadError error={races.error} onRetry={() => void races.refetch()} />
      ) : (
        <RaceDayList day={day} races={races.data} countryOf={countryOf} />
      )}
    </>
  );
}
