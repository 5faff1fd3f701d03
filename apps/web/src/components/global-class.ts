/**
 * Class names the theme's global styles define (app/theme.ts), for small marks repeated in every
 * list: plain elements styled once rather than per element at each render (decision 045).
 */
export const GLOBAL_CLASS = {
  venueBadge: 'venue-badge',
  flag: 'country-flag',
  /** A small status pill; `data-tone` (success, warning, error) colours it, `data-outlined` rings it. */
  statusBadge: 'status-badge',
} as const;
