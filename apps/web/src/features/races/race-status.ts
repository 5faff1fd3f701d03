import {
  FIXTURE_STATUSES,
  type FixtureStatus,
  type RaceResult,
  type ResultState,
} from '@furlong/contract';

export type StatusTone = 'success' | 'warning' | 'error';

export interface StatusBadge {
  label: string;
  tone: StatusTone;
}

const STATUS_BADGES: Record<FixtureStatus, StatusBadge> = {
  NEW: { label: 'Opening Soon', tone: 'success' },
  PUBLISHED: { label: 'Open', tone: 'success' },
  SUSPENDED: { label: 'Closed', tone: 'warning' },
  RESULT: { label: 'Result Declared', tone: 'success' },
  PAID: { label: 'Dividends Paid', tone: 'success' },
  COMPLETE: { label: 'COMPLETED', tone: 'error' },
};

function isFixtureStatus(status: string): status is FixtureStatus {
  return (FIXTURE_STATUSES as readonly string[]).includes(status);
}

/**
 * A voided race is cancelled whatever its status says. RESULT reads Result Declared only when a
 * result exists (spec section 4); without one, like an unknown status, it shows as sent, in red.
 */
export function describeRaceStatus(status: string, result: RaceResult | null): StatusBadge {
  if (result?.voided) return { label: 'CANCELLED', tone: 'error' };
  if (status === 'RESULT' && !result) return { label: status, tone: 'error' };
  return isFixtureStatus(status) ? STATUS_BADGES[status] : { label: status, tone: 'error' };
}

const RESULT_STATE_BADGES: Record<ResultState, StatusBadge> = {
  PROVISIONAL: { label: 'Provisional', tone: 'warning' },
  ENQUIRY: { label: 'Enquiry', tone: 'warning' },
  OBJECTION: { label: 'Objection', tone: 'warning' },
  OFFICIAL: { label: 'Official', tone: 'success' },
};

/**
 * A declared result's standing: provisional, under a stewards' enquiry or an objection, or
 * official (weighed in: bets are settled then). None for a voided race or before a result.
 */
export function describeResultState(result: RaceResult | null): StatusBadge | undefined {
  if (!result || result.voided) return undefined;
  return RESULT_STATE_BADGES[result.state];
}
