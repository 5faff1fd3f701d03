import type { ZodType } from 'zod';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonField } from './reason-field';

interface ReasonDialogProps<Body extends { reason?: string }> {
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  /** What the rejection does, in a sentence. */
  children: ReactNode;
  /** The body the API takes, so the reason is checked by its own rule before it is sent. */
  schema: ZodType<Body>;
  reasonLabel?: string;
  /** More to decide beside the reason (e.g. the stewards' word on each provisional race). */
  extra?: ReactNode;
  onConfirm: (reason: Body['reason']) => void;
  onCancel: () => void;
}

/** A rejection with its reason, checked by the API's own schema before it is sent. */
export function ReasonDialog<Body extends { reason?: string }>(props: ReasonDialogProps<Body>) {
  const { title, confirmLabel, isBusy, children, schema, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const handleConfirm = () => {
    // An empty box is "no reason" where the reason is optional, and the rule's message otherwise.
    const given = schema.safeParse({ reason });
    const none = reason.trim() === '' ? schema.safeParse({}) : undefined;
    const parsed = none?.success ? none : given;
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
      {props.extra}
      <ReasonField
        label={props.reasonLabel}
        fullWidth
        value={reason}
        onChange={setReason}
        error={error}
      />
    </ConfirmDialog>
  );
}
