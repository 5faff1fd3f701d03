import type { OperatorRace } from '@furlong/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { changeRaceState, STATE_ACTIONS, type StateAction } from '../api/races-api';
import { useRaceChange } from '../hooks/use-race-change';

const LABELS: Record<StateAction, string> = {
  publish: 'Publish',
  suspend: 'Suspend',
  off: "They're off",
  reopen: 'Reopen',
  official: 'Declare official',
  paid: 'Mark paid',
  complete: 'Complete',
  void: 'Void race',
};

/** Actions that move money for every bet on the race ask first. */
const CONFIRMS: Partial<Record<StateAction, string>> = {
  void: 'Voiding the race refunds every bet on it. Players see the race as CANCELLED.',
  off: 'Records the off now: betting closes, and any bet struck from now on is void.',
  official:
    'Weighed in: the result becomes official and every bet on the race is settled on it. A later change is a correction.',
};

/** The state buttons the race's current state allows, as the API lists them. */
export function RaceStateActions({ race }: { race: OperatorRace }) {
  const [asking, setAsking] = useState<StateAction | null>(null);
  const change = useRaceChange(
    race.uid,
    (action: StateAction) => changeRaceState(race.uid, action),
    'Race updated',
  );
  const actions = STATE_ACTIONS.filter((action) => race.allowedActions.includes(action));

  const run = (action: StateAction) => {
    change.mutate(action, { onSettled: () => setAsking(null) });
  };

  return (
    <section aria-label="Race state">
      {actions.length === 0 ? (
        <Typography color="text.secondary">No state changes are possible in this state.</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'void' ? 'outlined' : 'contained'}
              color={action === 'void' ? 'error' : 'primary'}
              disabled={change.isPending}
              loading={change.isPending && change.variables === action}
              onClick={() => (CONFIRMS[action] ? setAsking(action) : run(action))}
            >
              {LABELS[action]}
            </Button>
          ))}
        </Stack>
      )}
      {asking && (
        <ConfirmDialog
          title={`${LABELS[asking]}?`}
          confirmLabel={LABELS[asking]}
          isBusy={change.isPending}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        >
          {CONFIRMS[asking]}
        </ConfirmDialog>
      )}
    </section>
  );
}
