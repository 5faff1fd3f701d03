/**
 * Browser notifications for what happens to a player's bets while the tab is in the
 * background; only ever after the player allowed them from My Bets.
 */
export function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function isNotifyAllowed(): boolean {
  return canNotify() && Notification.permission === 'granted';
}

/** Shown only while the page is hidden: in view, the page's own message says it. */
export function notifyInBackground(body: string): void {
  if (!isNotifyAllowed() || !document.hidden) return;
  new Notification('Furlong', { body, tag: 'furlong-bets' });
}
