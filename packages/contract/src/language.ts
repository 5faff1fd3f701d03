import { z } from 'zod';
import { formatRaceDate } from './india-time';

/**
 * The language a player reads the app in, as a BCP 47 tag for India (`en-IN`, `hi-IN`,
 * `mr-IN`...). The server keeps any well-formed Indian tag; the web app and the pushes fall back
 * to English for a tag not in `LANGUAGES`.
 */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}-IN$/;

export const LANGUAGE_MESSAGES = {
  invalid: 'Please choose one of the languages offered.',
} as const;

export const languageTagSchema = z
  .string()
  .max(8, LANGUAGE_MESSAGES.invalid)
  .regex(LANGUAGE_TAG_PATTERN, LANGUAGE_MESSAGES.invalid);

/** `PUT /api/customer/self/language` */
export const languageBodySchema = z.object({ language: languageTagSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** The player's chosen language; null until they choose one (the browser's then decides). */
export const languageReplySchema = z.object({ language: languageTagSchema.nullable() });
export type LanguageReply = z.infer<typeof languageReplySchema>;

/**
 * The languages of the player app, and of the pushes the server sends (decision 091). A new one
 * is one line here, a catalogue in the web's `messages/<tag>.json` with the same keys as English,
 * and its push words (`push-words.ts`); the types ask for the last (decision 042).
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

/**
 * A race day (YYYY-MM-DD) in the language: English keeps the race page's 26-NOV-2026, another
 * language writes its own month name with Latin digits (decision 087).
 */
export function formatRaceDateIn(language: LanguageTag, day: string): string {
  if (language === DEFAULT_LANGUAGE) return formatRaceDate(day);
  return new Intl.DateTimeFormat(formattingLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}
