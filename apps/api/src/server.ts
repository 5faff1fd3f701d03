import { indiaDayOf } from '@furlong/contract';
import { buildApp } from './app';
import { systemClock } from './clock';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/seed-demo';
import { isSimulatorOn, loadEnv } from './env';
import { drainAndClose } from './graceful-shutdown';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import { startPayoutResender } from './modules/cashier/resend-stale-payouts';
import { seedDemoContent } from './modules/content/seed-demo-content';
import { seedDevAccounts } from './modules/operators/seed-dev-accounts';
import { seedReference } from './modules/reference/seed-reference';
import { startRaceClock } from './modules/race-clock/start-race-clock';
import { startSimulator, type Simulator } from './modules/simulator/start-simulator';
import { createHub } from './realtime/create-hub';

const env = loadEnv();
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  migrationUrl: env.DATABASE_DIRECT_URL,
});
await database.migrate();
const hub = createHub(env);
const metrics = createMetrics({ processMetrics: true });
const app = await buildApp({ env, database, hub, clock: systemClock, metrics });
// The README's demo operator and player; seedDevAccounts refuses in production or with SEED=off.
const devAccounts = {
  db: database.db,
  clock: systemClock,
  secrets: app.secrets,
  notifier: app.notifier,
  rateLimiter: app.rateLimiter,
};
app.log.info(await seedDevAccounts(devAccounts, env), 'dev accounts');
const raceDeps = { db: database.db, hub, clock: systemClock };

const today = indiaDayOf(systemClock.now());
// Countries and venues are reference data every install needs, demo or not.
await seedReference(database.db);
if (env.SEED === 'on') {
  // Only today and tomorrow before listening (finished days cost a verb per step of every
  // race); the rest of the week follows once the server is up.
  const seedStartedAt = performance.now();
  const seeded = await seedDemo(raceDeps, { today, daysBefore: 0, daysAfter: 1 });
  app.log.info(await seedDemoContent(database.db, today), 'demo content seeded');
  app.log.info(
    { ...seeded, ms: Math.round(performance.now() - seedStartedAt) },
    'demo data seeded',
  );
}

// Suspends races at the off and keeps bets settled, simulator or not.
const raceClock = startRaceClock(raceDeps, { log: app.log });
// Withdrawals the payout provider never answered are sent again (idempotent by reference).
const payoutResender = startPayoutResender(app);
let simulator: Simulator | undefined;
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
    await drainAndClose(app, {
      drainMs,
      stopWork: async () => {
        await simulator?.stop();
        await raceClock.stop();
        await payoutResender.stop();
      },
    });
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
if (isSimulatorOn(env)) {
  // Its ticks fill the rest of the demo week a day at a time, never overlapping race moves.
  simulator = startSimulator(raceDeps, { log: app.log, seedUpcomingDays: env.SEED === 'on' });
} else if (env.SEED === 'on') {
  const seedStartedAt = performance.now();
  seedDemo(raceDeps, { today }).then(
    (seeded) =>
      app.log.info(
        { ...seeded, ms: Math.round(performance.now() - seedStartedAt) },
        'demo week seeded',
      ),
    (error: unknown) => app.log.error({ err: error }, 'seeding the demo week failed'),
  );
}
