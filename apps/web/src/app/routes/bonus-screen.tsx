import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function BonusScreen() {
  return (
    <PlaceholderPage title="Bonus">
      <Typography>Bonus wallets are deactivated from 1 April 2025.</Typography>
    </PlaceholderPage>
  );
}
