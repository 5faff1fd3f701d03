import type { IntlShape } from 'react-intl';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { ENGLISH, type Catalogue, type MessageId } from './catalogues';
import { DEFAULT_LANGUAGE } from './languages';

/** Keys holding the contract's player words: its validation messages and error messages. */
const WORD_PREFIXES = ['words.', 'error.'];

let byEnglish: Map<string, MessageId> | undefined;

/** A message without arguments as its text, whether kept as text or as a parsed tree. */
function plainText(message: Catalogue[MessageId]): string | undefined {
  if (typeof message === 'string') return message;
  const parts = message.map((element) => (element.type === TYPE.literal ? element.value : null));
  return parts.includes(null) ? undefined : parts.join('');
}

function keyOfEnglish(english: string): MessageId | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [id, message] of Object.entries(ENGLISH) as [MessageId, Catalogue[MessageId]][]) {
      const text = plainText(message);
      if (text === undefined || !WORD_PREFIXES.some((prefix) => id.startsWith(prefix))) continue;
      if (!byEnglish.has(text)) byEnglish.set(text, id);
    }
  }
  return byEnglish.get(english);
}

/**
 * The contract's English (a zod message in a form, the server's words in a refusal) in the
 * player's language. English stays exactly as given; words the catalogue does not hold stay
 * English rather than vanish.
 */
export function translatePlayerWords(intl: IntlShape, english: string): string {
  const id = keyOfEnglish(english);
  return id ? intl.formatMessage({ id }) : english;
}

/**
 * A refusal the API sent: its own words when they are the catalogue's (or the player reads
 * English), else the catalogue's words for its code, so no refusal shows in a second language.
 */
export function translateRefusal(
  intl: IntlShape,
  error: { code: string; message: string },
): string {
  const id = keyOfEnglish(error.message);
  if (id) return intl.formatMessage({ id });
  const byCode = `error.${error.code}`;
  if (intl.locale === DEFAULT_LANGUAGE || !(byCode in ENGLISH)) return error.message;
  return intl.formatMessage({ id: byCode as MessageId });
}
