import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE } from '../../../i18n/languages';
import { useT } from '../../../i18n/use-t';

/**
 * Legal texts (terms, privacy, betting rules, the bonus scheme) stay English, the binding text;
 * a reader in another language is told so, in that language.
 */
export function BindingEnglishNote() {
  const { t, language } = useT();
  if (language === DEFAULT_LANGUAGE) return null;
  return (
    <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }}>
      {t('content.bindingEnglish')}
    </Typography>
  );
}
