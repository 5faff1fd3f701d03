import { palpableErrorBodySchema, type PalpableErrorBody } from '@furlong/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast/toast-context';
import { ConfirmDialog } from '../components/confirm-dialog';
import { failureMessage } from '../lib/operator-api-client';
import { operatorKeys } from '../lib/operator-keys';
import { requestPalpableError } from './trading-api';

interface PalpableErrorButtonProps {
  betUid: string;
  ticketNumber: string;
}

/** Asks for one bet struck at an obvious wrong price to be voided or re-priced; another operator approves. */
export function PalpableErrorButton({ betUid, ticketNumber }: PalpableErrorButtonProps) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [kind, setKind] = useState<PalpableErrorBody['kind']>('VOID');
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ price?: string; reason?: string }>({});
  const ask = useMutation({
    mutationFn: (body: PalpableErrorBody) => requestPalpableError(betUid, body),
    onSuccess: async () => {
      setIsOpen(false);
      showToast(`Correction of ${ticketNumber} sent for approval`, 'success');
      await queryClient.invalidateQueries({ queryKey: operatorKeys.palpableErrors() });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
  const handleConfirm = () => {
    const parsed = palpableErrorBodySchema.safeParse({
      kind,
      price: kind === 'REPRICE' ? (price.trim() === '' ? null : Number(price)) : null,
      reason,
    });
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({
        price: messageOf('price') && 'Enter the correct price, such as 3 or 0.5',
        reason: messageOf('reason'),
      });
      return;
    }
    ask.mutate(parsed.data);
  };
  return (
    <>
      <Button
        size="small"
        color="warning"
        sx={{ minHeight: 44 }}
        aria-label={`Price error on ${ticketNumber}`}
        onClick={() => setIsOpen(true)}
      >
        Price error
      </Button>
      {isOpen && (
        <ConfirmDialog
          title={`Price error on ${ticketNumber}`}
          confirmLabel="Send for approval"
          isBusy={ask.isPending}
          onConfirm={handleConfirm}
          onCancel={() => setIsOpen(false)}
        >
          <Typography sx={{ mb: 2 }}>
            A second operator must approve. Then the bet is voided (stake refunded; a paid bet gives
            its payout back) or stands at the correct price, and the player is told.
          </Typography>
          <TextField
            select
            label="Correction"
            fullWidth
            sx={{ mb: 2 }}
            value={kind}
            onChange={(event) => setKind(event.target.value as PalpableErrorBody['kind'])}
          >
            <MenuItem value="VOID">Void the bet</MenuItem>
            <MenuItem value="REPRICE">Re-price the bet</MenuItem>
          </TextField>
          {kind === 'REPRICE' && (
            <TextField
              label="Correct price (to 1)"
              inputMode="decimal"
              fullWidth
              sx={{ mb: 2 }}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              error={errors.price !== undefined}
              helperText={errors.price}
            />
          )}
          <TextField
            label="Reason"
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason !== undefined}
            helperText={errors.reason}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
