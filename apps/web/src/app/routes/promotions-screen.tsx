import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { paths } from '../../config/paths';

export default function PromotionsScreen() {
  return (
    <PlaceholderPage title="Promotions">
      <Typography sx={{ mb: 2 }}>
        Current offers for Furlong players will be listed here.
      </Typography>
      <Button variant="outlined" component={RouterLink} to={paths.bonus}>
        How the bonus works
      </Button>
    </PlaceholderPage>
  );
}
