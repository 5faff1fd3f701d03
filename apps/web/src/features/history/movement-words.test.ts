import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import { intlFor } from '../../i18n/intl';
import { LANGUAGES } from '../../i18n/languages';
import { toTranslator } from '../../i18n/use-t';
import { buildTransaction } from '../../test/bet-data';
import { describeMovement, movementWords } from './movement-words';

/** Every description shape the server writes (list-transactions.ts and the ledger memos). */
const SERVER_DESCRIPTIONS = [
  'Bet slip of 3 line(s)',
  'Winnings on ticket B100200',
  'Result corrected: ticket B100200',
  'Tote ticket P500123',
  'Result corrected: tote ticket P500123',
  'Multi-race ticket J700100',
  'Dividends on multi-race ticket J700100',
  'Result corrected: multi-race ticket J700100',
  'Multiple T100200: winnings on bet B100201',
  'Result corrected: multiple T100200, bet B100201',
  'Bet placed',
  'Bet refunded',
  'Bet void',
  'Bet refunded: runner scratched',
  'Winnings',
  'Settlement corrected',
  'Tote dividend',
  'Tote ticket refunded',
  'Adjustment',
  'Cash in at retail',
  'Withdrawal',
  'Withdrawal returned',
  'Bet',
];

describe("History's words", () => {
  it('stay exactly as the server sends them in English', () => {
    const english = toTranslator(intlFor('en-IN'));
    for (const description of SERVER_DESCRIPTIONS) {
      expect(describeMovement(english, description)).toBe(description);
    }
    expect(
      movementWords(english, buildTransaction({ txnType: 'DEBIT', status: 'PENDING' })),
    ).toMatchObject({
      type: 'DEBIT',
      status: 'PENDING',
    });
  });

  it("are the language's own in Hindi: a bet slip, its type, group and status", async () => {
    await loadCatalogue('hi-IN');
    const hindi = toTranslator(intlFor('hi-IN'));
    const row = buildTransaction({
      description: 'Bet slip of 1 line(s)',
      txnType: 'DEBIT',
      txnGroup: 'sports',
      status: 'SUCCESS',
    });
    expect(movementWords(hindi, row)).toEqual({
      description: '1 लाइन की बेट स्लिप',
      type: 'नामे',
      group: 'खेल',
      status: 'सफल',
    });
    expect(describeMovement(hindi, 'Tote ticket P500123')).toBe('Tote टिकट P500123');
    // A trader's typed words are data: they stay as typed.
    expect(describeMovement(hindi, 'Debt written off: goodwill')).toBe(
      'Debt written off: goodwill',
    );
  });

  it('leave no description in English and keep the ticket number, in every other language', async () => {
    for (const { tag } of LANGUAGES.filter(({ tag }) => tag !== 'en-IN')) {
      await loadCatalogue(tag);
      const translator = toTranslator(intlFor(tag));
      for (const description of SERVER_DESCRIPTIONS) {
        const translated = describeMovement(translator, description);
        expect(translated, `${tag}: ${description}`).not.toBe(description);
        for (const number of description.match(/[A-Z]\d{6}|\d+/g) ?? []) {
          expect(translated, `${tag}: ${description}`).toContain(number);
        }
      }
    }
  });

  it('write a moment with the month in the language and Latin digits', async () => {
    await loadCatalogue('hi-IN');
    await loadCatalogue('ta-IN');
    const at = '2025-11-14T20:15:00.000Z';
    expect(toTranslator(intlFor('en-IN')).dateTime(at)).toBe('15-NOV-2025 01:45');
    const hindi = toTranslator(intlFor('hi-IN')).dateTime(at);
    expect(hindi).toMatch(/^15 नव॰ 2025 01:45$/);
    expect(toTranslator(intlFor('ta-IN')).dateTime(at)).not.toMatch(/NOV|Nov/);
  });

  it("name a country in the language, and keep the server's name in English", async () => {
    await loadCatalogue('hi-IN');
    expect(toTranslator(intlFor('en-IN')).country('IN', 'India')).toBe('India');
    expect(toTranslator(intlFor('hi-IN')).country('IN', 'India')).toBe('भारत');
    expect(toTranslator(intlFor('hi-IN')).country('not a code', 'Elsewhere')).toBe('Elsewhere');
  });
});
