import { CASHIER_MESSAGES } from '@furlong/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { DepositForm } from '../../../features/cashier/components/deposit-form';
import { useReferenceData } from '../../../lib/reference-data';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../session-context';

/**
 * Where deposits are on for this player (DEPOSITS=on and their state LIVE, decision 069) the
 * form; otherwise the spec's "disabled until further notice" and how to fund the account
 * instead: cash paid in at a racing club's betting counter, credited by the cashier.
 */
export default function DepositScreen() {
  const { player } = useSession();
  const theme = useTheme();
  // A phone pays through its UPI app; a larger screen sends a collect request to a VPA.
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const { t } = useT();
  if (player?.depositsOpen) {
    return (
      <Box
        component="section"
        aria-labelledby="account-section-title"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="account-section-title" variant="h2">
          {t('account.deposit')}
        </Typography>
        <Typography color="text.secondary">{t('cashier.depositForm.intro')}</Typography>
        <DepositForm
          isPhone={isPhone}
          onStarted={(transfer) => void navigate(paths.depositDetail(transfer.uid))}
        />
      </Box>
    );
  }
  return <DepositsDisabled />;
}

function DepositsDisabled() {
  const { player } = useSession();
  const reference = useReferenceData();
  const { t, words } = useT();
  const clubs = (reference.data?.venues ?? []).filter((venue) => venue.country === 'IN');
  return (
    <Box
      component="section"
      aria-labelledby="account-section-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="account-section-title" variant="h2">
        {t('account.deposit')}
      </Typography>
      <Typography color="text.secondary">{words(CASHIER_MESSAGES.depositsDisabled)}</Typography>
      <Box component="section" aria-labelledby="fund-title" data-testid="how-to-fund">
        <Typography id="fund-title" variant="h3" sx={{ mb: 0.5 }}>
          {t('cashier.deposit.fundTitle')}
        </Typography>
        <Typography>
          {`${
            clubs.length > 0
              ? t('cashier.deposit.payAtClubs', {
                  clubs: clubs.map((club) => club.name).join(', '),
                })
              : t('cashier.deposit.payAt')
          } ${
            player
              ? t('cashier.deposit.giveMobileNumber', { mobile: player.traits.mobile })
              : t('cashier.deposit.giveMobile')
          }`}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('cashier.deposit.firstTime')}{' '}
          <Link component={RouterLink} to={paths.registration}>
            {t('cashier.deposit.register')}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
