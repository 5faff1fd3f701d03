import { vi } from 'vitest';

/**
 * Gives jsdom a matchMedia that answers width queries as a screen `width` px wide would
 * (min-width and max-width only; anything else does not match). Undone by vi.unstubAllGlobals.
 */
export function stubScreenWidth(width: number): void {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
