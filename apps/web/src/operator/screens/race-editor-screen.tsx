import { indiaDayOf } from '@furlong/contract';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { operatorKeys } from '../lib/operator-keys';
import { ExposurePanel } from '../features/trading/components/exposure-panel';
import { PriceModelPanel } from '../features/trading/components/price-model-panel';
import { RaceBookPanel } from '../features/trading/components/race-book-panel';
import { ToteAgainstPricePanel } from '../features/tote/components/tote-against-price-panel';
import { RacePoolsPanel } from '../features/tote/components/race-pools-panel';
import { useLiveRaces } from '../lib/use-live-races';
import { AddRunnerForm } from '../features/races/components/add-runner-form';
import { RaceDetailsForm } from '../features/races/components/race-details-form';
import { RaceStateActions } from '../features/races/components/race-state-actions';
import { RaceSummary } from '../features/races/components/race-summary';
import { getOperatorRace } from '../features/races/api/races-api';
import { ResultEntry } from '../features/races/components/result-entry';
import { RunnerPricesTable } from '../features/races/components/runner-prices-table';

/** One race: its book, state buttons, details, runners and prices, and the result. */
export function RaceEditorScreen() {
  const { uid = '' } = useParams();
  useLiveRaces();
  const race = useQuery({
    queryKey: operatorKeys.race(uid),
    queryFn: ({ signal }) => getOperatorRace(uid, signal),
  });

  if (race.isPending) return <PageLoading label="Loading the race" />;
  if (race.isError) return <LoadError error={race.error} onRetry={() => void race.refetch()} />;
  const data = race.data;
  const can = (action: (typeof data.allowedActions)[number]) =>
    data.allowedActions.includes(action);

  return (
    <Stack spacing={3}>
      <RaceSummary race={data} />
      <RaceStateActions race={data} />
      {can('result') && <ResultEntry race={data} />}
      <RaceBookPanel raceUid={data.uid} />
      <ExposurePanel raceUid={data.uid} canChangeMarkets={can('suspendMarkets')} />
      <RacePoolsPanel raceUid={data.uid} day={indiaDayOf(Date.parse(data.startDate))} />
      <RunnerPricesTable race={data} />
      <PriceModelPanel race={data} />
      <ToteAgainstPricePanel race={data} />
      {can('addRunner') && <AddRunnerForm raceUid={data.uid} />}
      <RaceDetailsForm key={data.version} race={data} />
    </Stack>
  );
}
