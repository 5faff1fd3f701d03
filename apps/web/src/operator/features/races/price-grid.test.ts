import { OPERATOR_CONSOLE_MESSAGES, type OperatorRace } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { buildRunner } from '../../../test/race-data';
import { buildOperatorRace } from '../../test/operator-data';
import { cellKey, collectPriceUpdates, livePrice } from './price-grid';

const odds = (price: number) =>
  (['WIN', 'PLACE', 'SHP', 'THP'] as const).map((market, index) => ({
    market,
    selection: `00000000-0000-4000-8000-00000000000${index}`,
    price: market === 'WIN' ? price : price / 2,
    status: 'OPEN' as const,
  }));

const race: OperatorRace = buildOperatorRace({
  participants: [
    buildRunner({ horseNumber: 1, odds: odds(4) }),
    buildRunner({ horseNumber: 2, odds: odds(6.5) }),
    buildRunner({ horseNumber: 3, odds: odds(9), isRunner: false }),
  ],
});

describe('price grid', () => {
  it('shows the live price of a cell, empty when the market has none', () => {
    expect(livePrice(race, 2, 'WIN')).toBe('6.5');
    expect(livePrice(race, 2, 'PLACE')).toBe('3.25');
    expect(livePrice(race, 9, 'WIN')).toBe('');
  });

  it('sends only the cells typed away from their live price, skipping scratched runners', () => {
    const updates = collectPriceUpdates(race, {
      [cellKey(1, 'WIN')]: '4',
      [cellKey(1, 'SHP')]: '2.75',
      [cellKey(2, 'WIN')]: ' 7 ',
      [cellKey(3, 'WIN')]: '12',
    });
    expect(updates).toEqual({
      status: 'ok',
      prices: [
        { horseNo: 1, market: 'SHP', price: 2.75 },
        { horseNo: 2, market: 'WIN', price: 7 },
      ],
    });
    expect(collectPriceUpdates(race, {})).toEqual({ status: 'ok', prices: [] });
  });

  it('names the first cell whose price breaks the rule', () => {
    for (const typed of ['', '0', '-2', '1.234', '1000', 'abc']) {
      expect(collectPriceUpdates(race, { [cellKey(2, 'THP')]: typed })).toEqual({
        status: 'invalid',
        message: `2 THP: ${OPERATOR_CONSOLE_MESSAGES.price}`,
        cell: '2:THP',
      });
    }
  });
});
