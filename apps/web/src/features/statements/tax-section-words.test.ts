import { TAX_LABELS } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en-IN.json';
import hindi from '../../i18n/messages/hi-IN.json';
import { sectionMessage } from './tax-section-words';

describe('the TDS section in the player’s language', () => {
  it.each(TAX_LABELS.map(({ tdsSection }) => tdsSection))('has a message for %s', (section) => {
    const id = sectionMessage(section);
    expect(id).toBeDefined();
    // English reads exactly what the server sends; another language has its own words.
    expect(english[id as keyof typeof english]).toBe(section);
    expect(hindi[id as keyof typeof hindi]).not.toBe(section);
  });

  it('leaves a citation it does not know as sent', () => {
    expect(sectionMessage('Section 1 of a future Act')).toBeUndefined();
  });
});
