import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of a console page, with its actions beside it (below it on a phone). */
export function SectionHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {children && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
