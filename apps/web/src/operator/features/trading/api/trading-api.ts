import {
  palpableErrorRequestSchema,
  priceModelSchema,
  type MoveFieldBody,
  type SetPriceModelBody,
  palpableErrorRequestsResponseSchema,
  raceBookResponseSchema,
  raceExposureSchema,
  type PalpableErrorBody,
  type DeductionPriceBody,
  type ReinstateRunnerBody,
  type SetLiabilityLimitBody,
  type SuspendSelectionsBody,
} from '@furlong/contract';
import { z } from 'zod';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function getRaceExposure(raceUid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.exposure(raceUid), raceExposureSchema, signal);
}

export function getRaceBook(raceUid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.book(raceUid), raceBookResponseSchema, signal);
}

export function getPriceModel(raceUid: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.priceModel(raceUid), priceModelSchema, signal);
}

export function setPriceModel(raceUid: string, body: SetPriceModelBody) {
  return requestOperatorJson(operatorApiPaths.priceModel(raceUid), {
    method: 'PUT',
    body,
    schema: priceModelSchema,
  });
}

export function setLiabilityLimit(raceUid: string, body: SetLiabilityLimitBody) {
  return requestOperatorJson(operatorApiPaths.liabilityLimits(raceUid), {
    method: 'PUT',
    body,
    schema: raceExposureSchema,
  });
}

// Replies are the race, reloaded through its GET with the book (both under the race's key).
const anyReply = z.unknown();

export function suspendSelections(raceUid: string, body: SuspendSelectionsBody) {
  return requestOperatorJson(operatorApiPaths.suspensions(raceUid), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}

export function reinstateRunner(raceUid: string, horseNo: number, body: ReinstateRunnerBody) {
  return requestOperatorJson(operatorApiPaths.runnerAction(raceUid, horseNo, 'reinstate'), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}

export function overrideDeductionPrice(raceUid: string, horseNo: number, body: DeductionPriceBody) {
  return requestOperatorJson(operatorApiPaths.runnerAction(raceUid, horseNo, 'deduction-price'), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}

export function requestPalpableError(betUid: string, body: PalpableErrorBody) {
  return requestOperatorJson(operatorApiPaths.palpableError(betUid), {
    method: 'POST',
    body,
    schema: palpableErrorRequestSchema,
  });
}

export function getPalpableErrors(signal?: AbortSignal) {
  return getOperatorJson(
    operatorApiPaths.palpableErrors,
    palpableErrorRequestsResponseSchema,
    signal,
  );
}

export function decidePalpableError(
  uid: string,
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string },
) {
  return requestOperatorJson(operatorApiPaths.palpableDecision(uid, decision.kind), {
    method: 'POST',
    ...(decision.kind === 'reject' ? { body: { reason: decision.reason } } : {}),
    schema: palpableErrorRequestSchema,
  });
}

export function moveField(raceUid: string, body: MoveFieldBody) {
  return requestOperatorJson(operatorApiPaths.moveField(raceUid), {
    method: 'POST',
    body,
    schema: anyReply,
  });
}
