import type { RacePool } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { buildRunner } from '../../../test/race-data';
import { buildOperatorRace } from '../../test/operator-data';
import { toteAgainstPrices } from './steam';

const winPool = (totalStake: number, dividends: [number, number][]): RacePool => ({
  pool: 'WIN',
  status: 'OPEN',
  commissionRate: 0.15,
  totalStake,
  carryIn: 0,
  approximates: dividends.map(([horse, dividend]) => ({ combination: [horse], dividend })),
  dividends: [],
});

describe('tote against price and steam', () => {
  const runner = (horseNumber: number, price: number) =>
    buildRunner({
      horseNumber,
      odds: [
        {
          market: 'WIN',
          price,
          selection: `00000000-0000-4000-8000-00000000b00${horseNumber}`,
          status: 'OPEN',
        },
      ],
    });
  const race = buildOperatorRace({ participants: [runner(2, 9), runner(1, 4)] });
  const winOf = (horse: number) => (horse === 1 ? 4 : 9);

  it('turns a ₹10 dividend into a "to 1" price and flags money 1.25 times the price chance', () => {
    const price = winOf(1);
    // The price's chance is 1 / (price + 1); a dividend of 10 × (price + 1) / 1.25 is exactly
    // 1.25 times that chance (steam); a shade longer is not.
    const steaming = Math.floor((1000 * (price + 1)) / 1.25) / 100;
    const rows = toteAgainstPrices(
      race,
      winPool(5_000, [
        [1, steaming],
        [2, 40],
      ]),
    );
    expect(rows[0]).toMatchObject({ horseNo: 1, isSteaming: true });
    expect(rows[0]!.totePrice).toBeCloseTo(steaming / 10 - 1, 2);
    const quiet = Math.ceil((1000 * (price + 1)) / 1.2) / 100;
    expect(toteAgainstPrices(race, winPool(5_000, [[1, quiet]]))[0]!.isSteaming).toBe(false);
  });

  it('flags nothing while the pool is thin, and shows no tote price without money on a runner', () => {
    const rows = toteAgainstPrices(race, winPool(999, [[1, 11]]));
    expect(rows[0]!.isSteaming).toBe(false);
    expect(rows[1]).toMatchObject({ horseNo: 2, totePrice: null, isSteaming: false });
    expect(toteAgainstPrices(race, undefined).every((row) => row.totePrice === null)).toBe(true);
  });
});
