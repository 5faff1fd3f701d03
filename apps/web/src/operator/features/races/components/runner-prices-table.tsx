import { MARKET_TYPES, type OperatorRace } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureMessage } from '../../../lib/operator-api-client';
import { updatePrices } from '../api/races-api';
import { cellKey, collectPriceUpdates, livePrice, type PriceEdits } from '../price-grid';
import { ScratchRunnerButton } from './scratch-runner-button';
import { useRaceChange } from '../hooks/use-race-change';

/**
 * Runners with their four prices, edited in place and saved together in one request. Only
 * typed cells are kept locally, so a realtime reload of the race does not wipe what the
 * operator is typing, and untouched cells follow the live prices.
 */
export function RunnerPricesTable({ race }: { race: OperatorRace }) {
  const [edits, setEdits] = useState<PriceEdits>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useRaceChange(
    race.uid,
    (body: Parameters<typeof updatePrices>[1]) => updatePrices(race.uid, body),
    'Prices saved',
  );
  const canEditPrices = race.allowedActions.includes('prices');
  const canScratch = race.allowedActions.includes('scratch');
  const runners = [...race.participants].sort((a, b) => a.horseNumber - b.horseNumber);
  const pending = collectPriceUpdates(race, edits);
  const changedCount = pending.status === 'ok' ? pending.prices.length : 0;

  const handleSave = () => {
    if (pending.status === 'invalid') {
      setProblem(pending.message);
      return;
    }
    setProblem(null);
    save.mutate(
      { prices: pending.prices },
      { onSuccess: () => setEdits({}), onError: (error) => setProblem(failureMessage(error)) },
    );
  };

  return (
    <Paper component="section" aria-labelledby="runners-heading" sx={{ p: 2 }}>
      <Typography id="runners-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Runners and prices
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>No.</TableCell>
              <TableCell>Horse</TableCell>
              {MARKET_TYPES.map((market) => (
                <TableCell key={market}>{market}</TableCell>
              ))}
              {canScratch && <TableCell>Scratch</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {runners.map((runner) => (
              <TableRow key={runner.uid} sx={{ opacity: runner.isRunner ? 1 : 0.6 }}>
                <TableCell>{runner.horseNumber}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  {runner.name}
                  {!runner.isRunner && ' (scratched)'}
                </TableCell>
                {MARKET_TYPES.map((market) => {
                  const key = cellKey(runner.horseNumber, market);
                  const value = edits[key] ?? livePrice(race, runner.horseNumber, market);
                  return (
                    <TableCell key={market}>
                      <TextField
                        size="small"
                        value={value}
                        disabled={!canEditPrices || !runner.isRunner}
                        onChange={(event) =>
                          setEdits((current) => ({ ...current, [key]: event.target.value }))
                        }
                        error={pending.status === 'invalid' && pending.cell === key}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': `${market} price for ${runner.horseNumber} ${runner.name}`,
                          },
                        }}
                        sx={{ width: 80 }}
                      />
                    </TableCell>
                  );
                })}
                {canScratch && (
                  <TableCell>
                    {runner.isRunner && (
                      <ScratchRunnerButton
                        raceUid={race.uid}
                        horseNo={runner.horseNumber}
                        name={runner.name}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {canEditPrices && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={handleSave}
            loading={save.isPending}
            disabled={changedCount === 0 && pending.status === 'ok'}
          >
            Save prices
          </Button>
          <Button
            onClick={() => {
              setEdits({});
              setProblem(null);
            }}
            disabled={Object.keys(edits).length === 0}
          >
            Discard changes
          </Button>
          <Typography variant="body2" color="text.secondary">
            {changedCount === 1 ? '1 price changed' : `${changedCount} prices changed`}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
