import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { initialsOf } from '../../features/account/player-facts';
import { useSession } from '../session-context';
import { rupeesToPaise } from '@furlong/contract';
import { AccountBalanceWalletIcon, CardGiftcardIcon } from '../../components/icons';
import { useT } from '../../i18n/use-t';

/** The signed-in corner of the top bar; its own chunk, as visitors never see it. */
export default function AccountChips() {
  const { player, wallet } = useSession();
  const { t, money } = useT();
  const formatBalance = (rupees: number) => money(rupeesToPaise(rupees));
  const cash = wallet?.pockets.cash.amount;
  const bonus = wallet?.pockets.bonus.amount ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
      {cash !== undefined && (
        <Chip
          component={RouterLink}
          to={paths.deposit}
          clickable
          icon={<AccountBalanceWalletIcon />}
          label={formatBalance(cash)}
          aria-label={t('shell.cashBalance', { amount: formatBalance(cash) })}
          color="secondary"
          // On a phone the wallet icon gives its room to the figure.
          sx={{ '& .MuiChip-icon': { display: { xs: 'none', sm: 'flex' } } }}
        />
      )}
      {bonus > 0 && (
        <Chip
          component={RouterLink}
          to={paths.accountBonus}
          clickable
          icon={<CardGiftcardIcon />}
          label={formatBalance(bonus)}
          aria-label={t('shell.bonusBalance', { amount: formatBalance(bonus) })}
          sx={{ bgcolor: 'background.paper', display: { xs: 'none', sm: 'inline-flex' } }}
        />
      )}
      {player && (
        <IconButton component={RouterLink} to={paths.profile} sx={{ p: 0.5 }}>
          {/* The name is the visible initials, then the hidden words: speech-input users say what they see. */}
          <Avatar
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 15,
            }}
          >
            {initialsOf(player)}
          </Avatar>
          <Box component="span" sx={visuallyHidden}>
            {t('shell.myProfile')}
          </Box>
        </IconButton>
      )}
    </Box>
  );
}
