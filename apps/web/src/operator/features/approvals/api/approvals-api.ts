import { adjustmentRequestSchema, adjustmentRequestsSchema } from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function getPendingAdjustments(signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.adjustmentRequests, adjustmentRequestsSchema, signal);
}

export function approveAdjustment(uid: string) {
  return requestOperatorJson(operatorApiPaths.adjustmentDecision(uid, 'approve'), {
    method: 'POST',
    schema: adjustmentRequestSchema,
  });
}

export function rejectAdjustment(uid: string, body: { reason: string }) {
  return requestOperatorJson(operatorApiPaths.adjustmentDecision(uid, 'reject'), {
    method: 'POST',
    body,
    schema: adjustmentRequestSchema,
  });
}
