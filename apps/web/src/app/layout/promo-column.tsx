import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../session-context';
import { useT } from '../../i18n/use-t';

/** Signed out, the promotion is an invitation to sign in; signed in, it leads home. */
export function PromoColumn() {
  const { isSignedIn, openSignIn } = useSession();
  const navigate = useNavigate();
  const { t } = useT();
  const handlePromoClick = () => {
    if (isSignedIn) void navigate(paths.home);
    else openSignIn();
  };
  return (
    <Box component="aside" aria-label={t('shell.promotion')}>
      <ButtonBase
        onClick={handlePromoClick}
        aria-label={isSignedIn ? t('shell.promoSignedIn') : t('shell.promoSignedOut')}
        sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden' }}
      >
        <Box
          component="img"
          src="/promo.svg"
          alt=""
          width={240}
          height={400}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </ButtonBase>
    </Box>
  );
}
