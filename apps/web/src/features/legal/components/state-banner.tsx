import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import type { PlayerLegalStatus } from '@furlong/contract';

/**
 * For a signed-in player whose state is winding down or off (decision 063): what it means, the
 * operator's reason, and the way to withdraw the balance. Nothing while the state is LIVE.
 */
export function StateBanner({ state, status }: { state: string; status: PlayerLegalStatus }) {
  const { t } = useT();
  if (status.mode === 'LIVE') return null;
  return (
    <Alert
      severity="warning"
      data-testid="state-banner"
      // At 360 px the action goes under the words: the message never scrolls inside the banner.
      sx={{
        mb: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        '& .MuiAlert-message': { overflow: 'visible', flex: '1 1 200px', minWidth: 0 },
        '& .MuiAlert-action': { ml: 'auto', pl: 1 },
      }}
      action={
        <Button
          component={Link}
          to={paths.withdraw}
          color="inherit"
          variant="outlined"
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
        >
          {t('legal.banner.withdraw')}
        </Button>
      }
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(status.mode === 'OFF' ? 'legal.banner.OFF' : 'legal.banner.WIND_DOWN', { state })}
      </Typography>
      {status.reason && (
        <Typography component="p" variant="body2">
          {t('legal.banner.reason', { reason: status.reason })}
        </Typography>
      )}
    </Alert>
  );
}
