import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of the account area whose screen arrives in a later release. */
export function AccountPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="account-section-title">
      <Typography id="account-section-title" variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </section>
  );
}
