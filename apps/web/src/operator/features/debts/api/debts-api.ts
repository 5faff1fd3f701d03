import {
  debtWrittenOffResponseSchema,
  IDEMPOTENCY_HEADER,
  playerDebtsResponseSchema,
  type WriteOffDebtBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';

const api = '/api/operator';

export const debtsApiPaths = {
  debts: `${api}/debts`,
  writeOff: (uid: string) => `${api}/debts/${encodeURIComponent(uid)}/write-off`,
} as const;

export const debtsKeys = { all: () => [...operatorKeys.all, 'debts'] as const };

export function getDebts(signal?: AbortSignal) {
  return getOperatorJson(debtsApiPaths.debts, playerDebtsResponseSchema, signal);
}

/** One key per write-off the operator confirms: a repeat of the same request is answered once. */
export function writeOffDebt(uid: string, body: WriteOffDebtBody, idempotencyKey: string) {
  return requestOperatorJson(debtsApiPaths.writeOff(uid), {
    method: 'POST',
    body,
    schema: debtWrittenOffResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
