import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExpandMoreIcon } from '../../../components/icons';

const NOTICES = [
  {
    id: 'instant-withdrawal',
    title: 'Instant withdrawal is back',
    body: 'Withdraw your winnings instantly: the money usually reaches you within 30 minutes, and a bank transfer within 24 hours. Up to Rs 25,000 per transaction.',
  },
  {
    id: 'tax-rule',
    title: 'New TDS rule from 1 April 2025',
    body: 'From 1 April 2025 no tax is deducted at source unless the winnings of a single transaction exceed Rs 10,000.',
  },
] as const;

/** The two collapsible notices of the home layout, and the bonus-wallet notice. */
export function HomeNotices() {
  return (
    <Box component="section" aria-label="Notices" sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {NOTICES.map(({ id, title, body }) => (
        <Accordion key={id} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`notice-${id}-summary`}
            aria-controls={`notice-${id}-details`}
          >
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: 15 }}>
              {title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`notice-${id}-details`}>
            <Typography variant="body2">{body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Alert severity="info" variant="outlined">
        Bonus wallets are deactivated from 1 April 2025.
      </Alert>
    </Box>
  );
}
