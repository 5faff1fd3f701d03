import { forgetPushEndpoint } from './api/push-api';
import { canPush } from './push-browser';

/** How long signing out waits for the push service and the server before it goes on. */
export const FORGET_BROWSER_TIMEOUT_MS = 3_000;

/**
 * At sign-out, while the session still holds: the server forgets this browser for the player,
 * then the browser drops its subscription, so a shared browser stops receiving the former
 * player's pushes (decision 091). It never throws and never waits past the timeout: a push
 * service or server that fails must not keep the player signed in. The registration is asked
 * for, not awaited as `ready`, which never settles where no service worker was installed.
 */
export async function forgetThisBrowser(): Promise<void> {
  if (!canPush()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_BROWSER_TIMEOUT_MS);
  });
  try {
    await Promise.race([forget(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function forget(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await forgetPushEndpoint(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // The browser's push state is its own; signing out goes on without it.
  }
}
