import { TRADING_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';

/** The SQLSTATEs place_bet_slip raises for a trader's controls (decision 035). */
export const TRADING_REFUSALS = {
  suspended: 'FB005',
  liabilityLimit: 'FB006',
} as const;

interface SuspendedDetail {
  selection: string;
  horseNo: number;
  market: string;
  suspended: 'RUNNER' | 'MARKET';
}

interface LiabilityDetail {
  horseNo: number;
  horseName: string;
}

/**
 * The API's answer to a trading refusal, or undefined for any other. Like a protection
 * refusal, it leaves nothing behind, not even the Idempotency-Key: a suspension is lifted and
 * a limit raised, and the same slip retried is then checked afresh.
 */
export function tradingError(code: string, detail: string): AppError | undefined {
  if (code === TRADING_REFUSALS.suspended) {
    const facts = JSON.parse(detail) as SuspendedDetail;
    return new AppError(
      'SUSPENDED',
      facts.suspended === 'MARKET'
        ? TRADING_MESSAGES.marketSuspended
        : TRADING_MESSAGES.runnerSuspended,
      undefined,
      { ...facts },
    );
  }
  if (code === TRADING_REFUSALS.liabilityLimit) {
    const facts = JSON.parse(detail) as LiabilityDetail;
    return new AppError(
      'LIABILITY_LIMIT',
      TRADING_MESSAGES.liabilityLimit(`${facts.horseNo}. ${facts.horseName}`),
      undefined,
      { horseNo: facts.horseNo },
    );
  }
  return undefined;
}
