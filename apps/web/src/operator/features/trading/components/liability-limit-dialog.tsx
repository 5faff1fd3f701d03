import {
  setLiabilityLimitBodySchema,
  type LiabilityAction,
  type LiabilityLimit,
} from '@furlong/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { setLiabilityLimit } from '../api/trading-api';

export interface LimitTarget {
  /** Null: the race default. */
  horseNo: number | null;
  label: string;
  current: LiabilityLimit | null;
}

interface LiabilityLimitDialogProps {
  raceUid: string;
  target: LimitTarget;
  onClose: () => void;
}

/** Sets or removes one liability limit: an amount in rupees and what happens past it. */
export function LiabilityLimitDialog({ raceUid, target, onClose }: LiabilityLimitDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [amount, setAmount] = useState(target.current ? String(target.current.amount) : '');
  const [action, setAction] = useState<LiabilityAction>(target.current?.action ?? 'REVIEW');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (limit: number | null) =>
      setLiabilityLimit(raceUid, { horseNo: target.horseNo, amount: limit, action }),
    onSuccess: (book, limit) => {
      queryClient.setQueryData(operatorKeys.exposure(raceUid), book);
      showToast(limit === null ? 'Limit removed' : 'Limit set', 'success');
      onClose();
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  const handleSave = () => {
    if (amount.trim() === '') {
      setError('Enter a limit');
      return;
    }
    const parsed = setLiabilityLimitBodySchema.shape.amount.safeParse(Number(amount));
    if (!parsed.success || parsed.data === null) {
      setError(parsed.error?.issues[0]?.message ?? 'Enter a limit');
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Liability limit: {target.label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Limit (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={error !== null}
            helperText={error ?? 'The most the book may lose if this horse wins or places'}
          />
          <TextField
            select
            label="Past the limit"
            value={action}
            onChange={(event) => setAction(event.target.value as LiabilityAction)}
          >
            <MenuItem value="REVIEW">Hold the bet for review</MenuItem>
            <MenuItem value="REFUSE">Refuse the bet</MenuItem>
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        {target.current && (
          <Button color="warning" disabled={save.isPending} onClick={() => save.mutate(null)}>
            Remove
          </Button>
        )}
        <Button variant="contained" disabled={save.isPending} onClick={handleSave}>
          Save limit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
