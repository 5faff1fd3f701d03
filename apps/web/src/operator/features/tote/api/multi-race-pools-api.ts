import {
  multiRacePoolSettingsReadSchema,
  multiRacePoolsSchema,
  type MultiRacePoolSettings,
} from '@furlong/contract';
import { getOperatorJson, requestOperatorJson } from '../../../lib/operator-api-client';
import { operatorKeys } from '../../../lib/operator-keys';

const settingsPath = (day: string) =>
  `/api/operator/race-days/${encodeURIComponent(day)}/multi-race-pools`;
/** The public read: totals, carry-forward, will-pays and dividends. */
const livePath = (day: string) => `/api/mc/race-days/${encodeURIComponent(day)}/multi-race-pools`;

/** Under the day's board key: whatever reloads the board reloads these too. */
export const multiRaceKeys = {
  settings: (day: string) => [...operatorKeys.board(day), 'multi-race-settings'] as const,
  live: (day: string) => [...operatorKeys.board(day), 'multi-race-live'] as const,
};

export const getMultiRaceSettings = (day: string, signal?: AbortSignal) =>
  getOperatorJson(settingsPath(day), multiRacePoolSettingsReadSchema, signal);

/** Replaces the day's pools: a pool left out is removed (the API refuses once it has sold). */
export const setMultiRaceSettings = (day: string, body: MultiRacePoolSettings) =>
  requestOperatorJson(settingsPath(day), {
    method: 'PUT',
    body,
    schema: multiRacePoolSettingsReadSchema,
  });

export const getLiveMultiRacePools = (day: string, signal?: AbortSignal) =>
  getOperatorJson(livePath(day), multiRacePoolsSchema, signal);
