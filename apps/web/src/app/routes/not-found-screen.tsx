import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/use-t';

export function NotFoundScreen({ message }: { message?: string }) {
  const { t } = useT();
  return (
    <Paper component="section" sx={{ p: 3, textAlign: 'center' }}>
      <title>{t('notFound.title')}</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('notFound.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{message ?? t('notFound.message')}</Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        {t('notFound.goToRaces')}
      </Button>
    </Paper>
  );
}
