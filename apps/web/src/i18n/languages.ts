import { DEFAULT_LANGUAGE, isLanguageTag, LANGUAGES, type LanguageTag } from '@furlong/contract';

/**
 * The languages of the player app are the contract's `LANGUAGES` (the server words pushes in
 * them too): a new one is a line there, a catalogue in `messages/<tag>.json` with the same keys
 * as English, and its push words (decisions 042, 091).
 */
export {
  DEFAULT_LANGUAGE,
  formattingLocale,
  isLanguageTag,
  languageOf,
  LANGUAGES,
  type Language,
  type LanguageTag,
} from '@furlong/contract';

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
