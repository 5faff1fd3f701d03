import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/use-t';

/** Content links are our own paths (client-side navigation) or https addresses (new tab). */
export function ContentLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  const { t } = useT();
  if (href.startsWith('/')) {
    return (
      <Link
        component={RouterLink}
        to={href}
        aria-label={label}
        underline="none"
        sx={{ display: 'block' }}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.opensInNewTab', { label })}
      underline="none"
      sx={{ display: 'block' }}
    >
      {children}
    </Link>
  );
}
