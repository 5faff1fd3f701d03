/**
 * The languages of the player app. A new one is a catalogue in `messages/<tag>.json` with the
 * same keys as English, and one line here; nothing else changes (decision 042).
 * `numbers` is the locale numbers and money are written in: one that groups in lakhs and
 * crores with Latin digits (hi-IN, te-IN and ta-IN do; mr-IN and bn-IN write native digits and
 * kn-IN groups in thousands, so they say en-IN: decision 076). `name` is the language in itself.
 */
export const LANGUAGES = [
  { tag: 'en-IN', name: 'English', numbers: 'en-IN' },
  { tag: 'hi-IN', name: 'हिन्दी', numbers: 'hi-IN' },
  { tag: 'mr-IN', name: 'मराठी', numbers: 'en-IN' },
  { tag: 'kn-IN', name: 'ಕನ್ನಡ', numbers: 'en-IN' },
  { tag: 'te-IN', name: 'తెలుగు', numbers: 'te-IN' },
  { tag: 'ta-IN', name: 'தமிழ்', numbers: 'ta-IN' },
  { tag: 'bn-IN', name: 'বাংলা', numbers: 'en-IN' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageTag = Language['tag'];

export const DEFAULT_LANGUAGE: LanguageTag = 'en-IN';

export function isLanguageTag(value: unknown): value is LanguageTag {
  return LANGUAGES.some((language) => language.tag === value);
}

export function languageOf(tag: LanguageTag): Language {
  return LANGUAGES.find((language) => language.tag === tag) ?? LANGUAGES[0];
}

/**
 * The locale a language formats plurals and dates with: its own words, plural rules and month
 * names, and Latin digits (punters read odds and amounts in them) where its `numbers` says its
 * own data does not write them. Money is always `formatRupees`: ₹1,00,000.00.
 */
export function formattingLocale(tag: LanguageTag): string {
  return languageOf(tag).numbers === tag ? tag : `${tag}-u-nu-latn`;
}

/** The language of a formatting locale (`ta-IN-u-nu-latn` → ta-IN), else English. */
export function languageOfLocale(locale: string): LanguageTag {
  const tag = locale.split('-u-')[0];
  return isLanguageTag(tag) ? tag : DEFAULT_LANGUAGE;
}

/**
 * The first of the browser's languages the app speaks: an exact tag (hi-IN), else the same
 * language anywhere (hi, hi-Latn-IN), else English.
 */
export function pickLanguage(preferred: readonly string[]): LanguageTag {
  for (const candidate of preferred) {
    if (isLanguageTag(candidate)) return candidate;
    const primary = candidate.split('-')[0]?.toLowerCase();
    const match = LANGUAGES.find((language) => language.tag.split('-')[0] === primary);
    if (match) return match.tag;
  }
  return DEFAULT_LANGUAGE;
}
