import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogues';
import { intlFor } from './intl';
import { LANGUAGES, pickLanguage, type LanguageTag } from './languages';
import { toTranslator } from './use-t';

const NEW_LANGUAGES: { tag: LanguageTag; name: string; upcoming: string; monthOfNov: RegExp }[] = [
  { tag: 'mr-IN', name: 'मराठी', upcoming: 'येणाऱ्या रेस', monthOfNov: /नोव्हें/ },
  { tag: 'kn-IN', name: 'ಕನ್ನಡ', upcoming: 'ಮುಂಬರುವ ರೇಸ್‌ಗಳು', monthOfNov: /ನವೆಂ/ },
  { tag: 'te-IN', name: 'తెలుగు', upcoming: 'రాబోయే రేస్‌లు', monthOfNov: /నవం/ },
  { tag: 'ta-IN', name: 'தமிழ்', upcoming: 'வரவிருக்கும் ரேஸ்கள்', monthOfNov: /நவ/ },
  { tag: 'bn-IN', name: 'বাংলা', upcoming: 'আসন্ন রেস', monthOfNov: /নভে/ },
];

/** Digits a punter could misread: Devanagari, Bengali, Telugu, Kannada, Tamil and others. */
const NATIVE_DIGITS = /[\u0966-\u096F\u09E6-\u09EF\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF]/u;

describe('the languages of India’s racecourses', () => {
  it('are offered each by its own name', () => {
    expect(LANGUAGES.map(({ name }) => name)).toEqual([
      'English',
      'हिन्दी',
      ...NEW_LANGUAGES.map(({ name }) => name),
    ]);
  });

  it.each([
    [['ta'], 'ta-IN'],
    [['ta-LK'], 'ta-IN'],
    [['mr'], 'mr-IN'],
    [['kn-IN'], 'kn-IN'],
    [['te'], 'te-IN'],
    [['bn-BD', 'en-IN'], 'bn-IN'],
    [['fr-FR', 'bn'], 'bn-IN'],
  ])('a browser set to %j opens in %s', (browser, expected) => {
    expect(pickLanguage(browser)).toBe(expected);
  });

  it.each(NEW_LANGUAGES)(
    '$tag writes money in Latin digits with lakh grouping, and dates with Latin digits',
    async ({ tag, upcoming, monthOfNov }) => {
      await loadCatalogue(tag);
      const translator = toTranslator(intlFor(tag));
      expect(translator.language).toBe(tag);
      // The catalogue is the language's own, not English's.
      expect(translator.t('raceDay.upcoming')).toBe(upcoming);
      expect(translator.money(1_23_45_678_50)).toBe('₹1,23,45,678.50');
      expect(
        translator.t('shell.cashBalance', { amount: translator.money(1_10_000_00) }),
      ).toContain('₹1,10,000.00');

      const day = translator.raceDate('2026-11-26');
      expect(day).toMatch(/26/);
      expect(day).toMatch(/2026/);
      expect(day).toMatch(monthOfNov);
      expect(day).not.toMatch(NATIVE_DIGITS);

      // Plurals and ordinals count in Latin digits too, in the language's own words.
      const counted = translator.t('form.lastRan', { days: 12 });
      expect(counted).toContain('12');
      expect(counted).not.toMatch(NATIVE_DIGITS);
      expect(translator.t('race.place', { place: 11 })).not.toMatch(NATIVE_DIGITS);
    },
  );

  it.each(NEW_LANGUAGES)('$tag says the English text of a legal page binds', async ({ tag }) => {
    await loadCatalogue(tag);
    const note = toTranslator(intlFor(tag)).t('content.bindingEnglish');
    expect(note).not.toBe('This text is binding in English.');
    expect(note.length).toBeGreaterThan(10);
  });
});
