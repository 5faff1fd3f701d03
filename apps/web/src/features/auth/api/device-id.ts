import { DEVICE_ID_HEADER } from '@furlong/contract';

const STORAGE_KEY = 'furlong.device';

/**
 * The random id this browser keeps for itself, sent at sign-in (DEVICE_ID_HEADER) so that
 * accounts signed in from one device can be found (money-laundering alerts, decision 071).
 * It names no one; the server keeps only a keyed hash. Without storage, no header is sent.
 */
export function deviceHeader(): Record<string, string> {
  try {
    let id = localStorage.getItem(STORAGE_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(STORAGE_KEY, id);
    }
    return { [DEVICE_ID_HEADER]: id };
  } catch {
    return {};
  }
}
