import { rejectBetBodySchema, type ReviewBet } from '@furlong/contract';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatRupeeAmount } from '../lib/operator-money';

interface RejectBetDialogProps {
  bet: ReviewBet;
  isBusy: boolean;
  onReject: (reason: string | undefined) => void;
  onCancel: () => void;
}

/** Rejecting refunds the stake; the reason is optional and goes to the audit log. */
export function RejectBetDialog({ bet, isBusy, onReject, onCancel }: RejectBetDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleReject = () => {
    const parsed = rejectBetBodySchema.safeParse({
      reason: reason.trim() === '' ? undefined : reason,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onReject(parsed.data.reason);
  };
  return (
    <ConfirmDialog
      title={`Reject ticket ${bet.ticketNumber}?`}
      confirmLabel="Reject bet"
      isBusy={isBusy}
      onConfirm={handleReject}
      onCancel={onCancel}
    >
      <Typography sx={{ mb: 2 }}>
        The stake of {formatRupeeAmount(bet.stake)} is refunded to {bet.player.name}.
      </Typography>
      <TextField
        label="Reason (optional)"
        fullWidth
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error !== undefined}
        helperText={error}
      />
    </ConfirmDialog>
  );
}
