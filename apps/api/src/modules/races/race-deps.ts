import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import type { ToteSettlementOptions } from '../tote/settle-pools';

/** Runs settlements as queue jobs (the server); without one, a race is settled in the call. */
export interface SettlementQueue {
  /** Queues the race's settlement; a failure is logged, the race clock's sweep catches up. */
  request(fixtureId: string): Promise<void>;
}

/** What every race verb needs: the database, the realtime hub and the server clock. */
export interface RaceDeps {
  db: Database;
  hub: RealtimeHub;
  clock: Clock;
  settlements?: SettlementQueue | undefined;
  /** Whose tote dividends settlement pays (TOTE_HOST) and the minimum dividend. */
  tote?: ToteSettlementOptions | undefined;
}

/** The race verbs' dependencies as the app holds them. */
export function raceDepsOf(app: FastifyInstance): RaceDeps {
  return {
    db: app.database.db,
    hub: app.hub,
    clock: app.clock,
    settlements: app.settlements,
    tote: toteSettlementOf(app),
  };
}

/** The tote host, minimum dividend and best-of-tote cap settlement uses, as the app holds them. */
export const toteSettlementOf = (app: FastifyInstance): ToteSettlementOptions => ({
  host: app.toteHost,
  minDividendPaise: Math.round(app.env.TOTE_MIN_DIVIDEND_RUPEES * 100),
  bestOfToteMaxExtraPaise: app.env.BEST_TOTE_MAX_EXTRA_RUPEES * 100,
});
