import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../components/placeholder-page';
import { BonusSchemeText } from '../../features/content/bonus-scheme-text';

export default function BonusScreen() {
  return (
    <PlaceholderPage title="Bonus">
      <Alert severity="info" sx={{ mb: 2 }}>
        Bonus wallets are deactivated from 1 April 2025.
      </Alert>
      <Typography variant="h2" sx={{ mb: 1 }}>
        How the bonus scheme worked
      </Typography>
      <BonusSchemeText />
    </PlaceholderPage>
  );
}
