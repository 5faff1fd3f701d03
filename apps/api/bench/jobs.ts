/**
 * Job throughput with a backlog (`npm run bench:jobs`): BENCH_JOBS no-op jobs are queued at
 * once, then one instance's worker drains them, timed from the first claim to the last
 * completion. Twice: as queues ran before decision 068 (one job per claim, one at a time, the
 * next claimed at once), then batched (BENCH_JOB_BATCH per claim, BENCH_JOB_CONCURRENCY at
 * once). Aim: at least 200 jobs a second. On embedded PGlite, or PostgreSQL with DATABASE_URL.
 *
 * BENCH_JOBS (1000), BENCH_JOB_BATCH (20, as settlements), BENCH_JOB_CONCURRENCY (4).
 */
import { JOBS_SETUP_LOCK_KEY, openDatabase } from '../src/db/client';
import { createJobQueue, type JobLog } from '../src/jobs/job-queue';
import { SETTLEMENT_BATCH, SETTLEMENT_CONCURRENCY } from '../src/jobs/background-jobs';
import { wholeNumber } from './bench-env';

const jobs = wholeNumber('BENCH_JOBS', 1_000, 1, 100_000);
const batchSize = wholeNumber('BENCH_JOB_BATCH', SETTLEMENT_BATCH, 1, 1_000);
const concurrency = wholeNumber('BENCH_JOB_CONCURRENCY', SETTLEMENT_CONCURRENCY, 1, 100);
const AIM_PER_SECOND = 200;
const quiet: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Drains `jobs` no-op jobs through one queue; answers jobs a second. */
async function drain(
  label: string,
  shape: { batchSize: number; concurrency: number; drains?: boolean },
) {
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await database.migrate();
  const name = `bench-noop-${shape.batchSize}x${shape.concurrency}`;
  let done = 0;
  let first = 0;
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const queue = createJobQueue(
    [
      {
        name,
        expireInSeconds: 60,
        ...shape,
        run: async () => {
          first ||= performance.now();
          done += 1;
          if (done === jobs) finish();
        },
      },
    ],
    {
      sql: database.jobsSql,
      log: quiet,
      serializeSetup: (task) => database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
      maintenanceSeconds: 3600,
    },
  );
  // The queue exists with its jobs before the worker starts, as after a start's burst.
  await queue.boss.start();
  await queue.boss.createQueue(name);
  await queue.boss.insert(Array.from({ length: jobs }, (_, index) => ({ name, data: { index } })));
  await queue.start();
  const timeout = setTimeout(finish, 120_000);
  await finished;
  clearTimeout(timeout);
  // Completions are written after the handler: wait until the queue holds none waiting or active.
  await waitUntil(async () => (await queue.boss.getQueueSize(name, { before: 'completed' })) === 0);
  const seconds = (performance.now() - first) / 1000;
  const rate = done / seconds;
  console.log(
    `${label}: ${done} of ${jobs} jobs in ${seconds.toFixed(2)} s, ${rate.toFixed(0)} a second`,
  );
  await queue.stop();
  await database.close();
  return rate;
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

const before = await drain('one job per claim, one at a time', {
  batchSize: 1,
  concurrency: 1,
  drains: true,
});
const after = await drain(`batches of ${batchSize}, ${concurrency} at a time`, {
  batchSize,
  concurrency,
});
console.log(
  `throughput ${(after / before).toFixed(1)}x; / ${AIM_PER_SECOND} a second aim: ${(after / AIM_PER_SECOND).toFixed(2)} (${after >= AIM_PER_SECOND ? 'met' : 'missed'})`,
);
if (after < AIM_PER_SECOND) process.exitCode = 1;
