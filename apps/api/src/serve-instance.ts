import { indiaDayOf } from '@furlong/contract';
import { buildApp } from './app';
import { systemClock } from './clock';
import { JOBS_SETUP_LOCK_KEY, openDatabase, SEED_LOCK_KEY, SEED_WEEK_LOCK_KEY } from './db/client';
import { seedDemo } from './db/seed/seed-demo';
import { isSimulatorOn, type Env } from './env';
import { drainAndClose } from './graceful-shutdown';
import {
  createSettlementQueue,
  defineBackgroundJobs,
  type SettlementLane,
} from './jobs/background-jobs';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import { seedDemoContent } from './modules/content/seed-demo-content';
import { openUnsetStates } from './modules/legal/legal-states.queries';
import { seedDevAccounts } from './modules/player-desk/seed-dev-accounts';
import { toteSettlementOf, type RaceDeps } from './modules/races/race-deps';
import { seedReference } from './modules/reference/seed-reference';
import { settleRace } from './modules/settlement/settle-race';
import { createHub } from './realtime/create-hub';

/**
 * One server process: migrate, seed (under advisory locks), listen, run the jobs, and stop
 * gracefully on SIGINT/SIGTERM. With WEB_CONCURRENCY above 1 each cluster worker runs this.
 */
export async function serveInstance(env: Env): Promise<void> {
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationUrl: env.DATABASE_DIRECT_URL,
  });
  await database.migrate();
  const hub = createHub(env);
  const metrics = createMetrics({ processMetrics: true });
  // Race changes queue their settlement as a job once the queue runs (decision 034): an
  // operator's on the prompt lane, the race clock's and the simulator's behind it (decision 051).
  const running: { jobs?: JobQueue } = {};
  const settlementQueue = (lane: SettlementLane) =>
    createSettlementQueue(
      () => running.jobs && ((name, data) => (running.jobs as JobQueue).send(name, data)),
      {
        lane,
        settleNow: (fixtureId) =>
          settleRace({ db: database.db, hub, clock: systemClock }, fixtureId),
        log: { warn: (details, message) => app.log.warn(details, message) },
      },
    );
  const app = await buildApp({
    env,
    database,
    hub,
    clock: systemClock,
    metrics,
    settlements: settlementQueue('prompt'),
  });
  // The README's demo operator and player; seedDevAccounts refuses in production or with SEED=off.
  const devAccounts = {
    db: database.db,
    clock: systemClock,
    secrets: app.secrets,
    notifier: app.notifier,
    rateLimiter: app.rateLimiter,
  };
  // Seeding settles in the call; once the queue runs, settlements are queued jobs.
  const raceDeps: RaceDeps = {
    db: database.db,
    hub,
    clock: systemClock,
    tote: toteSettlementOf(app),
  };
  const today = indiaDayOf(systemClock.now());
  // Instances booting together seed one after the other; the later ones find the rows there.
  await database.withAdvisoryLock(SEED_LOCK_KEY, async () => {
    // Countries and venues are reference data every install needs, demo or not.
    await seedReference(database.db);
    // Demo mode opens the states no operator has set; without it every state stays OFF until
    // two ADMINs set it (decision 063). Before the dev accounts: the demo player registers from
    // Karnataka, which an OFF state refuses.
    if (env.SEED === 'on') {
      app.log.info({ opened: await openUnsetStates(database.db) }, 'demo states opened');
    }
    app.log.info(await seedDevAccounts(devAccounts, env), 'dev accounts');
    if (env.SEED !== 'on') return;
    // Only today and tomorrow before listening (finished days cost a verb per step of every
    // race); the rest of the week follows once the server is up.
    const seedStartedAt = performance.now();
    const seeded = await seedDemo(raceDeps, { today, daysBefore: 0, daysAfter: 1 });
    app.log.info(await seedDemoContent(database.db, today), 'demo content seeded');
    app.log.info(
      { ...seeded, ms: Math.round(performance.now() - seedStartedAt) },
      'demo data seeded',
    );
  });

  // The race clock, payout resends, notification delivery, retention and the simulator run as
  // queue jobs: once per period across every instance (decision 029).
  const queue = createJobQueue(
    defineBackgroundJobs(app, raceDeps, {
      // Its ticks fill the rest of the demo week a day at a time, never overlapping race moves.
      simulator: isSimulatorOn(env) ? { seedUpcomingDays: env.SEED === 'on' } : undefined,
    }),
    {
      sql: database.jobsSql,
      log: app.log,
      serializeSetup: (task) => database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
      reportQueueStats: (stats) => {
        for (const [queue, { size, oldestAgeSeconds }] of Object.entries(stats)) {
          metrics.jobQueueDepth.set({ queue }, size);
          metrics.jobOldestAge.set({ queue }, oldestAgeSeconds);
        }
      },
    },
  );
  running.jobs = queue;
  await queue.start();
  // From now on the race clock and the simulator queue settlements too.
  raceDeps.settlements = settlementQueue('background');
  let metricsServer: MetricsServer | undefined;
  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The orchestrator stops the instance (SIGTERM): leave the balancer's rotation first.
    // Ctrl-C in development stops at once.
    const drainMs = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_MS : 0;
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    try {
      await drainAndClose(app, { drainMs, stopWork: () => queue.stop() });
      await metricsServer?.close();
      await hub.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  app.log.info(`Furlong is running: open http://localhost:${port}`);
  if (env.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(metrics.registry, {
      port: env.METRICS_PORT,
      host: env.HOST,
      log: app.log,
    });
    app.log.info(`Metrics for Prometheus: http://localhost:${metricsServer.port}/metrics`);
  }
  queue.startSchedules();
  if (!isSimulatorOn(env) && env.SEED === 'on') {
    const seedStartedAt = performance.now();
    database
      .withAdvisoryLock(SEED_WEEK_LOCK_KEY, () => seedDemo(raceDeps, { today }))
      .then(
        (seeded) =>
          app.log.info(
            { ...seeded, ms: Math.round(performance.now() - seedStartedAt) },
            'demo week seeded',
          ),
        (error: unknown) => app.log.error({ err: error }, 'seeding the demo week failed'),
      );
  }
}
