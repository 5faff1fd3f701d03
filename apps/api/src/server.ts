import { indiaDayOf } from '@furlong/contract';
import { buildApp } from './app';
import { systemClock } from './clock';
import { JOBS_SETUP_LOCK_KEY, openDatabase, SEED_LOCK_KEY, SEED_WEEK_LOCK_KEY } from './db/client';
import { seedDemo } from './db/seed/seed-demo';
import { isSimulatorOn, loadEnv } from './env';
import { seedDemoContent } from './modules/content/seed-demo-content';
import { seedDevAccounts } from './modules/operators/seed-dev-accounts';
import { seedReference } from './modules/reference/seed-reference';
import { defineBackgroundJobs } from './jobs/background-jobs';
import { createJobQueue } from './jobs/job-queue';
import { createHub } from './realtime/create-hub';

const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const hub = createHub(env);
const app = await buildApp({ env, database, hub, clock: systemClock });
// The README's demo operator and player; seedDevAccounts refuses in production or with SEED=off.
const devAccounts = {
  db: database.db,
  clock: systemClock,
  secrets: app.secrets,
  notifier: app.notifier,
  rateLimiter: app.rateLimiter,
};
const raceDeps = { db: database.db, hub, clock: systemClock };
const today = indiaDayOf(systemClock.now());
// Instances booting together seed one after the other; the later ones find the rows there.
await database.withAdvisoryLock(SEED_LOCK_KEY, async () => {
  app.log.info(await seedDevAccounts(devAccounts, env), 'dev accounts');
  if (env.SEED !== 'on') return;
  // Only today and tomorrow before listening (finished days cost a verb per step of every
  // race); the rest of the week follows once the server is up.
  const seedStartedAt = performance.now();
  await seedReference(database.db);
  const seeded = await seedDemo(raceDeps, { today, daysBefore: 0, daysAfter: 1 });
  app.log.info(await seedDemoContent(database.db, today), 'demo content seeded');
  app.log.info(
    { ...seeded, ms: Math.round(performance.now() - seedStartedAt) },
    'demo data seeded',
  );
});

// The race clock, payout resends, notification delivery, retention and the simulator run as
// queue jobs: once per period across every instance (decision 029).
const jobs = createJobQueue(
  defineBackgroundJobs(app, raceDeps, {
    // Its ticks fill the rest of the demo week a day at a time, never overlapping race moves.
    simulator: isSimulatorOn(env) ? { seedUpcomingDays: env.SEED === 'on' } : undefined,
  }),
  {
    sql: database.jobsSql,
    log: app.log,
    serializeSetup: (task) => database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
  },
);
await jobs.start();
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await jobs.stop();
    await app.close();
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
jobs.startSchedules();
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
