import { GENERIC_ERROR_MESSAGE } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Last resort when a screen throws while rendering (often a stale chunk after a release):
 * a full reload fetches the current build.
 */
export function RouteErrorScreen() {
  return (
    <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {GENERIC_ERROR_MESSAGE}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
