import { z } from 'zod';

/**
 * The language a player reads the app in, as a BCP 47 tag for India (`en-IN`, `hi-IN`,
 * `mr-IN`...). The server keeps any well-formed Indian tag, so a new language is a new
 * catalogue in the web app and nothing here; the web app falls back to its default for a tag it
 * does not ship.
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
