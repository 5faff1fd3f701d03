import { GLOBAL_CLASS } from './global-class';

/** A venue's code on a green tag; a plain element styled by the theme (GLOBAL_CLASS). */
export function VenueBadge({ code }: { code: string }) {
  return <span className={GLOBAL_CLASS.venueBadge}>{code}</span>;
}
