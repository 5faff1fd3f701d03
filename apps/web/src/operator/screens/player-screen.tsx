import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { formatIndiaDateTime } from '../../lib/india-date-time';
import { useOperatorCan } from '../lib/use-operator-can';
import { operatorKeys } from '../lib/operator-keys';
import { formatRupeeAmount } from '../../lib/rupee-amount';
import { consolePaths } from '../lib/operator-paths';
import { AdjustmentForm } from '../features/players/components/adjustment-form';
import { PlayerBetsTable } from '../features/players/components/player-bets-table';
import { PlayerProtections } from '../features/players/components/player-protections';
import { PlayerTransactionsTable } from '../features/players/components/player-transactions-table';
import { StakeFactorPanel } from '../features/players/components/stake-factor-panel';
import { getPlayerDetail } from '../features/players/api/players-api';
import {
  isPriceCorrectable,
  PalpableErrorButton,
} from '../features/trading/components/palpable-error-button';

/**
 * One player: profile and KYC, balances, the adjustment form, protections, the stake factor,
 * last bets and transactions.
 */
export function PlayerScreen() {
  const { uid = '' } = useParams();
  const { can } = useOperatorCan();
  const detail = useQuery({
    queryKey: operatorKeys.player(uid),
    queryFn: ({ signal }) => getPlayerDetail(uid, signal),
  });
  if (detail.isPending) return <PageLoading label="Loading the player" />;
  if (detail.isError)
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { player, wallet, bets, transactions } = detail.data;
  const name = `${player.firstname} ${player.lastname}`;

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={consolePaths.players}>
        Back to player search
      </Link>
      <Typography component="h1" variant="h5">
        {name}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper component="section" aria-label="Profile" sx={{ p: 2, flex: 1 }}>
          <Typography>{player.email}</Typography>
          <Typography>{player.mobile}</Typography>
          <Typography>{[player.city, player.state].filter(Boolean).join(', ')}</Typography>
          <Typography>KYC: {player.kycStatus}</Typography>
          <Typography>Joined {formatIndiaDateTime(player.createdAt)}</Typography>
        </Paper>
        <Paper component="section" aria-label="Balances" sx={{ p: 2, flex: 1 }}>
          <Typography>Cash {formatRupeeAmount(wallet.pockets.cash.amount)}</Typography>
          <Typography>Bonus {formatRupeeAmount(wallet.pockets.bonus.amount)}</Typography>
          <Typography>Withdrawable {formatRupeeAmount(wallet.withdrawable.amount)}</Typography>
        </Paper>
      </Stack>
      {can('players:adjust') && <AdjustmentForm playerUid={player.uid} playerName={name} />}
      <PlayerProtections uid={player.uid} canProtect={can('players:protect')} />
      {can('bets:view') && <StakeFactorPanel uid={player.uid} canSet={can('bets:review')} />}
      <PlayerBetsTable
        bets={bets}
        correction={
          can('bets:review')
            ? (bet) =>
                isPriceCorrectable(bet.betStatus) && (
                  <PalpableErrorButton betUid={bet.uid} ticketNumber={bet.ticketNumber} />
                )
            : undefined
        }
      />
      <PlayerTransactionsTable transactions={transactions} />
    </Stack>
  );
}
