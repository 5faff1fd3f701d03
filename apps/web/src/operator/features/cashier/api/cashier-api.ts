import {
  errorBodySchema,
  GENERIC_ERROR_MESSAGE,
  kycDecisionResponseSchema,
  kycReviewQueueSchema,
  operatorSelfSchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsSchema,
  type WithdrawalStatus,
} from '@furlong/contract';
import { ApiError } from '../../../../lib/api-client';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';
import { operatorApiPaths } from '../../../lib/operator-paths';
import { readOperatorAccessToken } from '../../../lib/operator-tokens';

const api = '/api/operator';
const id = (value: string) => encodeURIComponent(value);

export const cashierConsolePaths = {
  kycQueue: `${api}/kyc?status=PENDING`,
  kycDocument: (documentId: string) => `${api}/kyc/documents/${id(documentId)}`,
  kycDecision: (playerUid: string, decision: 'approve' | 'reject') =>
    `${api}/kyc/${id(playerUid)}/${decision}`,
  withdrawals: (status: WithdrawalStatus | null) =>
    status === null ? `${api}/withdrawals` : `${api}/withdrawals?status=${status}`,
  withdrawalAction: (uid: string, action: WithdrawalAction) =>
    `${api}/withdrawals/${id(uid)}/${action}`,
} as const;

export const cashierConsoleKeys = {
  kycQueue: () => [...operatorKeys.all, 'kyc-queue'] as const,
  withdrawals: () => [...operatorKeys.all, 'withdrawals'] as const,
  withdrawalsWith: (status: WithdrawalStatus | null) =>
    [...cashierConsoleKeys.withdrawals(), status ?? 'ALL'] as const,
};

export function getKycQueue(signal?: AbortSignal) {
  return getOperatorJson(cashierConsolePaths.kycQueue, kycReviewQueueSchema, signal);
}

export function decideKyc(playerUid: string, reason: string | null) {
  return requestOperatorJson(
    cashierConsolePaths.kycDecision(playerUid, reason === null ? 'approve' : 'reject'),
    {
      method: 'POST',
      body: reason === null ? undefined : { reason },
      schema: kycDecisionResponseSchema,
    },
  );
}

export type WithdrawalAction = 'approve' | 'reject' | 'retry';

export function getWithdrawals(status: WithdrawalStatus | null, signal?: AbortSignal) {
  return getOperatorJson(
    cashierConsolePaths.withdrawals(status),
    operatorWithdrawalsSchema,
    signal,
  );
}

export function actOnWithdrawal(uid: string, action: WithdrawalAction, reason?: string) {
  return requestOperatorJson(cashierConsolePaths.withdrawalAction(uid, action), {
    method: 'POST',
    body: action === 'reject' ? { reason } : undefined,
    schema: operatorWithdrawalSchema,
  });
}

/**
 * A PAN image. The API serves it only with the operator's bearer token and as an attachment,
 * so it is fetched here and shown from a blob: URL; nothing is ever loaded inline from the
 * API's origin. On a 401 a JSON call through the console's client renews the token (it owns
 * the single-flight refresh), and the download is tried once more.
 */
export async function fetchKycDocument(documentId: string): Promise<Blob> {
  const path = cashierConsolePaths.kycDocument(documentId);
  let response = await sendAuthenticated(path);
  if (response.status === 401) {
    await getOperatorJson(operatorApiPaths.me, operatorSelfSchema);
    response = await sendAuthenticated(path);
  }
  if (!response.ok) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw body.success
      ? new ApiError(body.data.statusCode, body.data.code, body.data.message)
      : new ApiError(response.status, 'BAD_RESPONSE', GENERIC_ERROR_MESSAGE);
  }
  return response.blob();
}

async function sendAuthenticated(path: string): Promise<Response> {
  const token = readOperatorAccessToken();
  try {
    return await fetch(path, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK_FAILED',
      'Cannot reach the server. Please check your connection.',
    );
  }
}
