import type { OperatorRace } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../../../lib/operator-api-client';
import { declareResult, setResultEnquiry } from '../api/races-api';
import {
  describeStandings,
  RESULT_RULE,
  toStandings,
  type PlaceChoice,
  type PlaceChoices,
} from '../result-standings';
import { useRaceChange } from '../hooks/use-race-change';

function initialChoices(race: OperatorRace): PlaceChoices {
  const choices: PlaceChoices = {};
  for (const standing of race.result?.standings ?? []) {
    choices[standing.horseNumber] = String(standing.place) as PlaceChoice;
  }
  return choices;
}

const STATE_LABELS = {
  PROVISIONAL: 'Provisional',
  ENQUIRY: "Stewards' enquiry",
  OBJECTION: 'Objection',
  OFFICIAL: 'Official',
} as const;

/**
 * Places 1 to 3, chosen per runner, so a dead heat is simply two runners given the same place.
 * A result is provisional (amend it freely: no money moves) until declared official; an
 * enquiry or an objection can be noted meanwhile. Declaring again after it is official
 * corrects it (the API reverses and re-settles).
 */
export function ResultEntry({ race }: { race: OperatorRace }) {
  const [choices, setChoices] = useState<PlaceChoices>(() => initialChoices(race));
  const [isAsking, setIsAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const declare = useRaceChange(
    race.uid,
    (body: Parameters<typeof declareResult>[1]) => declareResult(race.uid, body),
    'Result declared',
  );
  const enquiry = useRaceChange(
    race.uid,
    (state: 'ENQUIRY' | 'OBJECTION') => setResultEnquiry(race.uid, { state }),
    'Result state updated',
  );
  const isOfficial = race.result?.state === 'OFFICIAL' && !race.result.voided;
  const canEnquire = race.allowedActions.includes('enquiry');
  const runners = race.participants.filter((participant) => participant.isRunner);
  const standings = toStandings(choices);
  const nameOf = (horseNo: number) =>
    race.participants.find((participant) => participant.horseNumber === horseNo)?.name ?? '';

  const handleReview = () => {
    setProblem(standings ? null : RESULT_RULE);
    if (standings) setIsAsking(true);
  };

  const handleConfirm = () => {
    if (!standings) return;
    declare.mutate(
      { standings },
      {
        onSuccess: () => setIsAsking(false),
        onError: (error) => {
          setIsAsking(false);
          setProblem(failureMessage(error));
        },
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby="result-entry-heading" sx={{ p: 2 }}>
      <Typography id="result-entry-heading" component="h2" variant="h6">
        Result
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {RESULT_RULE}
      </Typography>
      {race.result && !race.result.voided && (
        <Typography data-testid="operator-result-state" sx={{ mb: 2, fontWeight: 700 }}>
          {`Result: ${STATE_LABELS[race.result.state]}`}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {runners.map((runner) => (
          <TextField
            key={runner.uid}
            select
            size="small"
            label={`${runner.horseNumber} ${runner.name}`}
            value={choices[runner.horseNumber] ?? ''}
            onChange={(event) =>
              setChoices((current) => ({
                ...current,
                [runner.horseNumber]: event.target.value as PlaceChoice,
              }))
            }
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            <MenuItem value="">Unplaced</MenuItem>
            <MenuItem value="1">1st</MenuItem>
            <MenuItem value="2">2nd</MenuItem>
            <MenuItem value="3">3rd</MenuItem>
          </TextField>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={handleReview}>
          Declare result
        </Button>
        {canEnquire &&
          (['ENQUIRY', 'OBJECTION'] as const).map((state) => (
            <Button
              key={state}
              variant="outlined"
              disabled={enquiry.isPending || race.result?.state === state}
              loading={enquiry.isPending && enquiry.variables === state}
              onClick={() => enquiry.mutate(state)}
            >
              {STATE_LABELS[state]}
            </Button>
          ))}
      </Stack>
      {isAsking && standings && (
        <ConfirmDialog
          title="Declare this result?"
          confirmLabel="Declare result"
          isBusy={declare.isPending}
          onConfirm={handleConfirm}
          onCancel={() => setIsAsking(false)}
        >
          <Typography>
            {isOfficial
              ? 'This corrects the official result: bets on the race are settled again on it.'
              : 'A provisional result: no bets are settled until you declare it official.'}
          </Typography>
          <ul>
            {describeStandings(standings, nameOf).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </Paper>
  );
}
