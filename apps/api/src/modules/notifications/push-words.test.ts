import { DEFAULT_LANGUAGE, formatRupees, LANGUAGES } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { PUSH_WORDS, pushWords, type PushWordKey } from './push-words';

/** English words a push may keep in any language: racing words (decisions 076, 087). */
const ALLOWED_ENGLISH = new Set(['Win', 'Place', 'Jackpot']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const englishWords = (text: string) =>
  (text.replace(/\{\w+\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => !ALLOWED_ENGLISH.has(word),
  );

describe('push words', () => {
  const english = PUSH_WORDS[DEFAULT_LANGUAGE];
  const keys = Object.keys(english) as PushWordKey[];

  it('has every key in every language of the app, with the same values, and no English', () => {
    expect(Object.keys(PUSH_WORDS).sort()).toEqual(LANGUAGES.map(({ tag }) => tag).sort());
    for (const { tag } of LANGUAGES) {
      if (tag === DEFAULT_LANGUAGE) continue;
      const words = PUSH_WORDS[tag];
      expect(Object.keys(words).sort(), tag).toEqual([...keys].sort());
      for (const key of keys) {
        expect(placeholders(words[key]), `${tag} ${key}`).toEqual(placeholders(english[key]));
        expect(englishWords(words[key]), `${tag} ${key}: ${words[key]}`).toEqual([]);
      }
    }
  });

  it('fills the values, amounts in Indian grouping', () => {
    const amount = formatRupees(10_000_000);
    expect(pushWords('en-IN', 'won', { amount })).toBe('You won ₹1,00,000.00');
    expect(pushWords('hi-IN', 'won', { amount })).toBe('आप ₹1,00,000.00 जीते');
    expect(pushWords('ta-IN', 'scratched', { number: 8, horse: 'Sea Bird' })).toBe(
      'நீங்கள் பந்தயம் கட்டிய 8 Sea Bird விலக்கப்பட்டது.',
    );
    expect(pushWords('bn-IN', 'race', { venue: 'Kolkata', race: 3 })).toBe('Kolkata R3');
    expect(pushWords('mr-IN', 'lostOne')).toBe('तुमचे बेट हरले');
  });
});
