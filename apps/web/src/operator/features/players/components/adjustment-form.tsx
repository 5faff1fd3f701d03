import {
  ADJUSTMENT_POCKETS,
  playerAdjustmentBodySchema,
  type PlayerAdjustmentBody,
} from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/reason-field';
import { failureMessage } from '../../../lib/operator-api-client';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { useAdjustBalance } from '../hooks/use-adjust-balance';

type Direction = 'credit' | 'debit';
type FieldErrors = Partial<Record<'amount' | 'reason' | 'pocket', string>>;

interface AdjustmentFormProps {
  playerUid: string;
  playerName: string;
}

/** A credit or debit of the player's cash or bonus, with a reason, confirmed before it is sent. */
export function AdjustmentForm({ playerUid, playerName }: AdjustmentFormProps) {
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [pocket, setPocket] = useState<PlayerAdjustmentBody['pocket']>('cash');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState<PlayerAdjustmentBody | null>(null);
  const adjust = useAdjustBalance(playerUid);

  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    const rupees = amount.trim() === '' ? NaN : Number(amount);
    const parsed = playerAdjustmentBodySchema.safeParse({
      amount: direction === 'debit' ? -rupees : rupees,
      pocket,
      reason,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'reason' || field === 'pocket') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(parsed.data);
  };

  const handleConfirm = () => {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (reply) => {
        setDone(
          'transferId' in reply
            ? `${describe(pending)} done.`
            : `${describe(pending)} sent for approval: another operator must approve it before the money moves.`,
        );
        setAmount('');
        setReason('');
      },
      onError: (error) => setProblem(failureMessage(error)),
      onSettled: () => setPending(null),
    });
  };

  const describe = (body: PlayerAdjustmentBody) =>
    `${body.amount < 0 ? 'Debit' : 'Credit'} of ${formatRupeeAmount(Math.abs(body.amount))} to ${playerName}'s ${body.pocket}`;

  return (
    <Paper component="section" aria-labelledby="adjustment-heading" sx={{ p: 2 }}>
      <Typography id="adjustment-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Balance adjustment
      </Typography>
      <Stack component="form" noValidate onSubmit={handleReview} spacing={2} sx={{ maxWidth: 480 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {done && <Alert severity="success">{done}</Alert>}
        <div>
          <FormLabel id="adjustment-direction">Direction</FormLabel>
          <RadioGroup
            row
            aria-labelledby="adjustment-direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            <FormControlLabel value="credit" control={<Radio />} label="Credit" />
            <FormControlLabel value="debit" control={<Radio />} label="Debit" />
          </RadioGroup>
        </div>
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount !== undefined}
          helperText={errors.amount}
        />
        <TextField
          select
          label="Pocket"
          value={pocket}
          onChange={(event) => setPocket(event.target.value as PlayerAdjustmentBody['pocket'])}
          error={errors.pocket !== undefined}
          helperText={errors.pocket}
        >
          {ADJUSTMENT_POCKETS.map((name) => (
            <MenuItem key={name} value={name}>
              {name === 'cash' ? 'Cash' : 'Bonus'}
            </MenuItem>
          ))}
        </TextField>
        <ReasonField value={reason} onChange={setReason} error={errors.reason} />
        <Button
          type="submit"
          variant="contained"
          loading={adjust.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Review adjustment
        </Button>
      </Stack>
      {pending && (
        <ConfirmDialog
          title="Move this money?"
          confirmLabel={pending.amount < 0 ? 'Debit player' : 'Credit player'}
          isBusy={adjust.isPending}
          onConfirm={handleConfirm}
          onCancel={() => setPending(null)}
        >
          <Typography>{describe(pending)}.</Typography>
          <Typography>Reason: {pending.reason}</Typography>
        </ConfirmDialog>
      )}
    </Paper>
  );
}
