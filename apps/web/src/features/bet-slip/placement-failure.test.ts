import { GENERIC_ERROR_MESSAGE, LEGAL_MESSAGES } from '@furlong/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeFailure } from './placement-failure';

describe('what the slip says when a slip is refused', () => {
  it("says why a player's state takes no bets, in the server's words naming the state", () => {
    const message = LEGAL_MESSAGES.stateNotLive('Karnataka', 'WIND_DOWN');
    expect(describeFailure(new ApiError(403, 'STATE_NOT_LIVE', message))).toEqual({ message });
  });

  it('keeps the generic words for a refusal not written for players', () => {
    expect(describeFailure(new ApiError(500, 'INTERNAL', 'boom'))).toEqual({
      message: GENERIC_ERROR_MESSAGE,
    });
  });
});
