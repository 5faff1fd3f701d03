import { palpableErrorBodySchema, type PalpableErrorBody } from '@furlong/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { PriceReasonDialog } from '../../../components/price-reason-dialog';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { requestPalpableError } from '../api/trading-api';

/** Bets a price-error correction can still put right. */
const CORRECTABLE = new Set(['ACCEPTED', 'CONFIRMED', 'WON', 'LOST']);

export const isPriceCorrectable = (betStatus: string) => CORRECTABLE.has(betStatus);

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
  const ask = useMutation({
    mutationFn: (body: PalpableErrorBody) => requestPalpableError(betUid, body),
    onSuccess: async () => {
      setIsOpen(false);
      showToast(`Correction of ${ticketNumber} sent for approval`, 'success');
      await queryClient.invalidateQueries({ queryKey: operatorKeys.palpableErrors() });
    },
    onError: (error) => showToast(failureMessage(error), 'error'),
  });
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
        <PriceReasonDialog
          title={`Price error on ${ticketNumber}`}
          confirmLabel="Send for approval"
          isBusy={ask.isPending}
          asksPrice={kind === 'REPRICE'}
          priceLabel="Correct price (to 1)"
          priceHint="Enter the correct price, such as 3 or 0.5"
          schema={palpableErrorBodySchema}
          toBody={(price, reason) => ({
            kind,
            price: kind === 'REPRICE' ? (price ?? null) : null,
            reason,
          })}
          onConfirm={(body) => ask.mutate(body)}
          onCancel={() => setIsOpen(false)}
          before={
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
          }
        >
          A second operator must approve. Then the bet is voided (stake refunded; a paid bet gives
          its payout back) or stands at the correct price (a paid bet is settled again at it), and
          the player is told.
        </PriceReasonDialog>
      )}
    </>
  );
}
