import { offerBetBodySchema, type ReviewBet } from '@furlong/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../../../lib/operator-api-client';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { offerBet } from '../api/review-api';

interface OfferDialogProps {
  bet: ReviewBet;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A trader's offer on a held single (decision 080): a smaller stake and/or a shorter price,
 * either left empty for the bet's own. The player has 60 s to take it; nothing moves before.
 */
export function OfferDialog({ bet, onDone, onCancel }: OfferDialogProps) {
  const showToast = useToast();
  const [stake, setStake] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const offer = useMutation({
    mutationFn: (body: { stake?: number; price?: number }) => offerBet(bet.uid, body),
    onSuccess: (reply) => {
      showToast(
        `Offered ${formatRupeeAmount(reply.offer.stake)} at ${reply.offer.odds} on ticket ${bet.ticketNumber}`,
        'success',
      );
      onDone();
    },
    onError: (failure) => setError(failureMessage(failure)),
  });
  const handleConfirm = () => {
    const parsed = offerBetBodySchema.safeParse({
      ...(stake.trim() ? { stake: Number(stake) } : {}),
      ...(price.trim() ? { price: Number(price) } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    offer.mutate(parsed.data);
  };
  return (
    <ConfirmDialog
      title={`Offer on ticket ${bet.ticketNumber}`}
      confirmLabel="Send offer"
      isBusy={offer.isPending}
      onConfirm={handleConfirm}
      onCancel={onCancel}
    >
      <Typography sx={{ mb: 2 }}>
        {bet.player.name} asked {formatRupeeAmount(bet.stake)} on {bet.horseNo} {bet.horse} at{' '}
        {bet.odds}. Leave a box empty to keep the bet&apos;s own.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Stake offered (₹)"
          inputMode="numeric"
          value={stake}
          onChange={(event) => setStake(event.target.value)}
        />
        <TextField
          label="Price offered"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
