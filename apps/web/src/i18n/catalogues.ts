import type { MessageFormatElement } from 'react-intl';
import english from './messages/en-IN.json';
import { DEFAULT_LANGUAGE, type LanguageTag } from './languages';

/** Every key of the player app's catalogue; English is the reference every language matches. */
export type MessageId = keyof typeof english;
/** ICU messages: text in development and tests, parsed syntax trees in the build. */
export type Catalogue = Record<MessageId, string | MessageFormatElement[]>;

/**
 * English as the first screens need it. In the build it starts without LATER_NAMESPACES, which
 * `completeEnglish` adds in place once their chunk is here (react-intl looks a key up when it
 * formats, so the formatter built on this object reads them from then on).
 */
export const ENGLISH: Catalogue = english;

/** Only the build cuts English in two (vite.config.ts); development and tests hold it whole. */
const laterEnglish = import.meta.env.PROD
  ? import.meta.glob<Partial<Catalogue>>('./messages/en-IN.json', {
      query: '?later',
      import: 'default',
    })['./messages/en-IN.json']
  : undefined;
let completing: Promise<void> | undefined;

/**
 * Brings the rest of the English catalogue, its own chunk in the build. Settles once, however
 * often it is called; a failed download is tried again by the next call.
 */
export function completeEnglish(): Promise<void> {
  if (!laterEnglish) return Promise.resolve();
  completing ??= laterEnglish().then(
    (later) => {
      Object.assign(ENGLISH, later);
    },
    (error: unknown) => {
      completing = undefined;
      throw error;
    },
  );
  return completing;
}

/** A lazily loaded module, handed over once the rest of the English catalogue is here too. */
export function withCompleteEnglish<T>(loading: Promise<T>): Promise<T> {
  return Promise.all([loading, completeEnglish()]).then(([module]) => module);
}

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
