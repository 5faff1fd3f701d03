import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { usePromotions } from '../../features/home/api/content-queries';
import { PromotionCard } from '../../features/home/components/promotion-card';
import { useT } from '../../i18n/use-t';

/** The banner page: the operator's current promotions, then the bonus explainer. */
export default function PromotionsScreen() {
  const promotions = usePromotions();
  const { t } = useT();
  return (
    <Box component="section" aria-labelledby="promotions-title">
      <title>{t('promotions.pageTitle')}</title>
      <Typography id="promotions-title" variant="h1" sx={{ mb: 2 }}>
        {t('promotions.title')}
      </Typography>
      {promotions.isPending && <PageLoading label={t('promotions.loading')} />}
      {promotions.isError && (
        <LoadError error={promotions.error} onRetry={() => void promotions.refetch()} />
      )}
      {promotions.isSuccess && promotions.data.length === 0 && (
        <Paper sx={{ p: 2, mb: 2 }}>
          <Typography>{t('promotions.none')}</Typography>
        </Paper>
      )}
      {promotions.isSuccess && promotions.data.length > 0 && (
        <Box
          component="ul"
          sx={{
            m: 0,
            mb: 2,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {promotions.data.map((promotion) => (
            <li key={promotion.uid}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </Box>
      )}
      <Button variant="outlined" component={RouterLink} to={paths.bonus}>
        {t('promotions.howBonusWorks')}
      </Button>
    </Box>
  );
}
