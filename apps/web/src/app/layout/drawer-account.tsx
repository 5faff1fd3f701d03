import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { initialsOf } from '../../features/account/player-facts';
import { useSession } from '../session-context';
import { rupeesToPaise } from '@furlong/contract';
import { useT } from '../../i18n/use-t';

/** The top of the drawer for a signed-in player: who, and what is in the wallet. */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { player, wallet } = useSession();
  const { t, money } = useT();
  if (!player) return null;
  const bonus = wallet?.pockets.bonus.amount ?? 0;
  return (
    <Stack spacing={1.5} sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{initialsOf(player)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{player.traits.firstname}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {player.traits.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {player.traits.mobile}
          </Typography>
        </Box>
      </Box>
      {wallet && (
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={paths.deposit}
            onClick={onNavigate}
            variant="contained"
            color="secondary"
            size="small"
            aria-label={t('shell.cashBalance', {
              amount: money(rupeesToPaise(wallet.pockets.cash.amount)),
            })}
          >
            {money(rupeesToPaise(wallet.pockets.cash.amount))}
          </Button>
          {bonus !== 0 && (
            <Button
              component={RouterLink}
              to={paths.accountBonus}
              onClick={onNavigate}
              variant="outlined"
              size="small"
              aria-label={t('shell.bonusBalance', { amount: money(rupeesToPaise(bonus)) })}
            >
              {money(rupeesToPaise(bonus))}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
