import { CloseIcon } from '../icons';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useT } from '../../i18n/use-t';
import type { LastingToast } from './toast-context';

/** At most this many lasting messages are in sight; the next shows when one is dismissed. */
export const LASTING_TOASTS_IN_SIGHT = 3;

/**
 * Messages that stay until dismissed, newest on top, held just under the app bar: the 2 s
 * message shows above them, and the phone's slip bar at the foot stays free to tap.
 */
export default function LastingToastsView({
  toasts,
  onDismiss,
}: {
  toasts: readonly LastingToast[];
  onDismiss: (toast: LastingToast) => void;
}) {
  const { t } = useT();
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        top: { xs: 64, sm: 72 },
        transform: { sm: 'translateX(-50%)' },
        width: { sm: 480 },
        display: 'grid',
        gap: 1,
      }}
    >
      {toasts.slice(0, LASTING_TOASTS_IN_SIGHT).map((toast) => (
        <Alert
          key={toast.key}
          severity={toast.severity}
          variant="filled"
          sx={{ alignItems: 'center' }}
          action={
            <IconButton
              color="inherit"
              aria-label={t('common.dismiss')}
              onClick={() => onDismiss(toast)}
              sx={{ minWidth: 44, minHeight: 44 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {toast.message}
        </Alert>
      ))}
    </Box>
  );
}
