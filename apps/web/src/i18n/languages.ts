/**
 * The languages of the player app. A new one is a catalogue in `messages/<tag>.json` with the
 * same keys as English, and one line here; nothing else changes (decision 042).
 * `numbers` is the locale numbers and money are written in: one that groups in lakhs and
 * crores with Latin digits (hi-IN does; for a language whose data does not, say en-IN).
 */
export const LANGUAGES = [
  { tag: 'en-IN', name: 'English', numbers: 'en-IN' },
  { tag: 'hi-IN', name: 'हिन्दी', numbers: 'hi-IN' },
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
