import { useT } from '../i18n/use-t';

/** The contract's English words for a player (a validation message), in their language. */
export function PlayerWords({ english }: { english: string }) {
  return useT().words(english);
}
