import type { OperatorRace } from '@furlong/contract';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { QueryStates } from '../../../components/query-states';
import { operatorKeys } from '../../../lib/operator-keys';
import { DerivedMarketTable } from './derived-market-table';
import { MoveFieldForm } from './move-field-form';
import { getPriceModel } from '../api/trading-api';

/**
 * Derived prices (decision 073): each Place, SHP and THP market typed by hand or derived from
 * the Win prices by Harville's model with a margin, each price marked derived or overridden, and
 * the field moved as a whole or one runner at a time. It reloads with the race.
 */
export function PriceModelPanel({ race }: { race: OperatorRace }) {
  const headingId = useId();
  const { can } = useOperatorCan();
  const model = useQuery({
    queryKey: operatorKeys.priceModel(race.uid),
    queryFn: ({ signal }) => getPriceModel(race.uid, signal),
    enabled: can('races:view'),
  });
  if (!can('races:view')) return null;
  const canChange = can('races:edit') && race.allowedActions.includes('prices');
  const horses = race.participants
    .filter((runner) => runner.isRunner)
    .map((runner) => runner.horseNumber)
    .sort((a, b) => a - b);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Derived prices
        </Typography>
        {model.data && <Chip label={`Win book ${model.data.winBookPercent.toFixed(1)}%`} />}
      </Stack>
      <QueryStates
        query={model}
        loadingLabel="Loading the derived prices"
        isEmpty={(figures) => figures.markets.every((market) => market.runners.length === 0)}
        emptyText="This race has no runners yet."
      />
      {canChange && <MoveFieldForm raceUid={race.uid} horses={horses} />}
      {model.data?.markets.map((market) => (
        <DerivedMarketTable
          key={market.market}
          raceUid={race.uid}
          market={market}
          canChange={canChange}
        />
      ))}
      <Typography variant="caption" color="text.secondary">
        Place, SHP and THP follow the Win prices by Harville&apos;s model with the market&apos;s
        margin. A price typed in a derived market overrides the model until you clear it.
      </Typography>
    </Paper>
  );
}
