/**
 * Namespaces of the English catalogue that only lazily loaded screens and dialogs read. The
 * build leaves them out of the first download and ships them as a chunk of their own
 * (`en-IN.json?later`, vite.config.ts) that every lazy screen waits for (src/lib/lazy.ts).
 * en-IN.json stays the one catalogue; later-messages.test.ts proves that no code the first
 * screens load statically uses one of these keys.
 */
export const LATER_NAMESPACES: readonly string[] = [
  'account',
  'auth',
  'bonus',
  'cashier',
  'content',
  'dataRights',
  'follows',
  'form',
  'history',
  'myBets',
  'promotions',
  'protections',
  'push',
  'replay',
  'results',
  'search',
  'statements',
];

/** Keys of those namespaces that the shell itself says: the footer's links, a toast. */
const FIRST_SCREEN_KEYS: ReadonlySet<string> = new Set([
  'account.password.prompt',
  'content.bettingRules',
  'content.help',
  'content.privacy',
  'content.responsibleGambling',
  'content.terms',
]);

/** Whether a catalogue key ships in the later chunk. */
export function isLaterMessage(key: string): boolean {
  return LATER_NAMESPACES.includes(key.slice(0, key.indexOf('.'))) && !FIRST_SCREEN_KEYS.has(key);
}
