import { returnOfExampleTicketPaise } from '@furlong/contract';
import { useSyncExternalStore } from 'react';
import { useTaxRule } from './tax-rule';

/** Remembered on this device, as the language a visitor picks is. */
export const PRICE_DISPLAY_KEY = 'furlong.priceDisplay';

/** "To 1" (the spec's) or what a ₹100 ticket returns if it wins, GST included (decision 074). */
export type PriceDisplay = 'TO_ONE' | 'PER_HUNDRED';

const listeners = new Set<() => void>();
/** Private mode without storage: the setting lasts as long as the page. */
let unstoredSetting: PriceDisplay = 'TO_ONE';

function readPriceDisplay(): PriceDisplay {
  try {
    return window.localStorage.getItem(PRICE_DISPLAY_KEY) === 'PER_HUNDRED'
      ? 'PER_HUNDRED'
      : 'TO_ONE';
  } catch {
    return unstoredSetting;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the setting changes it here too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === PRICE_DISPLAY_KEY) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

export function setPriceDisplay(display: PriceDisplay): void {
  try {
    if (display === 'PER_HUNDRED') window.localStorage.setItem(PRICE_DISPLAY_KEY, display);
    else window.localStorage.removeItem(PRICE_DISPLAY_KEY);
  } catch {
    unstoredSetting = display;
  }
  listeners.forEach((listener) => listener());
}

/** How this device shows prices. */
export function usePriceDisplay(): PriceDisplay {
  return useSyncExternalStore(subscribe, readPriceDisplay, () => 'TO_ONE');
}

/**
 * Formats a "to 1" price as this device shows prices: two decimals, or what a ₹100 ticket at
 * that price returns (the slip's arithmetic, at the GST rate served) once the rule is here.
 */
export function useFormatPrice(): (price: number) => string {
  const display = usePriceDisplay();
  const rule = useTaxRule();
  return (price) =>
    display === 'PER_HUNDRED' && rule
      ? (returnOfExampleTicketPaise(Math.round(price * 100), rule.gstRateBp) / 100).toFixed(2)
      : price.toFixed(2);
}
