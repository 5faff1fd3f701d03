import { setStakeFactorBodySchema, type PlayerTradingProfile } from '@furlong/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { ReasonField } from '../../../components/reason-field';
import { failureMessage } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { formatRupeeAmount } from '../../../../lib/rupee-amount';
import { getTradingProfile, setStakeFactor } from '../api/stake-factor-api';

type FieldErrors = Partial<Record<'factor' | 'reason', string>>;

const percent = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)}%`);

/**
 * The player's stake factor (decision 072) beside what a trader weighs it by: the player's
 * result on settled singles, strike rate and average price taken; with bets:review, a new
 * factor and its reason (audited).
 */
export function StakeFactorPanel({ uid, canSet }: { uid: string; canSet: boolean }) {
  const key = [...operatorKeys.player(uid), 'trading-profile'];
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getTradingProfile(uid, signal),
  });
  const [factor, setFactor] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: (body: { factor: number; reason: string }) => setStakeFactor(uid, body),
    onSuccess: (next: PlayerTradingProfile) => {
      queryClient.setQueryData(key, next);
      setFactor('');
      setReason('');
    },
  });
  if (profile.isPending) return <PageLoading label="Loading the stake factor" />;
  if (profile.isError)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const current = profile.data;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = setStakeFactorBodySchema.safeParse({
      factor: factor.trim() === '' ? NaN : Number(factor),
      reason,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'factor' || field === 'reason') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };

  return (
    <Paper component="section" aria-label="Stake factor" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Stake factor
      </Typography>
      <Typography>
        Factor {current.factor.toFixed(2)}: largest single stake{' '}
        {formatRupeeAmount(current.maxStakeAtBase)} at the ₹10,000 base limit
      </Typography>
      <Typography>
        Settled singles {current.settledBets} · player P&amp;L{' '}
        {formatRupeeAmount(current.profitAndLoss)} · strike rate {percent(current.strikeRate)} ·
        average price {current.averagePrice === null ? '–' : current.averagePrice.toFixed(2)}
      </Typography>
      {canSet && (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1} sx={{ mt: 2 }}>
          <TextField
            size="small"
            label="New factor (0.01 to 10)"
            value={factor}
            onChange={(event) => setFactor(event.target.value)}
            error={errors.factor !== undefined}
            helperText={errors.factor}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <ReasonField
            label="Reason for the factor"
            value={reason}
            onChange={setReason}
            error={errors.reason}
          />
          {change.isError && <Alert severity="error">{failureMessage(change.error)}</Alert>}
          {change.isSuccess && <Alert severity="success">Stake factor set</Alert>}
          <Button
            type="submit"
            variant="contained"
            loading={change.isPending}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            Set factor
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
