import type { MessageFormatElement } from 'react-intl';
import english from './messages/en-IN.json';
import { DEFAULT_LANGUAGE, type LanguageTag } from './languages';

/** Every key of the player app's catalogue; English is the reference every language matches. */
export type MessageId = keyof typeof english;
/** ICU messages: text in development and tests, parsed syntax trees in the build. */
export type Catalogue = Record<MessageId, string | MessageFormatElement[]>;

export const ENGLISH: Catalogue = english;

/**
 * Other languages load when first chosen, each its own small chunk: a player who reads English
 * never downloads Hindi.
 */
const loaders = import.meta.glob<Catalogue>(['./messages/*.json', '!./messages/en-IN.json'], {
  import: 'default',
});

const loaded = new Map<LanguageTag, Catalogue>([[DEFAULT_LANGUAGE, ENGLISH]]);

export function loadedCatalogue(tag: LanguageTag): Catalogue | undefined {
  return loaded.get(tag);
}

export async function loadCatalogue(tag: LanguageTag): Promise<Catalogue> {
  const known = loaded.get(tag);
  if (known) return known;
  const load = loaders[`./messages/${tag}.json`];
  if (!load) return ENGLISH;
  const catalogue = await load();
  loaded.set(tag, catalogue);
  return catalogue;
}
