import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { JOBS_SETUP_LOCK_KEY } from '../db/client';
import { createJobQueue, type JobDefinition, type JobLog, type JobQueue } from './job-queue';

const quietLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const JOBS = 1_000;
const BATCH = 50;
const CONCURRENCY = 8;

describe('a queue with a backlog', () => {
  let subject: TestApp;
  let queue: JobQueue;
  const ran = new Map<number, number>();
  let inFlight = 0;
  let mostInFlight = 0;
  let flakyFailures = 0;

  const definitions: JobDefinition[] = [
    {
      name: 'backlog',
      expireInSeconds: 60,
      batchSize: BATCH,
      concurrency: CONCURRENCY,
      run: async (data) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        const index = Number(data.index);
        ran.set(index, (ran.get(index) ?? 0) + 1);
        // One job of the batch fails once: it alone is retried.
        if (index === 7 && flakyFailures === 0) {
          flakyFailures += 1;
          throw new Error('flaky');
        }
      },
    },
    // Its worker is taken off below, so its jobs wait: the backlog metrics read them.
    { name: 'waiting', expireInSeconds: 60, run: async () => undefined },
  ];

  beforeAll(async () => {
    subject = await buildTestApp();
    queue = createJobQueue(definitions, {
      sql: subject.database.jobsSql,
      log: quietLog,
      serializeSetup: (task) => subject.database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
      pollingSeconds: 1,
      maintenanceSeconds: 3600,
    });
    await queue.start();
    await queue.boss.offWork('waiting');
  });
  afterAll(async () => {
    await queue?.stop();
    await subject?.close();
  });

  it(`runs ${JOBS} queued jobs in batches, ${CONCURRENCY} at a time, each once and a failed one again`, async () => {
    await queue.boss.insert(
      Array.from({ length: JOBS }, (_, index) => ({
        name: 'backlog',
        data: { index },
        retryLimit: 2,
        retryDelay: 1,
      })),
    );
    const started = performance.now();
    await expect
      .poll(() => ran.size === JOBS && (ran.get(7) ?? 0) >= 2, { timeout: 60_000, interval: 50 })
      .toBe(true);
    const seconds = (performance.now() - started) / 1000;
    expect([...ran.entries()].filter(([, runs]) => runs !== 1)).toEqual([[7, 2]]);
    // Jobs of a batch ran side by side, never more than the queue allows.
    expect(mostInFlight).toBe(CONCURRENCY);
    // One job per polling interval (1 s) would take 1,000 s: batches drain the backlog at once.
    expect(JOBS / seconds).toBeGreaterThan(100);
    await expect.poll(async () => (await queue.queueStats()).backlog?.size).toBe(0);
  });

  it('reports each queue’s depth and how long its oldest job has waited', async () => {
    const idle = await queue.queueStats();
    expect(idle.waiting).toEqual({ size: 0, oldestAgeSeconds: 0 });
    await queue.send('waiting', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await queue.send('waiting', { n: 2 });
    const stats = await queue.queueStats();
    expect(stats.waiting?.size).toBe(2);
    expect(stats.waiting?.oldestAgeSeconds).toBeGreaterThanOrEqual(1);
    expect(stats.waiting?.oldestAgeSeconds).toBeLessThan(30);
  });
});

describe('jobs of one batch that ask for the same work', () => {
  let subject: TestApp;
  let queue: JobQueue | undefined;
  afterAll(async () => {
    await queue?.stop();
    await subject?.close();
  });

  it('run once for each work they name, each alone without one, and fail and retry together', async () => {
    subject = await buildTestApp();
    const runs: string[] = [];
    let failedOnce = false;
    queue = createJobQueue(
      [
        {
          name: 'same-work',
          expireInSeconds: 60,
          batchSize: 50,
          concurrency: 4,
          sameWork: (data) => (typeof data.race === 'string' ? data.race : undefined),
          run: async (data) => {
            runs.push(typeof data.race === 'string' ? data.race : `alone-${Number(data.index)}`);
            if (data.race === 'c' && !failedOnce) {
              failedOnce = true;
              throw new Error('the race could not be settled this time');
            }
          },
        },
      ],
      {
        sql: subject.database.jobsSql,
        log: quietLog,
        serializeSetup: (task) => subject.database.withAdvisoryLock(JOBS_SETUP_LOCK_KEY, task),
        pollingSeconds: 1,
        maintenanceSeconds: 3600,
      },
    );
    // The backlog is there before the worker starts, so its first claim takes all of it.
    await queue.boss.start();
    await queue.boss.createQueue('same-work');
    const races = ['a', 'b', 'c'];
    await queue.boss.insert(
      Array.from({ length: 30 }, (_, index) => ({
        name: 'same-work',
        data: index % 10 === 9 ? { index } : { race: races[index % 3], index },
        retryLimit: 2,
        retryDelay: 1,
      })),
    );
    await queue.start();
    const states = async () =>
      (
        (await subject.database.jobsSql.executeSql(
          `SELECT state, count(*)::int AS n FROM jobs.job WHERE name = 'same-work' GROUP BY state`,
          [],
        )) as { rows: { state: string; n: number }[] }
      ).rows;
    await expect
      .poll(states, { timeout: 20_000, interval: 100 })
      .toEqual([{ state: 'completed', n: 30 }]);
    // 27 jobs for three races ran as three runs, and c's once more after its failure; the
    // three with no race ran alone.
    expect(runs.filter((run) => run === 'a')).toHaveLength(1);
    expect(runs.filter((run) => run === 'b')).toHaveLength(1);
    expect(runs.filter((run) => run === 'c').length).toBeGreaterThanOrEqual(2);
    expect(runs.filter((run) => run.startsWith('alone-')).sort()).toEqual([
      'alone-19',
      'alone-29',
      'alone-9',
    ]);
    // Every one of c's nine jobs failed with the run and was retried.
    const retried = (await subject.database.jobsSql.executeSql(
      `SELECT count(*)::int AS n FROM jobs.job WHERE name = 'same-work' AND retry_count > 0`,
      [],
    )) as { rows: { n: number }[] };
    expect(retried.rows[0]?.n).toBe(9);
  });
});
