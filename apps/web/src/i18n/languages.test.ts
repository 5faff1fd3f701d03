import { formatRupees } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogues';
import { intlFor } from './intl';
import { pickLanguage } from './languages';
import { toTranslator } from './use-t';

describe('choosing a language from the browser', () => {
  it.each([
    [['hi-IN', 'en-IN'], 'hi-IN'],
    [['hi'], 'hi-IN'],
    [['en-GB', 'hi-IN'], 'en-IN'],
    [['ta-IN', 'hi'], 'ta-IN'],
    [['ta'], 'ta-IN'],
    [['fr-FR'], 'en-IN'],
    [[], 'en-IN'],
  ])('%j opens in %s', (browser, expected) => {
    expect(pickLanguage(browser)).toBe(expected);
  });
});

describe('numbers and money', () => {
  it('group in lakhs and crores in both languages', () => {
    expect(formatRupees(1_23_45_678_50)).toBe('₹1,23,45,678.50');
    expect(formatRupees(-10_000_000)).toBe('-₹1,00,000.00');
  });
});

describe('the Hindi translator', () => {
  it('speaks Hindi, with plurals, ordinals and the contract’s words by lookup', async () => {
    await loadCatalogue('hi-IN');
    const hindi = toTranslator(intlFor('hi-IN'));
    expect(hindi.t('shell.login')).toBe('लॉगिन');
    expect(hindi.t('race.place', { place: 2 })).toBe('दूसरा');
    expect(hindi.money(1_10_000_00)).toBe('₹1,10,000.00');
    expect(hindi.words('Please enter Email')).toBe('कृपया ईमेल डालें');
    // Words the catalogue does not hold stay as they came rather than vanish.
    expect(hindi.words('Journey Runner 1-1')).toBe('Journey Runner 1-1');
    // A refusal in other words than the catalogue's reads by its code.
    expect(hindi.refusal({ code: 'RATE_LIMITED', message: 'Wait 10 minutes.' })).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। थोड़ा रुककर फिर कोशिश करें।',
    );
  });

  it('leaves English exactly as the contract and the server word it', () => {
    const english = toTranslator(intlFor('en-IN'));
    expect(english.t('race.place', { place: 3 })).toBe('3rd');
    expect(english.refusal({ code: 'RATE_LIMITED', message: 'Wait 10 minutes.' })).toBe(
      'Wait 10 minutes.',
    );
    expect(english.raceDate('2026-11-26')).toBe('26-NOV-2026');
  });
});
