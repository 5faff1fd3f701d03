import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/use-t';

/**
 * Last resort when a screen throws while rendering (often a stale chunk after a release):
 * a full reload fetches the current build.
 */
export function RouteErrorScreen() {
  const { t } = useT();
  return (
    <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('error.INTERNAL')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </Box>
  );
}
