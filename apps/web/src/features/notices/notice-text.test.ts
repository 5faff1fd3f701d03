import type { PlayerNotice } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import { intlFor } from '../../i18n/intl';
import { toTranslator } from '../../i18n/use-t';
import { noticeText } from './notice-text';

const notice = (figures: Partial<PlayerNotice>): PlayerNotice => ({
  uid: '00000000-0000-4000-8000-0000000000a1',
  kind: 'RACE_SETTLED',
  createdAt: '2026-11-27T09:00:00.000Z',
  sportFixture: '00000000-0000-4000-8000-0000000000b1',
  venueName: 'Delhi',
  raceNumber: 1,
  won: 0,
  refunded: 0,
  lost: 0,
  dismissed: false,
  ...figures,
});

describe('the news of a settled race', () => {
  it('says which race, won, refunded or lost, and the amount, in English', () => {
    const english = toTranslator(intlFor('en-IN'));
    expect(noticeText(notice({ won: 268.57, lost: 1 }), english)).toBe('Delhi R1: you won ₹268.57');
    expect(noticeText(notice({ refunded: 100 }), english)).toBe('Delhi R1: ₹100.00 refunded');
    expect(noticeText(notice({ won: 1234.5, refunded: 100 }), english)).toBe(
      'Delhi R1: you won ₹1,234.50 and ₹100.00 was refunded',
    );
    expect(noticeText(notice({ lost: 1 }), english)).toBe('Delhi R1: your bet lost');
    expect(noticeText(notice({ lost: 3, raceNumber: 7 }), english)).toBe(
      'Delhi R7: your bets lost',
    );
    // Lakh grouping and exact paise, never a float's tail.
    expect(noticeText(notice({ won: 100000.1 }), english)).toBe('Delhi R1: you won ₹1,00,000.10');
  });

  it('says it in Hindi for a player who reads Hindi', async () => {
    await loadCatalogue('hi-IN');
    const hindi = toTranslator(intlFor('hi-IN'));
    expect(noticeText(notice({ won: 268.57 }), hindi)).toBe('Delhi R1: आप ₹268.57 जीते');
    expect(noticeText(notice({ refunded: 100 }), hindi)).toBe('Delhi R1: ₹100.00 वापस किए गए');
    expect(noticeText(notice({ lost: 2 }), hindi)).toBe('Delhi R1: आपकी बेटें हार गईं');
  });
});
