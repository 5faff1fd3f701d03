import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonField } from './reason-field';

interface PriceReasonDialogProps<Body> {
  title: string;
  confirmLabel: string;
  isBusy: boolean;
  /** What the change does, in a sentence or two. */
  children: ReactNode;
  /** Fields asked before the price (a choice of correction, say). */
  before?: ReactNode;
  /** False hides the price box (a correction that needs no price). */
  asksPrice?: boolean;
  priceLabel: string;
  /** Said under the price box when it does not hold a good price. */
  priceHint: string;
  /** The body the API takes, so both fields are checked by its own rules before it is sent. */
  schema: ZodType<Body>;
  toBody: (price: number | undefined, reason: string) => unknown;
  onConfirm: (body: Body) => void;
  onCancel: () => void;
}

/** A price ("to 1") and a reason, confirmed, checked by the API's schema before it is sent. */
export function PriceReasonDialog<Body>(props: PriceReasonDialogProps<Body>) {
  const { asksPrice = true, schema, toBody, onConfirm } = props;
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ price?: string; reason?: string }>({});
  const handleConfirm = () => {
    const parsed = schema.safeParse(
      toBody(price.trim() === '' ? undefined : Number(price), reason),
    );
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ price: messageOf('price') && props.priceHint, reason: messageOf('reason') });
      return;
    }
    onConfirm(parsed.data);
  };
  return (
    <ConfirmDialog
      title={props.title}
      confirmLabel={props.confirmLabel}
      isBusy={props.isBusy}
      onConfirm={handleConfirm}
      onCancel={props.onCancel}
    >
      <Typography sx={{ mb: 2 }}>{props.children}</Typography>
      {props.before}
      {asksPrice && (
        <TextField
          label={props.priceLabel}
          inputMode="decimal"
          fullWidth
          sx={{ mb: 2 }}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.price !== undefined}
          helperText={errors.price}
        />
      )}
      <ReasonField fullWidth value={reason} onChange={setReason} error={errors.reason} />
    </ConfirmDialog>
  );
}
