import {
  legalModeChangeSchema,
  legalModeChangesSchema,
  legalPayoutReportSchema,
  operatorLegalStatesSchema,
  type LegalModeChangeBody,
  type LegalWindDownAllBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export const getLegalStates = (signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.legalStates, operatorLegalStatesSchema, signal);

export const getPendingLegalChanges = (signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.legalChanges, legalModeChangesSchema, signal);

/** The maker's ask (202), or a second ADMIN's identical one that applies it (200). */
export const askStateMode = (state: string, body: LegalModeChangeBody) =>
  requestOperatorJson(operatorApiPaths.legalState(state), {
    method: 'PUT',
    body,
    schema: legalModeChangeSchema,
  });

export const askWindDownAll = (body: LegalWindDownAllBody) =>
  requestOperatorJson(operatorApiPaths.legalWindDownAll, {
    method: 'POST',
    body,
    schema: legalModeChangeSchema,
  });

export const decideLegalChange = (uid: string, decision: 'approve' | 'reject', reason?: string) =>
  requestOperatorJson(operatorApiPaths.legalChangeDecision(uid, decision), {
    method: 'POST',
    ...(decision === 'reject' ? { body: { reason } } : {}),
    schema: legalModeChangeSchema,
  });

export const payOutState = (state: string) =>
  requestOperatorJson(operatorApiPaths.legalPayouts(state), {
    method: 'POST',
    schema: legalPayoutReportSchema,
  });
