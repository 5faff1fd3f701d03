import { STAKE_FACTOR_MESSAGES, TRADING_MESSAGES } from '@furlong/contract';
import { AppError } from '../../app-error';
import { refusalsOf } from '../../db/functions/contract';

/**
 * The SQLSTATEs place_bet_slip raises for a trader's controls (decision 035), from the refusal
 * table (db/functions/contract.ts). counterOffer: a stake over the player's largest (decision
 * 072), answered with a counter-offer.
 */
export const TRADING_REFUSALS = refusalsOf('trading');

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

/** place_bet_slip's FB007 detail, with what place_bet_slip_once adds once it kept the offer. */
interface CounterOfferDetail {
  selection: string;
  horseNo: number;
  horseName: string;
  market: string;
  maxStakePaise: number;
  offerId: string;
  expiresAt: string;
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
  if (code === TRADING_REFUSALS.counterOffer) {
    const facts = JSON.parse(detail) as CounterOfferDetail;
    return new AppError(
      'COUNTER_OFFER',
      STAKE_FACTOR_MESSAGES.counterOffer(
        `${facts.horseNo}. ${facts.horseName}`,
        facts.maxStakePaise,
      ),
      undefined,
      {
        offerId: facts.offerId,
        selection: facts.selection,
        horseNo: facts.horseNo,
        market: facts.market,
        // Whole rupees, as the slip's ticket price and every refusal's money.
        maxStake: facts.maxStakePaise / 100,
        expiresAt: new Date(facts.expiresAt).toISOString(),
      },
    );
  }
  if (code === TRADING_REFUSALS.counterOfferUnavailable) {
    const facts = JSON.parse(detail) as { offerId: string; reason: string };
    return new AppError(
      'COUNTER_OFFER_UNAVAILABLE',
      facts.reason === 'TAKEN'
        ? STAKE_FACTOR_MESSAGES.counterOfferTaken
        : STAKE_FACTOR_MESSAGES.counterOfferGone,
      undefined,
      { ...facts },
    );
  }
  return undefined;
}
