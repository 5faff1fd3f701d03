import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../lib/api-client';
import { useT } from '../i18n/use-t';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  // Only the API's own messages are meant for players; anything else stays generic.
  const { t, refusal } = useT();
  const message = error instanceof ApiError ? refusal(error) : t('error.INTERNAL');
  return (
    <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Box>
  );
}
