import type { PushSubscriptionBody } from '@furlong/contract';

/** Whether this browser can receive Web Push: a service worker, the Push API and notifications. */
export function canPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the bytes PushManager.subscribe takes (it is base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function pushManager(): Promise<PushManager> {
  return (await navigator.serviceWorker.ready).pushManager;
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await pushManager()).getSubscription();
}

/**
 * This browser's subscription, asking the player's permission and subscribing with the server's
 * key when it has none; null when the player refuses.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  const existing = await currentSubscription();
  if (existing) return existing;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  return (await pushManager()).subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

/** The subscription as the server keeps it. */
export function subscriptionBody(
  subscription: PushSubscription,
  kinds: PushSubscriptionBody['kinds'],
): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    kinds,
  };
}
