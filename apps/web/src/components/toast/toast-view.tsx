import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../../i18n/use-t';
import type { Toast } from './toast-context';

export const TOAST_DURATION_MS = 2000;

export default function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { t } = useT();
  return (
    <Snackbar
      // A new message restarts the timer.
      key={toast.id}
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={onClose}
        // MUI's own close button says "Close" in English whatever the language.
        closeText={t('common.close')}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
