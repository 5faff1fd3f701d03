import { raceExposureSchema, type SetLiabilityLimitBody } from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../lib/operator-api-client';
import { operatorApiPaths } from '../lib/operator-paths';

export function getRaceExposure(raceUid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.exposure(raceUid), raceExposureSchema, signal);
}

export function setLiabilityLimit(raceUid: string, body: SetLiabilityLimitBody) {
  return requestOperatorJson(operatorApiPaths.liabilityLimits(raceUid), {
    method: 'PUT',
    body,
    schema: raceExposureSchema,
  });
}
