import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundScreen({ message = 'This page does not exist.' }: { message?: string }) {
  return (
    <Paper component="section" sx={{ p: 3, textAlign: 'center' }}>
      <title>Not found | Furlong</title>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        Go to today&apos;s races
      </Button>
    </Paper>
  );
}
