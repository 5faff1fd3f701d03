import { loadCatalogue } from './catalogues';
import { DEFAULT_LANGUAGE, isLanguageTag, pickLanguage, type LanguageTag } from './languages';

/** A signed-out visitor's choice, on this device; a player's is also kept on the account. */
export const LANGUAGE_KEY = 'furlong.language';

const listeners = new Set<() => void>();
let current: LanguageTag = DEFAULT_LANGUAGE;

/** The language the visitor chose on this device, if they chose one. */
export function readStoredLanguage(): LanguageTag | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguageTag(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The choice made on this device, else the first of the browser's languages the app speaks. */
export function detectLanguage(): LanguageTag {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return readStoredLanguage() ?? pickLanguage(browser ?? []);
}

export function currentLanguage(): LanguageTag {
  return current;
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the app in a language once its catalogue is here. `remember` keeps it on this device
 * (a choice the visitor made, not one read from the browser).
 */
export async function showLanguage(tag: LanguageTag, remember: boolean): Promise<void> {
  await loadCatalogue(tag);
  if (remember) {
    try {
      window.localStorage.setItem(LANGUAGE_KEY, tag);
    } catch {
      // Private mode without storage: the choice lasts as long as the page.
    }
  }
  current = tag;
  document.documentElement.lang = tag;
  listeners.forEach((listener) => listener());
}
