import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CONTENT_LINKS } from '../dialogs/content-dialogs';
import { useDialogs } from '../dialogs/dialog-context';

/** Links to the long texts; each opens its dialog over the page. */
export function SiteFooter() {
  const dialogs = useDialogs();
  return (
    <Box
      component="footer"
      sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1, sm: 2 }, py: 3, color: 'text.secondary' }}
    >
      <Box
        component="nav"
        aria-label="Rules and policies"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, mb: 1 }}
      >
        {CONTENT_LINKS.map(({ name, title }) => (
          <Link key={name} component="button" type="button" onClick={() => dialogs.open(name)}>
            {title}
          </Link>
        ))}
      </Box>
      <Typography variant="body2">
        Betting is for adults aged 21 and over. Please bet responsibly.
      </Typography>
    </Box>
  );
}
