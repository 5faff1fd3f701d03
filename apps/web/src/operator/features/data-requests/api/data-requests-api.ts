import {
  breachNoticeSchema,
  breachNoticesSchema,
  operatorDataRequestSchema,
  operatorDataRequestsSchema,
  type BreachNoticeBody,
  type DataRequestActionBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export const getDataRequests = (status: 'ACTIVE' | 'CLOSED', signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.dataRequests(status), operatorDataRequestsSchema, signal);

export const actOnDataRequest = (uid: string, body: DataRequestActionBody) =>
  requestOperatorJson(operatorApiPaths.dataRequestActions(uid), {
    method: 'POST',
    body,
    schema: operatorDataRequestSchema,
  });

export const getBreachNotices = (signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.breachNotices, breachNoticesSchema, signal);

export const getBreachNotice = (uid: string, signal?: AbortSignal) =>
  getOperatorJson(operatorApiPaths.breachNotice(uid), breachNoticeSchema, signal);

export const draftBreachNotice = (body: BreachNoticeBody) =>
  requestOperatorJson(operatorApiPaths.breachNotices, {
    method: 'POST',
    body,
    schema: breachNoticeSchema,
  });

export const sendBreachNotice = (uid: string) =>
  requestOperatorJson(operatorApiPaths.breachNoticeSend(uid), {
    method: 'POST',
    schema: breachNoticeSchema,
  });

export const recordBoardReport = (uid: string, reference: string) =>
  requestOperatorJson(operatorApiPaths.breachBoardReport(uid), {
    method: 'POST',
    body: { reference },
    schema: breachNoticeSchema,
  });
