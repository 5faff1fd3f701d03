import Box from '@mui/material/Box';
import { useT } from '../../i18n/use-t';

interface SkipLinkProps {
  /** The id jumped to. */
  target?: string;
  label?: string;
}

/** Lets keyboard users jump past the header and calendar straight to the page content. */
export function SkipLink({ target = 'main', label }: SkipLinkProps) {
  const { t } = useT();
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {label ?? t('shell.skipToContent')}
    </Box>
  );
}
