import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { announceAccountChange } from '../../realtime/announce-account-change';
import type { RealtimeHub } from '../../realtime/hub';
import type { DepositMethod } from '@furlong/contract';
import type { DepositProvider, DepositStatus } from './deposit-provider';
import { claimStaleDeposits, lockDeposit } from './deposits.queries';
import { settleDeposit } from './settle-deposit';

/** A PENDING deposit without a webhook for this long is asked about (and again as often). */
export const DEPOSIT_RECONCILE_AFTER_MS = 2 * 60_000;
/** The `deposit-reconcile` job's period: once a minute across all instances (decision 029). */
export const DEPOSIT_RECONCILE_EVERY_MS = 60_000;
const BATCH = 100;

export interface ReconcileDeps {
  db: Database;
  provider: DepositProvider;
  hub?: RealtimeHub;
  log?: FastifyBaseLogger;
}

/**
 * The deposits' outbox sweep: each PENDING deposit whose webhook has not come within
 * DEPOSIT_RECONCILE_AFTER_MS is asked about at the provider, and settled by its answer under
 * the same lock and the same once-only rule as a webhook, so whichever comes first credits it
 * and the other changes nothing. Rows are claimed first (their last check moved to now, rows
 * another sweep holds skipped), so overlapping sweeps never ask twice. Answers how many settled.
 */
export async function reconcileDeposits(deps: ReconcileDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEPOSIT_RECONCILE_AFTER_MS);
  const stale = await claimStaleDeposits(deps.db, before, now, BATCH);
  let settled = 0;
  for (const deposit of stale) {
    let answer: DepositStatus;
    try {
      answer = await deps.provider.queryStatus({
        reference: deposit.id,
        amountPaise: deposit.amountPaise,
        method: deposit.method as DepositMethod,
        vpa: deposit.vpa,
      });
    } catch (error) {
      deps.log?.warn({ err: error, depositId: deposit.id }, 'deposit status query failed');
      continue;
    }
    if (answer.status === 'PENDING') continue;
    try {
      const row = await withRetries(() =>
        deps.db.transaction(async (tx) => {
          const locked = await lockDeposit(tx, deposit.id);
          if (!locked) return null;
          return settleDeposit(tx, locked, answer, { settledBy: 'RECONCILE', now });
        }),
      );
      if (!row) continue;
      settled += 1;
      if (deps.hub) await announceAccountChange(deps.hub, [row.playerId], { reason: 'DEPOSIT' });
    } catch (error) {
      deps.log?.error({ err: error, depositId: deposit.id }, 'deposit reconciliation failed');
    }
  }
  return settled;
}

/** One sweep, as the `deposit-reconcile` job runs it; answers how many were settled. */
export async function sweepPendingDeposits(app: FastifyInstance): Promise<number> {
  const settled = await reconcileDeposits(
    { db: app.database.db, provider: app.deposits.provider, hub: app.hub, log: app.log },
    app.clock.now(),
  );
  if (settled > 0) app.log.warn({ settled }, 'settled deposits whose webhook had not come');
  return settled;
}
