import { describe, expect, it } from 'vitest';
import { betSlipLineSchema } from './bet-slip';
import { withdrawAmountSchema } from './cashier';
import { priceSchema } from './fixtures';
import { hasWholeHundredths, INT32_MAX, int32Schema, rupeesSchema } from './number-bounds';
import { OPERATOR_MESSAGES, playerAdjustmentBodySchema, retailCashInBodySchema } from './operators';

describe('int32Schema', () => {
  it('holds what an int4 column holds, with the field’s message past it', () => {
    const schema = int32Schema('Enter a number');
    for (const value of [0, 1, INT32_MAX, -2_147_483_648]) expect(schema.parse(value)).toBe(value);
    for (const value of [2_147_483_648, -2_147_483_649, 2 ** 53, 1.5]) {
      const result = schema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a number');
    }
  });

  it('keeps a bet slip’s horse number within int4', () => {
    const line = {
      venue: 'BLR',
      raceNumber: 1,
      market: 'WIN',
      horseNo: 2_147_483_648,
      horse: 'Star',
      odds: 2,
      ticketPrice: 100,
      sportFixture: '6f1c1a3e-8d3c-4a8e-9a51-0d2f4b5c6d7e',
      selection: '7f1c1a3e-8d3c-4a8e-9a51-0d2f4b5c6d7e',
    };
    expect(betSlipLineSchema.safeParse(line).success).toBe(false);
    expect(betSlipLineSchema.safeParse({ ...line, horseNo: 3 }).success).toBe(true);
  });
});

describe('rupees and hundredths', () => {
  it('takes whole hundredths only, so nothing nonzero under one paisa', () => {
    for (const value of [0, 0.01, 1.1, 0.1 + 0.2, -25, 1_000_000])
      expect(hasWholeHundredths(value)).toBe(true);
    for (const value of [1e-320, -1e-320, 0.001, 0.004, 0.005, 1e-9, 10.005, Number.NaN, Infinity])
      expect(hasWholeHundredths(value), String(value)).toBe(false);
  });

  it('answers the caller’s messages', () => {
    const schema = rupeesSchema({ required: 'Enter an amount', decimals: 'Two decimals at most' });
    expect(schema.safeParse('1').error?.issues[0]?.message).toBe('Enter an amount');
    expect(schema.safeParse(1e-320).error?.issues[0]?.message).toBe('Two decimals at most');
  });

  it('refuses amounts under one paisa wherever money or a price is asked for', () => {
    for (const amount of [1e-320, 0.004]) {
      const adjustment = playerAdjustmentBodySchema.safeParse({
        amount,
        pocket: 'cash',
        reason: 'Dust',
      });
      expect(adjustment.error?.issues[0]?.message).toBe(OPERATOR_MESSAGES.amountDecimals);
      const cashIn = retailCashInBodySchema.safeParse({ amount, reference: 'R-1' });
      expect(cashIn.error?.issues[0]?.message).toBe(OPERATOR_MESSAGES.amountDecimals);
      expect(withdrawAmountSchema.safeParse(amount).success).toBe(false);
      expect(priceSchema.safeParse(amount).success).toBe(false);
    }
  });
});
