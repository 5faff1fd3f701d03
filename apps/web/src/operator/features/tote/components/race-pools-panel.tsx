import type { RacePool, TotePool } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
import { formatDividend, formatRupeeAmount } from '../../../../lib/rupee-amount';
import { useOperatorCan } from '../../../lib/use-operator-can';
import { failureMessage } from '../../../lib/operator-api-client';
import { POOL_NAMES } from '../pool-names';
import { PoolReportPanel } from './pool-report-panel';
import { PoolsPanel } from './pools-panel';
import { COMMISSION_PROBLEM, toRows, toSettings, type PoolRow } from '../pool-settings-form';
import { getLivePools, getPoolSettings, setPoolSettings, toteKeys } from '../api/tote-pools-api';

/** What a pool declared, or where its money went: "1-3 ₹210 · 3-1 ₹95", "Carried ₹12,450". */
function describeOutcome(live: RacePool | undefined): string {
  if (!live) return '-';
  if (live.status === 'REFUNDED') return 'Refunded';
  if (live.status === 'CARRIED') return `Carried forward ${formatDividend(live.carryOut ?? 0)}`;
  if (live.dividends.length === 0) return '-';
  const paid = live.dividends
    .map((declared) => `${declared.combination.join('-')} ${formatDividend(declared.dividend)}`)
    .join(' · ');
  return live.status === 'FINAL' ? paid : `Probable: ${paid}`;
}

/**
 * The race's tote pools: each on or off with its commission (editable while no ticket is sold
 * in it, as the API allows), the live pool totals, the dividends declared, and the pool report.
 */
export function RacePoolsPanel({ raceUid, day }: { raceUid: string; day: string }) {
  const { can } = useOperatorCan();
  return (
    <PoolsPanel
      title="Tote pools"
      loadingLabel="Loading the pools"
      settings={{
        queryKey: toteKeys.settings(raceUid),
        queryFn: ({ signal }) => getPoolSettings(raceUid, signal),
      }}
      live={{
        queryKey: toteKeys.live(raceUid),
        queryFn: ({ signal }) => getLivePools(raceUid, signal),
      }}
      hasRefresh
      footer={can('reports:view') && <PoolReportPanel raceUid={raceUid} day={day} />}
    >
      {(saved, live, canEdit) => (
        <PoolsForm
          raceUid={raceUid}
          rows={toRows(saved)}
          bestOfTote={saved.bestOfTote ?? false}
          live={live}
          canEdit={canEdit}
        />
      )}
    </PoolsPanel>
  );
}

interface PoolsFormProps {
  raceUid: string;
  rows: PoolRow[];
  /** Best of price and tote (decision 066) as saved. */
  bestOfTote: boolean;
  live: readonly RacePool[] | undefined;
  canEdit: boolean;
}

function PoolsForm({ raceUid, rows: saved, bestOfTote: savedBest, live, canEdit }: PoolsFormProps) {
  const [rows, setRows] = useState(saved);
  const [bestOfTote, setBestOfTote] = useState(savedBest);
  const [problem, setProblem] = useState<TotePool | null>(null);
  const queryClient = useQueryClient();
  const showToast = useToast();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof setPoolSettings>[1]) => setPoolSettings(raceUid, body),
    onSuccess: async (reply) => {
      queryClient.setQueryData(toteKeys.settings(raceUid), reply);
      showToast('Pools saved', 'success');
      await queryClient.invalidateQueries({ queryKey: toteKeys.live(raceUid) });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const liveOf = (pool: TotePool) => live?.find((candidate) => candidate.pool === pool);
  // A pool that took money keeps its terms: the API refuses the change (409) and so does the form.
  const isSold = (pool: TotePool) => live === undefined || (liveOf(pool)?.totalStake ?? 0) > 0;
  const change = (pool: TotePool, patch: Partial<PoolRow>) => {
    setProblem(null);
    setRows((current) => current.map((row) => (row.pool === pool ? { ...row, ...patch } : row)));
  };
  const handleSave = () => {
    const result = toSettings(rows);
    if ('problem' in result) return setProblem(result.problem);
    // The switch is sent only when it changed: after the off the API refuses a change (409).
    save.mutate({ ...result.settings, ...(bestOfTote !== savedBest ? { bestOfTote } : {}) });
  };

  return (
    <>
      <Table size="small" aria-label="Pools of this race">
        <TableHead>
          <TableRow>
            <TableCell>Pool</TableCell>
            <TableCell>On</TableCell>
            <TableCell>Commission %</TableCell>
            <TableCell align="right">Pool total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Dividends</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const current = liveOf(row.pool);
            const isLocked = !canEdit || isSold(row.pool);
            const name = POOL_NAMES[row.pool];
            return (
              <TableRow key={row.pool} data-pool={row.pool}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>
                  <Switch
                    checked={row.enabled}
                    disabled={isLocked}
                    onChange={(event) => change(row.pool, { enabled: event.target.checked })}
                    slotProps={{ input: { 'aria-label': `${name} on` } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={row.commissionPercent}
                    disabled={isLocked}
                    error={problem === row.pool}
                    helperText={problem === row.pool ? COMMISSION_PROBLEM : undefined}
                    onChange={(event) =>
                      change(row.pool, { commissionPercent: event.target.value })
                    }
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', 'aria-label': `${name} commission %` },
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
                <TableCell>{current?.status ?? (row.enabled ? '-' : 'Off')}</TableCell>
                <TableCell>{describeOutcome(current)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FormControlLabel
        label="Best of price and tote: WIN singles struck on race day are paid at the better of their price and the Win dividend"
        disabled={!canEdit}
        sx={{ mt: 1, minHeight: 44 }}
        control={
          <Switch
            checked={bestOfTote}
            onChange={(event) => setBestOfTote(event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Best of price and tote' } }}
          />
        }
      />
      {canEdit && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
            Save pools
          </Button>
          <Typography variant="caption" color="text.secondary">
            A pool&apos;s switch and commission lock once it has sold a ticket.
          </Typography>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {COMMISSION_PROBLEM}
        </Alert>
      )}
    </>
  );
}
