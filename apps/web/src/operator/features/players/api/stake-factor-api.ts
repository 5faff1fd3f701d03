import { playerTradingProfileSchema, type SetStakeFactorBody } from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function getTradingProfile(uid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.tradingProfile(uid), playerTradingProfileSchema, signal);
}

/** Sets the player's stake factor with a reason (decision 072); answers the profile after. */
export function setStakeFactor(uid: string, body: SetStakeFactorBody) {
  return requestOperatorJson(operatorApiPaths.stakeFactor(uid), {
    method: 'PUT',
    body,
    schema: playerTradingProfileSchema,
  });
}
