import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ActivityStatement } from './activity-statement';
import { TaxPassbook } from './tax-passbook';

/** The Statements tab: what the player staked and got back, and the tax in it. */
export function Statements() {
  return (
    <Box component="section" aria-labelledby="statements-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="statements-title" variant="h2">
        Statements
      </Typography>
      <ActivityStatement />
      <Divider />
      <TaxPassbook />
    </Box>
  );
}
