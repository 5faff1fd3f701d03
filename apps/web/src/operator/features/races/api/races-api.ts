import {
  operatorRaceSchema,
  type CreateRaceBody,
  type EditRaceBody,
  type EnquiryBody,
  type PriceUpdatesBody,
  type ResultBody,
  type RunnerBody,
  type ScratchBody,
} from '@furlong/contract';
import { z } from 'zod';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

/**
 * State changes without a body; `result`, `enquiry` and `scratch` carry one and have their own
 * calls.
 */
export const STATE_ACTIONS = [
  'publish',
  'suspend',
  'off',
  'reopen',
  'official',
  'paid',
  'complete',
  'void',
] as const;
export type StateAction = (typeof STATE_ACTIONS)[number];

// Every change is followed by a reload of the race through the GET, so replies are not read
// beyond the new race's uid.
const anyReply = z.unknown();
const createdRaceSchema = z.looseObject({ uid: z.uuid() });

export function getOperatorRace(uid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.race(uid), operatorRaceSchema, signal);
}

export function createRace(body: CreateRaceBody) {
  return requestOperatorJson(operatorApiPaths.createRace, {
    method: 'POST',
    body,
    schema: createdRaceSchema,
  });
}

export function editRace(uid: string, body: EditRaceBody) {
  return requestOperatorJson(operatorApiPaths.race(uid), {
    method: 'PATCH',
    body,
    schema: anyReply,
  });
}

export function addRunner(uid: string, body: RunnerBody) {
  return requestOperatorJson(operatorApiPaths.runners(uid), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}

export function updatePrices(uid: string, body: PriceUpdatesBody) {
  return requestOperatorJson(operatorApiPaths.prices(uid), {
    method: 'PUT',
    body,
    schema: anyReply,
  });
}

export function changeRaceState(uid: string, action: StateAction) {
  return requestOperatorJson(operatorApiPaths.raceAction(uid, action), {
    method: 'POST',
    schema: anyReply,
  });
}

export function declareResult(uid: string, body: ResultBody) {
  return requestOperatorJson(operatorApiPaths.raceAction(uid, 'result'), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}

export function setResultEnquiry(uid: string, body: EnquiryBody) {
  return requestOperatorJson(operatorApiPaths.raceAction(uid, 'enquiry'), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}

export function scratchRunner(uid: string, body: ScratchBody) {
  return requestOperatorJson(operatorApiPaths.raceAction(uid, 'scratch'), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}
