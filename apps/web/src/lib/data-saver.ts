import { useSyncExternalStore } from 'react';

/** Remembered on this device: a weak signal belongs to the phone, not to the account. */
export const DATA_SAVER_KEY = 'furlong.dataSaver';

const listeners = new Set<() => void>();
/** Private mode without storage: the setting lasts as long as the page. */
let unstoredSetting = false;

function readDataSaver(): boolean {
  try {
    return window.localStorage.getItem(DATA_SAVER_KEY) === 'on';
  } catch {
    return unstoredSetting;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the setting changes it here too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_KEY) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

export function setDataSaver(isOn: boolean): void {
  try {
    if (isOn) window.localStorage.setItem(DATA_SAVER_KEY, 'on');
    else window.localStorage.removeItem(DATA_SAVER_KEY);
  } catch {
    unstoredSetting = isOn;
  }
  listeners.forEach((listener) => listener());
}

/**
 * The data saver: banner video does not load or play, and silks and banner images load only
 * when the player asks for them.
 */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, readDataSaver, () => false);
}
