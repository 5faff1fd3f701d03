import { CASHIER_MESSAGES } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { withdrawFormSchema } from './withdraw-form-schema';

const firstMessage = (amount: string, withdrawable = 30_000, beneficiaryId = 'b-1') => {
  const result = withdrawFormSchema(withdrawable).safeParse({ beneficiaryId, amount });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('withdraw form rules', () => {
  it.each(['', 'abc', '0', '-5', '25000.01', '30000', '1.234'])(
    'reads %j as an invalid amount',
    (amount) => {
      expect(firstMessage(amount)).toBe(CASHIER_MESSAGES.withdrawAmount);
    },
  );

  it('refuses more than the withdrawable balance, and accepts up to it', () => {
    expect(firstMessage('1000.50', 1000)).toBe(CASHIER_MESSAGES.withdrawable);
    expect(firstMessage('1000', 1000)).toBeNull();
    expect(firstMessage('25000', 25_000)).toBeNull();
  });

  it('asks for a beneficiary', () => {
    expect(firstMessage('100', 1000, '')).toBe(CASHIER_MESSAGES.selectBeneficiary);
  });

  it('hands the amount on as rupees', () => {
    const values = withdrawFormSchema(1000).parse({ beneficiaryId: 'b-1', amount: ' 250.5 ' });
    expect(values.amount).toBe(250.5);
  });
});
