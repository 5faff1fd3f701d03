import type { OperatorRace, OperatorRaceSummary, OperatorSelf } from '@furlong/contract';
import { buildFixture, buildRunner, nextUuid } from '../../test/race-data';
import { storeOperatorTokens } from '../lib/operator-tokens';

export const OPERATOR_SELF: OperatorSelf = {
  uid: '00000000-0000-4000-8000-0000000e0001',
  name: 'Ravi Admin',
  roles: ['ADMIN'],
  email: 'ravi@furlong.test',
};

/** Starts a test with an operator session, as after a sign-in. */
export function signInOperator(accessToken = 'op-access-1', refreshToken = 'op-refresh-1') {
  storeOperatorTokens({ accessToken, refreshToken });
}

export function buildRaceSummary(
  overrides: Partial<OperatorRaceSummary> = {},
): OperatorRaceSummary {
  return {
    uid: nextUuid(),
    meetingUid: '00000000-0000-4000-8000-0000000d0001',
    venue: 'BLR',
    venueName: 'Bangalore',
    country: 'IN',
    raceNumber: 1,
    name: 'Maiden Plate',
    label: null,
    distance: 1200,
    startDate: '2025-11-14T08:30:00.000Z',
    status: 'PUBLISHED',
    resultVoided: false,
    noOfHorses: 8,
    nonRunners: 0,
    betCount: 0,
    stakeTotal: 0,
    pendingReview: 0,
    ...overrides,
  };
}

export function buildOperatorRace(overrides: Partial<OperatorRace> = {}): OperatorRace {
  return {
    ...buildFixture({
      status: 'SUSPENDED',
      participants: [
        buildRunner({ horseNumber: 1, name: 'Silver Arrow' }),
        buildRunner({ horseNumber: 2, name: 'Monsoon Gold' }),
        buildRunner({ horseNumber: 3, name: 'Deccan Star' }),
        buildRunner({ horseNumber: 4, name: 'Nilgiri Mist' }),
      ],
    }),
    betCount: 3,
    stakeTotal: 1500,
    pendingReview: 0,
    allowedActions: ['result', 'void', 'reopen', 'suspendMarkets'],
    ...overrides,
  };
}
