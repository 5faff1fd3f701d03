import { operatorReasonBodySchema } from '@furlong/contract';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';

interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  /** What the rejection does, in a sentence. */
  children: ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A rejection with its required reason (3 to 200 characters), which the player is told. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, confirmLabel, isBusy, children, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleConfirm = () => {
    const parsed = operatorReasonBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data.reason);
  };
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      isBusy={isBusy}
      onConfirm={handleConfirm}
      onCancel={onCancel}
    >
      <Typography sx={{ mb: 2 }}>{children}</Typography>
      <TextField
        label="Reason"
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
