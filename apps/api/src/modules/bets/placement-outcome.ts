import type { Database } from '../../db/client';
import { refusalsOf } from '../../db/functions/contract';
import {
  keyInFlight,
  keyReused,
  type IdempotentAnswer,
  type StoredAnswer,
} from '../../idempotency/run-idempotent';
import { isStateRefusal, stateNotLiveError } from '../legal/state-refusal';
import { isProtectionRefusal, refuseSlip } from '../protections/protection-refusal';
import { tradingError } from './trading-refusal';
import type { SlipOutcome } from './slip-batcher';

/** How a placement's stored answer renders: its status (null: never answered) and reply. */
export interface AnswerRenderer {
  status(status: number | null, body: unknown): number | null;
  render(status: number, body: unknown): StoredAnswer;
}

/**
 * The reply for what place_bet_slip_once or place_multiple_once answered, by the one
 * idempotency protocol (decision 023): 409 while the key is held, the stored answer on a replay
 * (422 for another body), the answer placed now, or a refusal that kept nothing (a protection,
 * a suspension or a liability limit: decisions 033, 035).
 */
export async function replyForOutcome(
  db: Database,
  outcome: SlipOutcome,
  placing: { playerId: string; requestHash: string; now: Date },
  renderer: AnswerRenderer,
): Promise<IdempotentAnswer> {
  switch (outcome.state) {
    case 'IN_FLIGHT':
      throw keyInFlight();
    case 'STORED': {
      if (outcome.requestHash !== placing.requestHash) throw keyReused();
      const status = renderer.status(outcome.status, outcome.body);
      // An older version's claim, never answered.
      if (status === null) throw keyInFlight();
      return { ...renderer.render(status, outcome.body), replayed: true };
    }
    case 'ANSWERED':
      return { ...renderer.render(201, outcome.body), replayed: false };
    case 'UNSTORED': {
      const refusal = { code: outcome.refusal, detail: outcome.detail };
      // The key was claimed meanwhile by a request of an older version, which holds it.
      if (refusal.code === refusalsOf('idempotency').keyInFlight) throw keyInFlight();
      // The player's state is not LIVE (decision 063): nothing kept, so a retry once it is
      // LIVE again is checked afresh.
      if (isStateRefusal(refusal.code)) throw stateNotLiveError(refusal.detail);
      // A protection refused (limit, time-out, self-exclusion): nothing is kept, not even the
      // key, so a retry is checked afresh (decision 033).
      if (isProtectionRefusal(refusal.code))
        throw await refuseSlip(db, placing.playerId, refusal, placing.now);
      // A suspended runner or market, or a liability limit: nothing kept either (decision 035).
      const trading = tradingError(refusal.code, refusal.detail);
      if (trading) throw trading;
      throw new Error(`unexpected refusal ${refusal.code}`);
    }
  }
}
