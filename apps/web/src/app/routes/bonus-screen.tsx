import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../components/placeholder-page';
import { BonusSchemeText } from '../../features/content/bonus-scheme-text';
import { BindingEnglishNote } from '../../features/content/components/binding-english-note';
import { useT } from '../../i18n/use-t';

export default function BonusScreen() {
  const { t } = useT();
  return (
    <PlaceholderPage title={t('bonus.title')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('home.bonusWalletsOff')}
      </Alert>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('bonus.schemeHeading')}
      </Typography>
      <BindingEnglishNote />
      <BonusSchemeText />
    </PlaceholderPage>
  );
}
