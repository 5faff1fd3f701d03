import Box from '@mui/material/Box';
import { useIsOnline } from '../../lib/online-status';
import { useT } from '../../i18n/use-t';

/**
 * Said at the top of every page while the phone has no network: races show as last seen, and
 * no bet can be placed until it is back.
 */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  const { t } = useT();
  return (
    <Box role="status" aria-live="polite">
      {!isOnline && (
        <Box
          data-testid="offline-notice"
          sx={{
            mb: 2,
            px: 2,
            py: 1.5,
            borderRadius: 1,
            bgcolor: 'grey.900',
            color: '#fff',
            fontWeight: 600,
          }}
        >
          {t('shell.offline')}
        </Box>
      )}
    </Box>
  );
}
