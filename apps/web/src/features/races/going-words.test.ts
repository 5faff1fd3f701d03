import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import { intlFor } from '../../i18n/intl';
import { toTranslator } from '../../i18n/use-t';
import { goingIn } from './going-words';

describe('the going', () => {
  it('reads in the language, stays as declared in English, and keeps an unknown word', async () => {
    await loadCatalogue('hi-IN');
    const english = toTranslator(intlFor('en-IN')).t;
    const hindi = toTranslator(intlFor('hi-IN')).t;
    expect(goingIn(english, 'Good to Soft')).toBe('Good to Soft');
    expect(goingIn(hindi, 'Good to Soft')).toBe('अच्छी से नरम');
    expect(goingIn(hindi, 'Slushy')).toBe('Slushy');
  });
});
