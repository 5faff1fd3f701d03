import {
  abandonMeetingResponseSchema,
  nextOffResponseSchema,
  operatorRacesResponseSchema,
  type AbandonMeetingBody,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorApiPaths } from '../../../lib/operator-paths';

export function getOperatorRaces(day: string, signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.races(day), operatorRacesResponseSchema, signal);
}

export function abandonMeeting(meetingUid: string, body: AbandonMeetingBody) {
  return requestOperatorJson(operatorApiPaths.abandonMeeting(meetingUid), {
    method: 'POST',
    body,
    schema: abandonMeetingResponseSchema,
  });
}

export function getNextOff(signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.nextOff, nextOffResponseSchema, signal);
}
