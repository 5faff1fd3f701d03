import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { setDataSaver, useDataSaver } from '../../lib/data-saver';
import { setPriceDisplay, usePriceDisplay, type PriceDisplay } from '../../lib/price-display';
import { CONTENT_LINKS } from '../dialogs/content-dialogs';
import { useDialogs } from '../dialogs/dialog-context';
import { useT } from '../../i18n/use-t';

/** Links to the long texts; each opens its dialog over the page. */
export function SiteFooter() {
  const dialogs = useDialogs();
  const isSavingData = useDataSaver();
  const { t } = useT();
  return (
    <Box
      component="footer"
      sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1, sm: 2 }, py: 3, color: 'text.secondary' }}
    >
      <Box
        component="nav"
        aria-label={t('shell.rulesNav')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: { xs: 1.5, sm: 3 }, mb: 1 }}
      >
        {CONTENT_LINKS.map(({ name, titleId }) => (
          <Link
            key={name}
            component="button"
            type="button"
            onClick={() => dialogs.open(name)}
            sx={{ minHeight: 44, minWidth: 44 }}
          >
            {t(titleId)}
          </Link>
        ))}
      </Box>
      {/* A plain checkbox: the footer is on every first screen, and MUI's switch would weigh on it. */}
      <Box
        component="label"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, mb: 1 }}
      >
        <Box
          component="input"
          type="checkbox"
          checked={isSavingData}
          onChange={(event) => setDataSaver(event.currentTarget.checked)}
          data-testid="data-saver"
          sx={{ width: 24, height: 24, m: 0, accentColor: (theme) => theme.palette.primary.main }}
        />
        <span>{t('shell.dataSaver')}</span>
      </Box>
      <PriceDisplaySetting />
      <Typography variant="body2">{t('shell.adultsOnly')}</Typography>
    </Box>
  );
}

const PRICE_DISPLAYS: PriceDisplay[] = ['TO_ONE', 'PER_HUNDRED'];

/** "To 1" or returns per ₹100 ticket, kept on this device (decision 074). */
function PriceDisplaySetting() {
  const display = usePriceDisplay();
  const { t } = useT();
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minHeight: 44, mb: 1 }}
    >
      <span>{t('price.display')}</span>
      <Box
        component="select"
        value={display}
        data-testid="price-display"
        onChange={(event) => setPriceDisplay(event.currentTarget.value as PriceDisplay)}
        sx={{
          minHeight: 44,
          px: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
        }}
      >
        {PRICE_DISPLAYS.map((option) => (
          <option key={option} value={option}>
            {t(`price.display.${option}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
