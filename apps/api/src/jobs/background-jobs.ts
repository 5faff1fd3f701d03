import { rupeesToPaise } from '@furlong/contract';
import type { FastifyInstance } from 'fastify';
import {
  DEPOSIT_RECONCILE_EVERY_MS,
  sweepPendingDeposits,
} from '../modules/cashier/reconcile-deposits';
import { AML_SCAN_EVERY_MS, scanAmlAlerts } from '../modules/aml/scan-aml-alerts';
import { PAYOUT_RESEND_EVERY_MS, sweepStalePayouts } from '../modules/cashier/resend-stale-payouts';
import { FOLLOW_NOTICES_EVERY_MS, sendFollowNotices } from '../modules/follows/send-follow-notices';
import { RACE_CLOCK_EVERY_MS, tickRaceClock } from '../modules/race-clock/start-race-clock';
import type { RaceDeps, SettlementQueue } from '../modules/races/race-deps';
import { settleRace } from '../modules/settlement/settle-race';
import { createSimulatorTick, SIMULATOR_EVERY_MS } from '../modules/simulator/start-simulator';
import { purgeExpiredRows, RETENTION_EVERY_MS } from '../retention/purge-expired-rows';
import type { JobDefinition } from './job-queue';

export const JOB_NAMES = {
  raceClock: 'race-clock',
  payoutResend: 'payout-resend',
  depositReconcile: 'deposit-reconcile',
  notifications: 'notifications',
  retention: 'retention',
  simulator: 'simulator',
  followNotices: 'follow-notices',
  /** Settlements an operator's change asked for: a lane of their own (decision 051). */
  settlement: 'settlement',
  /** Settlements the race clock's offs and the simulator's races ask for. */
  backgroundSettlement: 'background-settlement',
  /** The money-laundering alert rules (decision 071). */
  amlScan: 'aml-scan',
} as const;

/**
 * Who asked for a settlement. An operator's change (a result, an official result, a
 * correction, a void, a scratch) is `prompt`: its job starts within a second whatever the
 * race clock and the simulator have queued on the `background` lane.
 */
export type SettlementLane = 'prompt' | 'background';

export interface SettlementQueueOptions {
  lane: SettlementLane;
  /** Settles the race in this process: used when there is no queue yet or the enqueue fails. */
  settleNow: (fixtureId: string) => Promise<unknown>;
  log: { warn(details: object, message: string): void };
}

/**
 * Queues settlements on the job queue once it exists. Until then, and when the enqueue fails,
 * the race is settled here at once; if that fails too, the settlement outbox on the race row
 * is swept up by the race clock.
 */
export function createSettlementQueue(
  send: () => ((name: string, data: Record<string, unknown>) => Promise<unknown>) | undefined,
  options: SettlementQueueOptions,
): SettlementQueue {
  const { log } = options;
  const name = options.lane === 'prompt' ? JOB_NAMES.settlement : JOB_NAMES.backgroundSettlement;
  return {
    request: async (fixtureId) => {
      const sender = send();
      const isQueued = sender
        ? await sender(name, { fixtureId }).then(
            () => true,
            (error: unknown) => {
              log.warn({ err: error, fixtureId }, 'could not queue a settlement; settling here');
              return false;
            },
          )
        : false;
      if (isQueued) return;
      await options
        .settleNow(fixtureId)
        .catch((error: unknown) =>
          log.warn({ err: error, fixtureId }, 'could not settle a race; the race clock will'),
        );
    },
  };
}

/**
 * Settlements claimed at once and run side by side on one instance (decision 068): each
 * locks its own race, so a backlog after a start (a hundred races or more) clears in seconds.
 */
export const SETTLEMENT_BATCH = 20;
export const SETTLEMENT_CONCURRENCY = 4;

/** How often undelivered outbox messages (sent inside a transaction, or failed) are tried. */
export const NOTIFICATIONS_EVERY_MS = 2_000;

export interface BackgroundJobOptions {
  /** The race-day simulator's tick (SIMULATOR=on); it seeds the coming days when asked. */
  simulator?: { seedUpcomingDays: boolean } | undefined;
}

/**
 * Every job the server runs in the background (decision 029). Each is a queue job, so with
 * N instances it runs once per period, and a run cut short by a crash is taken up again.
 */
