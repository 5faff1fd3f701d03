import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../i18n/use-t';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label ?? t('common.loading')} />
    </Box>
  );
}
