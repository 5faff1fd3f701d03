import { GENERIC_ERROR_MESSAGE } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../lib/api-client';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  // Only the API's own messages are meant for players; anything else stays generic.
  const message = error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
  return (
    <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
