import { CASHIER_MESSAGES, ERROR_MESSAGES } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeWithdrawFailure } from './withdrawal-failure';

const refusal = (
  status: number,
  code: ConstructorParameters<typeof ApiError>[1],
  message: string,
) => new ApiError(status, code, message);

describe('describeWithdrawFailure', () => {
  it('offers to try again only where trying again can help', () => {
    expect(describeWithdrawFailure(refusal(0, 'NETWORK_FAILED', 'offline')).canTryAgain).toBe(true);
    expect(describeWithdrawFailure(refusal(503, 'SERVICE_UNAVAILABLE', 'Busy')).canTryAgain).toBe(
      true,
    );
    const standing = [
      refusal(422, 'LIMIT_EXCEEDED', CASHIER_MESSAGES.dailyCountLimit),
      refusal(403, 'KYC_REQUIRED', CASHIER_MESSAGES.kycRequired),
      refusal(409, 'BENEFICIARY_COOLING_OFF', ERROR_MESSAGES.BENEFICIARY_COOLING_OFF),
      refusal(402, 'INSUFFICIENT_FUNDS', CASHIER_MESSAGES.withdrawable),
    ];
    for (const error of standing) {
      const failure = describeWithdrawFailure(error);
      expect(failure.canTryAgain, error.code).toBe(false);
      expect(failure.reason ?? '', error.code).not.toMatch(/try again/i);
    }
  });

  it('says a hold in its own words, and does not offer to try again', () => {
    expect(
      describeWithdrawFailure(refusal(403, 'WITHDRAWALS_HELD', ERROR_MESSAGES.WITHDRAWALS_HELD)),
    ).toEqual({ reason: ERROR_MESSAGES.WITHDRAWALS_HELD, field: null, canTryAgain: false });
  });

  it('says a debt in its own words, not the balance rule', () => {
    expect(
      describeWithdrawFailure(refusal(402, 'INSUFFICIENT_FUNDS', CASHIER_MESSAGES.debtOutstanding)),
    ).toEqual({ reason: CASHIER_MESSAGES.debtOutstanding, field: null, canTryAgain: false });
  });

  it('keeps the date of a cooling-off refusal for the form to show', () => {
    const error = new ApiError(409, 'BENEFICIARY_COOLING_OFF', 'x', [], {
      availableAt: '2031-05-03T06:00:00.000Z',
    });
    expect(describeWithdrawFailure(error)).toMatchObject({
      reason: CASHIER_MESSAGES.coolingOff,
      availableAt: '2031-05-03T06:00:00.000Z',
      canTryAgain: false,
    });
  });
});
