/**
 * Job throughput with a backlog (`npm run bench:jobs`). Aim: at least 200 jobs a second.
 *
 * First figure, the server as a user starts it (bench/jobs-server.ts): the server started as
 * `npm start` starts it (bench/npm-start-server.ts, its own process) with DATABASE_URL on a
 * scratch PostgreSQL database; the demo operator adds BENCH_JOB_RACES (10) races over HTTP and
 * takes each past its off; then BENCH_JOBS settlements of them are put at once in the server's
 * own background settlement queue (pg-boss, straight into its database, as the race clock queues
 * them after a start) and the server's workers drain them: timed from the first job's start to
 * the last one's completion, read from the queue's table. Real settlements (of races with no
 * bets), not no-ops.
 *
 * Second figure, a queue in this process: BENCH_JOBS no-op jobs queued at once, then one worker
 * drains them, timed from the first claim to the last completion. Twice: as queues ran before
 * decision 068 (one job per claim, one at a time, the next claimed at once), then batched
 * (BENCH_JOB_BATCH per claim, BENCH_JOB_CONCURRENCY at once). On embedded PGlite, or PostgreSQL
 * with DATABASE_URL.
 *
 * The server's figure needs PostgreSQL: BENCH_DATABASE_URL (else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres); on its `postgres` database it runs in a scratch
 * database, on any other (dedicated, empty, throw-away) one in it. BENCH_SERVER=off skips it.
 * BENCH_JOBS (1000), BENCH_JOB_RACES (10), BENCH_JOB_BATCH (20, as settlements),
 * BENCH_JOB_CONCURRENCY (4).
 */
import { JOBS_SETUP_LOCK_KEY, openDatabase } from '../src/db/client';
import { createJobQueue, type JobLog } from '../src/jobs/job-queue';
import { SETTLEMENT_BATCH, SETTLEMENT_CONCURRENCY } from '../src/jobs/background-jobs';
import { createScratchDatabase } from '../test/concurrency/scratch-database';
import { wholeNumber } from './bench-env';
import { drainOnServer } from './jobs-server';

const jobs = wholeNumber('BENCH_JOBS', 1_000, 1, 100_000);
const batchSize = wholeNumber('BENCH_JOB_BATCH', SETTLEMENT_BATCH, 1, 1_000);
const concurrency = wholeNumber('BENCH_JOB_CONCURRENCY', SETTLEMENT_CONCURRENCY, 1, 100);
const AIM_PER_SECOND = 200;
const raceCount = wholeNumber('BENCH_JOB_RACES', 10, 1, 20);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const runsOnServer = process.env.BENCH_SERVER !== 'off';
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

/** The backlog in the server's own queue; answers jobs a second. */
async function drainServer(): Promise<number> {
  const isScratch = new URL(serverUrl).pathname === '/postgres';
  const scratch = isScratch ? await createScratchDatabase(serverUrl, 'furlong_bench') : undefined;
  try {
    const drained = await drainOnServer(scratch?.url ?? serverUrl, jobs, raceCount);
    const rate = drained.completed / drained.seconds;
    console.log(
      `the server as npm start runs it, on PostgreSQL: ${drained.completed} of ${jobs} settlement jobs over ${raceCount} races ` +
        `(a claimed batch's jobs for one race settle it once, decision 097): ` +
        `${drained.failed} failed, in ${drained.seconds.toFixed(2)} s, ${rate.toFixed(0)} a second; ` +
        `/ ${AIM_PER_SECOND} a second aim: ${(rate / AIM_PER_SECOND).toFixed(2)} (${rate >= AIM_PER_SECOND ? 'met' : 'missed'})`,
    );
    return drained.failed === 0 ? rate : 0;
  } finally {
    await scratch?.drop();
  }
}

const onServer = runsOnServer ? await drainServer() : undefined;
console.log('second figure, a queue in this process with no-op jobs:');
const before = await drain('  one job per claim, one at a time', {
  batchSize: 1,
  concurrency: 1,
  drains: true,
});
const after = await drain(`  batches of ${batchSize}, ${concurrency} at a time`, {
  batchSize,
  concurrency,
});
console.log(
  `  throughput ${(after / before).toFixed(1)}x; / ${AIM_PER_SECOND} a second aim: ${(after / AIM_PER_SECOND).toFixed(2)} (${after >= AIM_PER_SECOND ? 'met' : 'missed'})`,
);
if ((onServer ?? after) < AIM_PER_SECOND) process.exitCode = 1;
