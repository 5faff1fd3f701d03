import {
  limitHitsSchema,
  operatorPlayerProtectionsSchema,
  protectionsSchema,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function getPlayerProtections(uid: string, signal?: AbortSignal) {
  return getOperatorJson(
    operatorApiPaths.protections(uid),
    operatorPlayerProtectionsSchema,
    signal,
  );
}

/** A break the player asked for by phone or email: the same verbs as the player's own. */
export function applyBreak(
  uid: string,
  kind: 'time-out' | 'self-exclusion',
  duration: TimeOutDuration | SelfExclusionDuration,
) {
  return requestOperatorJson(`${operatorApiPaths.protections(uid)}/${kind}`, {
    method: 'POST',
    body: { duration },
    schema: protectionsSchema,
  });
}

export function getLimitHits(signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.limitHits, limitHitsSchema, signal);
}
