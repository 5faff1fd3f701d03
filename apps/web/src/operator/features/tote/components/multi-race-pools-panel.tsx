import {
  MULTI_RACE_POOLS,
  type MultiRacePool,
  type MultiRacePoolType,
  type OperatorRaceSummary,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { failureMessage } from '../../../lib/operator-api-client';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { PoolsPanel } from './pools-panel';
import {
  getLiveMultiRacePools,
  getMultiRaceSettings,
  multiRaceKeys,
  setMultiRaceSettings,
} from '../api/multi-race-pools-api';
import {
  COMMISSION_PROBLEM,
  legsFrom,
  MULTI_RACE_POOL_NAMES,
  nextSequence,
  toRows,
  toSettings,
  venueRaces,
  type MultiRaceRow,
} from '../multi-race-pools-form';

/**
 * The day's Trebles, Mini Jackpots and Jackpots: each pool's venue, legs and commission, its total
 * and status; pools added (consecutive races of a venue from a first leg) or removed, and saved
 * together. A pool that has sold keeps its legs and terms, as the API holds.
 */
export function MultiRacePoolsPanel({
  day,
  races,
}: {
  day: string;
  races: readonly OperatorRaceSummary[];
}) {
  return (
    <PoolsPanel
      title="Jackpot and Treble pools"
      loadingLabel="Loading the Jackpot and Treble pools"
      settings={{
        queryKey: multiRaceKeys.settings(day),
        queryFn: ({ signal }) => getMultiRaceSettings(day, signal),
      }}
      live={{
        queryKey: multiRaceKeys.live(day),
        queryFn: ({ signal }) => getLiveMultiRacePools(day, signal),
      }}
    >
      {(saved, live, canEdit) => (
        <PoolsForm day={day} races={races} saved={toRows(saved)} live={live} canEdit={canEdit} />
      )}
    </PoolsPanel>
  );
}

interface PoolsFormProps {
  day: string;
  races: readonly OperatorRaceSummary[];
  saved: MultiRaceRow[];
  live: readonly MultiRacePool[] | undefined;
  canEdit: boolean;
}

function PoolsForm({ day, races, saved, live, canEdit }: PoolsFormProps) {
  const [rows, setRows] = useState(saved);
  const [problem, setProblem] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const showToast = useToast();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof setMultiRaceSettings>[1]) =>
      setMultiRaceSettings(day, body),
    onSuccess: async (reply) => {
      queryClient.setQueryData(multiRaceKeys.settings(day), reply);
      showToast('Jackpot and Treble pools saved', 'success');
      await queryClient.invalidateQueries({ queryKey: multiRaceKeys.live(day) });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const raceNumber = (uid: string) => races.find((race) => race.uid === uid)?.raceNumber;
  const describeLegs = (legs: readonly string[]) =>
    legs.map((uid) => `R${raceNumber(uid) ?? '?'}`).join(', ');
  const venueName = (venue: string) =>
    races.find((race) => race.venue === venue)?.venueName ?? venue;

  const change = (index: number, patch: Partial<MultiRaceRow>) => {
    setProblem(null);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };
  const handleSave = () => {
    const result = toSettings(rows);
    if ('problem' in result) return setProblem(result.problem);
    save.mutate(result.settings);
  };

  return (
    <>
      <Table size="small" aria-label="Pools of this day">
        <TableHead>
          <TableRow>
            <TableCell>Pool</TableCell>
            <TableCell>Venue</TableCell>
            <TableCell>Legs</TableCell>
            <TableCell>Commission %</TableCell>
            <TableCell align="right">Pool total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No Jackpot or Treble on this day.</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => {
            const current = row.uid ? live?.find((pool) => pool.uid === row.uid) : undefined;
            const isLocked = !canEdit || row.sold;
            const name = `${MULTI_RACE_POOL_NAMES[row.pool]}${row.sequence > 1 ? ` ${row.sequence}` : ''}`;
            return (
              <TableRow key={row.uid ?? `new-${index}`} data-pool={row.pool}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>{venueName(row.venue)}</TableCell>
                <TableCell>{describeLegs(row.legs)}</TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={row.commissionPercent}
                    disabled={isLocked}
                    error={problem === index}
                    helperText={problem === index ? COMMISSION_PROBLEM : undefined}
                    onChange={(event) => change(index, { commissionPercent: event.target.value })}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${name} at ${venueName(row.venue)} commission %`,
                      },
                    }}
                    sx={{ width: 96 }}
                  />
                </TableCell>
                <TableCell align="right">
                  {current ? formatRupeeAmount(current.totalStake) : '-'}
                  {current && current.carryIn > 0 && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {`+ ${formatRupeeAmount(current.carryIn)} carried in`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{current?.status ?? (row.uid ? '-' : 'Not saved')}</TableCell>
                <TableCell>
                  {canEdit && (
                    <Button
                      size="small"
                      disabled={row.sold}
                      onClick={() => setRows((all) => all.filter((_, at) => at !== index))}
                      aria-label={`Remove ${name} at ${venueName(row.venue)}`}
                    >
                      Remove
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {canEdit && (
        <>
          <AddPoolForm
            races={races}
            onAdd={(pool, venue, legs) =>
              setRows((all) => [
                ...all,
                {
                  pool,
                  venue,
                  legs,
                  sequence: nextSequence(all, venue, pool),
                  commissionPercent: '25',
                  sold: false,
                },
              ])
            }
          />
          <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
              Save Jackpot and Treble pools
            </Button>
            <Typography variant="caption" color="text.secondary">
              A pool&apos;s legs and commission lock once it has sold a ticket.
            </Typography>
          </Stack>
        </>
      )}
      {problem !== null && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {COMMISSION_PROBLEM}
        </Alert>
      )}
    </>
  );
}

interface AddPoolFormProps {
  races: readonly OperatorRaceSummary[];
  onAdd: (pool: MultiRacePoolType, venue: string, legs: string[]) => void;
}

/** A new pool: its kind, venue and first leg; the legs are that many consecutive races. */
function AddPoolForm({ races, onAdd }: AddPoolFormProps) {
  const venues = [...new Map(races.map((race) => [race.venue, race.venueName])).entries()];
  const [pool, setPool] = useState<MultiRacePoolType>('JACKPOT');
  const [venue, setVenue] = useState(venues[0]?.[0] ?? '');
  const [firstLeg, setFirstLeg] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const choices = venueRaces(races, venue);
  const handleAdd = () => {
    const legs = legsFrom(races, venue, pool, firstLeg || (choices[0]?.uid ?? ''));
    if (!legs) return setProblem('Not enough races at this venue after the first leg.');
    setProblem(null);
    onAdd(pool, venue, legs);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mt: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label="New pool"
        value={pool}
        onChange={(event) => setPool(event.target.value as MultiRacePoolType)}
        slotProps={{ select: { native: true } }}
      >
        {MULTI_RACE_POOLS.map((name) => (
          <option key={name} value={name}>
            {MULTI_RACE_POOL_NAMES[name]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Venue"
        value={venue}
        onChange={(event) => {
          setVenue(event.target.value);
          setFirstLeg('');
        }}
        slotProps={{ select: { native: true } }}
      >
        {venues.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="First leg"
        value={firstLeg || (choices[0]?.uid ?? '')}
        onChange={(event) => setFirstLeg(event.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {choices.map((race) => (
          <option key={race.uid} value={race.uid}>
            {`R${race.raceNumber}`}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" onClick={handleAdd} disabled={venues.length === 0}>
        Add pool
      </Button>
      {problem && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
