import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useReferenceData } from '../../../features/venues/api/get-reference-data';
import { useSession } from '../../session-context';

/**
 * Deposits are off (spec), so the screen says how to fund the account instead: cash paid in
 * at a racing club's betting counter is credited to the player's balance by the cashier.
 */
export default function DepositScreen() {
  const { player } = useSession();
  const reference = useReferenceData();
  const clubs = (reference.data?.venues ?? []).filter((venue) => venue.country === 'IN');
  return (
    <Box
      component="section"
      aria-labelledby="account-section-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="account-section-title" variant="h2">
        Deposit
      </Typography>
      <Typography color="text.secondary">Deposits are disabled until further notice.</Typography>
      <Box component="section" aria-labelledby="fund-title" data-testid="how-to-fund">
        <Typography id="fund-title" variant="h3" sx={{ mb: 0.5 }}>
          How to fund your account meanwhile
        </Typography>
        <Typography>
          {`Pay cash in at the betting counter of a racing club${
            clubs.length > 0 ? ` (${clubs.map((club) => club.name).join(', ')})` : ''
          }. Give the cashier your registered mobile number${
            player ? ` (${player.traits.mobile})` : ''
          } and the amount is added to your balance straight away, ready to bet with.`}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Betting at the counters for the first time?{' '}
          <Link component={RouterLink} to={paths.registration}>
            Register for retail betting
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
