import { isIsoDay, type Participant } from '@furlong/contract';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useTaxRule } from '../../lib/tax-rule';
import { fixtureQueryOptions } from '../../features/races/api/get-fixture';
import { useMultiRacePools } from '../../features/tote/api/multi-race-api';
import { MultiRacePanel } from '../../features/tote/components/multi-race-panel';
import { useMultiRaceReloads } from '../../features/tote/hooks/use-multi-race-reloads';
import { useT } from '../../i18n/use-t';
import { useRealtimeClient } from '../../lib/realtime-context';
import { useSession } from '../session-context';
import { NotFoundScreen } from './not-found-screen';

/** `?pool=<uid>` keeps the pool shown in the address, so a link opens a given Jackpot. */
const POOL_PARAM = 'pool';

/** A race day's Trebles, Mini Jackpots and Jackpots: pick horses leg by leg and buy. */
export default function MultiRaceScreen() {
  const { day = '' } = useParams();
  if (!isIsoDay(day)) return <NotFoundScreen />;
  return <MultiRaceDay day={day} />;
}

function MultiRaceDay({ day }: { day: string }) {
  const { t, raceDate } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const pools = useMultiRacePools(day);
  const session = useSession();
  const taxRule = useTaxRule();
  const legUids = [...new Set((pools.data ?? []).flatMap((pool) => pool.legs))];
  useMultiRaceReloads(useRealtimeClient(), day, legUids);
  const cards = useQueries({ queries: legUids.map((uid) => fixtureQueryOptions(uid)) });
  const runners = new Map<string, readonly Participant[]>();
  for (const card of cards) if (card.data) runners.set(card.data.uid, card.data.participants);

  return (
    <>
      <title>{t('multiRace.title', { date: raceDate(day) })}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('raceDay.heading', { date: raceDate(day) })}
      </Typography>
      {pools.isPending ? (
        <PageLoading label={t('multiRace.loading')} />
      ) : pools.isError ? (
        <LoadError error={pools.error} onRetry={() => void pools.refetch()} />
      ) : pools.data.length === 0 ? (
        <Typography color="text.secondary">{t('multiRace.noPools')}</Typography>
      ) : (
        <MultiRacePanel
          day={day}
          pools={pools.data}
          poolUid={searchParams.get(POOL_PARAM) ?? undefined}
          onPoolChange={(uid) => setSearchParams({ [POOL_PARAM]: uid }, { replace: true })}
          runnersOf={(uid) => runners.get(uid)}
          gstRateBp={taxRule?.gstRateBp}
          isSignedIn={session.isSignedIn}
          onSignInRequired={session.openSignIn}
          depositPath={paths.deposit}
        />
      )}
    </>
  );
}