export function defineBackgroundJobs(
  app: FastifyInstance,
  raceDeps: RaceDeps,
  options: BackgroundJobOptions = {},
): JobDefinition[] {
  // A settlement job's race. Settling brings a race in line with the race as it stands: one
  // run serves every request for the race queued before it started (sameWork).
  const raceOf = (data: Record<string, unknown>) =>
    typeof data.fixtureId === 'string' ? data.fixtureId : undefined;
  const settleQueuedRace = async (data: Record<string, unknown>) => {
    const fixtureId = raceOf(data);
    if (!fixtureId) return undefined;
    const { settlements: _queued, ...deps } = raceDeps;
    return settleRace(deps, fixtureId);
  };
  const definitions: JobDefinition[] = [
    {
      // Suspends races at the off and settles races whose bets lag their result.
      name: JOB_NAMES.raceClock,
      everyMs: RACE_CLOCK_EVERY_MS,
      // Short: while a dead instance's tick counts as running, no other tick starts. A tick
      // that really runs longer is started again elsewhere, which settling tolerates.
      expireInSeconds: 15,
      run: () =>
        tickRaceClock(raceDeps, { log: app.log, feedStaleSeconds: app.env.FEED_STALE_SECONDS }),
    },
    {
      // One race's bets brought in line with the race, queued by the operator's change that
      // needs it (an official result, a correction, a void, a scratch). Settling is
      // idempotent and locks the race row, so a retry after a crash is safe.
      name: JOB_NAMES.settlement,
      expireInSeconds: 120,
      isPrompt: true,
      batchSize: SETTLEMENT_BATCH,
      concurrency: SETTLEMENT_CONCURRENCY,
      sameWork: raceOf,
      run: settleQueuedRace,
    },
    {
      // The same for the race clock's offs and the simulator's races, which may queue a
      // hundred at once after a start: never ahead of an operator's.
      name: JOB_NAMES.backgroundSettlement,
      expireInSeconds: 120,
      drains: true,
      batchSize: SETTLEMENT_BATCH,
      concurrency: SETTLEMENT_CONCURRENCY,
      sameWork: raceOf,
      run: settleQueuedRace,
    },
    {
      // Withdrawals the payout provider never answered are sent again (idempotent by uid).
      name: JOB_NAMES.payoutResend,
      everyMs: PAYOUT_RESEND_EVERY_MS,
      expireInSeconds: 300,
      run: () => sweepStalePayouts(app),
    },
    {
      // Deposits whose webhook never came are asked about and credited once (decision 069).
      name: JOB_NAMES.depositReconcile,
      everyMs: DEPOSIT_RECONCILE_EVERY_MS,
      expireInSeconds: 300,
      run: () => sweepPendingDeposits(app),
    },
    {
      name: JOB_NAMES.notifications,
      everyMs: NOTIFICATIONS_EVERY_MS,
      expireInSeconds: 120,
      run: async () => (await app.notifier.deliverPending?.()) ?? 0,
    },
    {
      // Declared, 30 minutes before and result, for the follow list; once each by their key.
      name: JOB_NAMES.followNotices,
      everyMs: FOLLOW_NOTICES_EVERY_MS,
      expireInSeconds: 120,
      run: () =>
        sendFollowNotices({
          db: app.database.db,
          hub: app.hub,
          clock: app.clock,
          notifier: app.notifier,
          publicUrl: app.env.PUBLIC_URL,
        }),
    },
    {
      // Each alert once per player, rule and period (a unique index), so a re-run adds nothing.
      name: JOB_NAMES.amlScan,
      everyMs: AML_SCAN_EVERY_MS,
      expireInSeconds: 600,
      run: () =>
        scanAmlAlerts(app.database.db, app.clock.now(), {
          withdrawalReviewPaise: BigInt(rupeesToPaise(app.env.WITHDRAWAL_REVIEW_RUPEES)),
          cashInApprovalPaise: BigInt(rupeesToPaise(app.env.ADJUSTMENT_APPROVAL_RUPEES)),
        }),
    },
    {
      name: JOB_NAMES.retention,
      everyMs: RETENTION_EVERY_MS,
      expireInSeconds: 900,
      run: () => purgeExpiredRows(app.database.db, app.clock.now()),
    },
  ];
  if (options.simulator) {
    definitions.push({
      name: JOB_NAMES.simulator,
      everyMs: SIMULATOR_EVERY_MS,
      expireInSeconds: 120,
      run: createSimulatorTick(raceDeps, {
        log: app.log,
        seedUpcomingDays: options.simulator.seedUpcomingDays,
      }),
    });
  }
  return definitions;
}
