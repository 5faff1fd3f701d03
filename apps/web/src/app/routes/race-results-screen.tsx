import { isIsoDay } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useRaceResults } from '../../features/races/api/get-race-results';
import { RaceResultsView } from '../../features/races/components/race-results-view';
import { PoolDividendsLine } from '../../features/tote/components/pool-dividends-line';
import { NotFoundScreen } from './not-found-screen';
import { useT } from '../../i18n/use-t';

export default function RaceResultsScreen() {
  const { day = '' } = useParams();
  if (!isIsoDay(day)) return <NotFoundScreen />;
  return <RaceResults day={day} />;
}

function RaceResults({ day }: { day: string }) {
  const results = useRaceResults(day);
  const { t, raceDate } = useT();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <>
      <title>{t('results.title', { date: raceDate(day) })}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('results.heading', { date: raceDate(day) })}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <Link
          component={RouterLink}
          to={paths.raceDay(day)}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {t('results.allRaces')}
        </Link>
      </Box>
      {results.isPending ? (
        <PageLoading label={t('results.loading')} />
      ) : results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : (
        <RaceResultsView
          day={day}
          races={results.data}
          isWide={isWide}
          renderRaceExtras={(race) => race.pools && <PoolDividendsLine pools={race.pools} />}
        />
      )}
    </>
  );
}
