import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ActivityStatement } from './activity-statement';
import { TaxPassbook } from './tax-passbook';
import { useT } from '../../../i18n/use-t';

/** The Statements tab: what the player staked and got back, and the tax in it. */
export function Statements() {
  const { t } = useT();
  return (
    <Box component="section" aria-labelledby="statements-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="statements-title" variant="h2">
        {t('statements.title')}
      </Typography>
      <ActivityStatement />
      <Divider />
      <TaxPassbook />
    </Box>
  );
}
