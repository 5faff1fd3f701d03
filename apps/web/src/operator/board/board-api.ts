import { operatorRacesResponseSchema } from '@furlong/contract';
import { getOperatorJson } from '../lib/operator-api-client';
import { operatorApiPaths } from '../lib/operator-paths';

export function getOperatorRaces(day: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.races(day), operatorRacesResponseSchema, signal);
}
