import type { MessageId } from '../../i18n/catalogues';
import type { Translator } from '../../i18n/use-t';

/** The going as the Indian turf clubs declare it; a word outside this list stays as sent. */
const GOING_IDS: Record<string, MessageId> = {
  Good: 'form.going.Good',
  'Good to Firm': 'form.going.GoodToFirm',
  'Good to Soft': 'form.going.GoodToSoft',
  Soft: 'form.going.Soft',
  Yielding: 'form.going.Yielding',
  Firm: 'form.going.Firm',
  Heavy: 'form.going.Heavy',
  Standard: 'form.going.Standard',
};

/** A declared going in the player's language. */
export function goingIn(t: Translator['t'], going: string): string {
  const id = GOING_IDS[going];
  return id ? t(id) : going;
}
