import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { canNotify } from '../../../lib/browser-notices';

/** Asks the browser, on the player's own tap, to tell them of results and payouts. */
export function ResultNoticesToggle() {
  const { t } = useT();
  const [permission, setPermission] = useState(() =>
    canNotify() ? Notification.permission : 'denied',
  );
  if (!canNotify() || permission === 'denied') return null;
  if (permission === 'granted') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('account.resultNotices.granted')}
      </Typography>
    );
  }
  const handleAllow = async () => setPermission(await Notification.requestPermission());
  return (
    <Button variant="outlined" sx={{ mb: 1.5, minHeight: 44 }} onClick={() => void handleAllow()}>
      {t('account.resultNotices.allow')}
    </Button>
  );
}
