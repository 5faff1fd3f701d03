import { render, screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../i18n/catalogues';
import { intlFor } from '../../../i18n/intl';
import { toTranslator } from '../../../i18n/use-t';
import { BindingEnglishNote } from './binding-english-note';

describe('the player screens in Hindi', () => {
  it('says above a legal text, in Hindi, that the English is binding; nothing in English', async () => {
    await loadCatalogue('hi-IN');
    const { unmount } = render(
      <RawIntlProvider value={intlFor('hi-IN')}>
        <BindingEnglishNote />
      </RawIntlProvider>,
    );
    expect(screen.getByText(/अंग्रेज़ी पाठ ही मान्य/)).toBeInTheDocument();
    unmount();
    const { container } = render(<BindingEnglishNote />);
    expect(container).toBeEmptyDOMElement();
  });

  it('words a past run, a record and a quarter in both languages', async () => {
    await loadCatalogue('hi-IN');
    const english = toTranslator(intlFor('en-IN'));
    const hindi = toTranslator(intlFor('hi-IN'));
    expect(english.t('form.placeOf', { place: 2, field: 12 })).toBe('2nd of 12');
    expect(hindi.t('form.placeOf', { place: 2, field: 12 })).toBe('12 में दूसरा');
    const run = { jockey: 'A. Kumar', weight: 56, won: 'no', margin: 1.5, price: '4.50' };
    expect(english.t('form.runDetails', run)).toBe('J: A. Kumar · 56 kg · beaten 1.5 L · SP 4.50');
    expect(hindi.t('form.runDetails', run)).toBe(
      'जॉकी: A. Kumar · 56 किलो · 1.5 लेंथ से पीछे · SP 4.50',
    );
    const record = { starts: 1, wins: 1, seconds: 0, thirds: 0 };
    expect(english.t('form.record', record)).toBe('1 start: 1-0-0');
    expect(english.t('form.lastRan', { days: 1 })).toBe('Last ran 1 day ago');
    expect(english.t('statements.quarterTds', { quarter: 'Q4', tds: '₹0.00' })).toBe(
      'Q4 (Jan-Mar): TDS ₹0.00',
    );
    expect(hindi.t('statements.quarterTds', { quarter: 'Q1', tds: '₹0.00' })).toBe(
      'Q1 (अप्रैल-जून): TDS ₹0.00',
    );
  });
});
