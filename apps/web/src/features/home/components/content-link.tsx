import { contentLinkTarget } from '@furlong/contract';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/use-t';

/**
 * Content links are read as the browser would follow them (decision 048): a page of this site
 * (client-side navigation to its path), an https address (new tab), or no link at all, so a
 * stored `/\host` or `javascript:` never becomes a link whatever the server once accepted.
 */
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
  const target = contentLinkTarget(href, window.location.origin);
  if (!target) return children;
  if (target.isOnSite) {
    return (
      <Link
        component={RouterLink}
        to={target.path}
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
      href={target.href}
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
