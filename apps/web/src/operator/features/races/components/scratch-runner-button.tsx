import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { scratchRunner } from '../api/races-api';
import { useRaceChange } from '../hooks/use-race-change';

interface ScratchRunnerButtonProps {
  raceUid: string;
  horseNo: number;
  name: string;
}

/** Scratches a runner after a confirmation that says what it does to the book. */
export function ScratchRunnerButton({ raceUid, horseNo, name }: ScratchRunnerButtonProps) {
  const [isAsking, setIsAsking] = useState(false);
  const scratch = useRaceChange(
    raceUid,
    () => scratchRunner(raceUid, { horseNo }),
    `${horseNo} ${name} scratched`,
  );
  return (
    <>
      <Button
        size="small"
        color="warning"
        aria-label={`Scratch ${horseNo} ${name}`}
        disabled={scratch.isPending}
        onClick={() => setIsAsking(true)}
      >
        Scratch
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={`Scratch ${horseNo} ${name}?`}
          confirmLabel="Scratch runner"
          isBusy={scratch.isPending}
          onConfirm={() => scratch.mutate(undefined, { onSettled: () => setIsAsking(false) })}
          onCancel={() => setIsAsking(false)}
        >
          <Typography>
            Bets on this runner are refunded. Winning bets on the race struck before now have their
            winnings reduced by this runner&apos;s current WIN price (withdrawal deduction). This
            cannot be undone.
          </Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
