import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExpandMoreIcon } from '../../../components/icons';
import { useT } from '../../../i18n/use-t';

const NOTICES = [
  {
    id: 'instant-withdrawal',
    title: 'home.noticeWithdrawalTitle',
    body: 'home.noticeWithdrawalBody',
  },
  { id: 'tax-rule', title: 'home.noticeTdsTitle', body: 'home.noticeTdsBody' },
] as const;

/** The two collapsible notices of the home layout, and the bonus-wallet notice. */
export function HomeNotices() {
  const { t } = useT();
  return (
    <Box component="section" aria-label={t('home.notices')} sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {NOTICES.map(({ id, title, body }) => (
        <Accordion key={id} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`notice-${id}-summary`}
            aria-controls={`notice-${id}-details`}
          >
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: 15 }}>
              {t(title)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`notice-${id}-details`}>
            <Typography variant="body2">{t(body)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Alert severity="info" variant="outlined">
        {t('home.bonusWalletsOff')}
      </Alert>
    </Box>
  );
}
