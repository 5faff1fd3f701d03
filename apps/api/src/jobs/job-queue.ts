import PgBoss from 'pg-boss';
import type { JobsSql } from '../db/client';

/** Structured logging, satisfied by Fastify's logger. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobDefinition {
  name: string;
  run(data: Record<string, unknown>): Promise<unknown>;
  /**
   * Scheduled every this many ms (whole seconds): each instance offers the job on its own
   * timer, the queue keeps one per period across all of them.
   */
  everyMs?: number;
  /** A run still active after this long is taken for dead (its process crashed) and retried. */
  expireInSeconds: number;
  retryLimit?: number;
  /**
   * Someone is waiting on it (an operator's settlement): the worker asks every half second,
   * is woken when this instance sends one, and does no other queue's work, so a job starts
   * within a second of its request whatever else is queued.
   */
  isPrompt?: boolean;
  /** After a job the worker asks for the next at once, not after its polling interval. */
  drains?: boolean;
  /**
   * Jobs fetched in one claim (pg-boss `batchSize`; default 1). A full batch means a backlog:
   * the worker claims the next at once (decision 068).
   */
  batchSize?: number;
  /** Jobs of this queue run at once on this instance, out of a batch (default 1). */
  concurrency?: number;
  /**
   * Names the work a job asks for, when a run started after the job was queued does all it asks
   * (settling a race brings it in line with the race as it stands). Jobs of one claimed batch
   * naming the same work run once and share the outcome: every one of them was queued before
   * the claim, so the one run starts after each (decision 097). Undefined: the job runs alone.
   */
  sameWork?: (data: Record<string, unknown>) => string | undefined;
}

/** A queue's backlog: jobs waiting (queued or to be retried) and how long the oldest has. */
export interface QueueStats {
  size: number;
  /** Seconds since the oldest waiting job was queued; 0 with none waiting. */
  oldestAgeSeconds: number;
}

export interface JobQueueOptions {
  sql: JobsSql;
  /**
   * Runs the queue's setup holding a lock all instances share: pg-boss creates a table per
   * queue, and two instances creating them at once deadlock (DatabaseHandle.withAdvisoryLock).
   */
  serializeSetup: (task: () => Promise<void>) => Promise<void>;
  log: JobLog;
  /** How often an instance looks for expired jobs of a crashed one (default 5 s). */
  maintenanceSeconds?: number;
  /** How often a worker asks for work (default 1 s). */
  pollingSeconds?: number;
  /** Told each queue's backlog every 15 s once schedules run (the queue metrics). */
  reportQueueStats?: (stats: Record<string, QueueStats>) => void;
}

export interface JobQueue {
  /** Installs the queue tables (once, under pg-boss's advisory lock) and starts the workers. */
  start(): Promise<void>;
  /** Starts each scheduled job's timer on this instance. */
  startSchedules(): void;
  /** Offers a scheduled job for the current period; answers whether this call queued it. */
  offer(name: string): Promise<boolean>;
  send(name: string, data?: Record<string, unknown>): Promise<string | null>;
  /** Jobs waiting (queued or to be retried) per queue. */
  queueSizes(): Promise<Record<string, number>>;
  /** Each queue's backlog: its size and its oldest waiting job's age. */
  queueStats(): Promise<Record<string, QueueStats>>;
  /** Looks for jobs whose worker died and puts them back in the queue (also on a timer). */
  recoverExpired(): Promise<void>;
  /** Stops the timers and the workers, waiting for jobs in progress. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

const QUEUE_SIZE_EVERY_MS = 15_000;
/** pg-boss's shortest polling interval: a prompt job sent by another instance waits at most this. */
const PROMPT_POLLING_SECONDS = 0.5;

/**
 * Background work on a PostgreSQL queue (pg-boss, decision 029), so that with N instances
 * each job runs once: a job is a row claimed with FOR UPDATE SKIP LOCKED. Scheduled jobs use
 * a `stately` queue (at most one waiting and one running) and a throttle slot per period, so
 * N instances offering the same tick queue it once. A run whose process died is retried
 * after `expireInSeconds` by any instance that is still up.
 */
export function createJobQueue(definitions: JobDefinition[], options: JobQueueOptions): JobQueue {
  const { log } = options;
  const boss = new PgBoss({
    db: options.sql,
    schema: 'jobs',
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 5,
    // Our jobs are scheduled by timers below; pg-boss's cron is per minute.
    schedule: false,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: unknown) => log.warn({ err: error }, 'job queue error'));
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const timers: NodeJS.Timeout[] = [];
  /** This instance's worker per queue, to wake it (pg-boss's notifyWorker). */
  const workerIds = new Map<string, string>();
  let stopped = false;

  const offer = async (name: string) => {
    const definition = byName.get(name);
    if (!definition?.everyMs) throw new Error(`${name} is not a scheduled job`);
    const id = await boss.send(name, {}, { singletonSeconds: definition.everyMs / 1000 });
    return id !== null;
  };

  const queueSizes = async () => {
    const sizes: Record<string, number> = {};
    for (const definition of definitions)
      sizes[definition.name] = await boss.getQueueSize(definition.name);
    return sizes;
  };

  // One query for every queue: pg-boss keeps jobs in jobs.job, waiting ones `created` or `retry`.
  const queueStats = async () => {
    const names = definitions.map((definition) => definition.name);
    const { rows } = (await options.sql.executeSql(
      `SELECT name, count(*)::int AS size,
              coalesce(extract(epoch FROM now() - min(created_on)), 0)::float8 AS age
         FROM jobs.job
        WHERE name = ANY($1::text[]) AND state < 'active'
        GROUP BY name`,
      [names],
    )) as { rows: { name: string; size: number; age: number }[] };
    const stats: Record<string, QueueStats> = {};
    for (const name of names) stats[name] = { size: 0, oldestAgeSeconds: 0 };
    for (const row of rows)
      stats[row.name] = { size: Number(row.size), oldestAgeSeconds: Math.max(0, Number(row.age)) };
    return stats;
  };

  /**
   * Runs a claimed batch, `concurrency` runs at a time; jobs naming the same work share one run
   * (`sameWork`). A run that throws fails each of its jobs on its own (retried by pg-boss); the
   * batch then resolves, and pg-boss completes the jobs still active. One job alone keeps
   * pg-boss's own handling, its result kept as the job's output.
   */
  const runBatch = async (
    definition: JobDefinition,
    jobs: PgBoss.Job<Record<string, unknown>>[],
    concurrency: number,
  ): Promise<unknown> => {
    const runOne = async (job: PgBoss.Job<Record<string, unknown>>) => {
      try {
        return await definition.run(job.data ?? {});
      } catch (error) {
        log.warn({ err: error, job: definition.name }, 'job failed; it will be retried');
        throw error;
      }
    };
    if (jobs.length === 1) return runOne(jobs[0] as PgBoss.Job<Record<string, unknown>>);
    const runs = groupBySameWork(jobs, definition.sameWork);
    let next = 0;
    const lane = async () => {
      while (next < runs.length) {
        const group = runs[next] as PgBoss.Job<Record<string, unknown>>[];
        next += 1;
        await runOne(group[0] as PgBoss.Job<Record<string, unknown>>).catch((error: unknown) =>
          Promise.all(group.map((job) => boss.fail(definition.name, job.id, errorOutput(error)))),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, runs.length) }, lane));
    return undefined;
  };

  return {
    boss,
    start: async () => {
      await options.serializeSetup(async () => {
        await boss.start();
        for (const definition of definitions) {
          const settings = {
            name: definition.name,
            policy: definition.everyMs ? ('stately' as const) : ('standard' as const),
            expireInSeconds: definition.expireInSeconds,
            retryLimit: definition.retryLimit ?? 5,
            retryDelay: 1,
          };
          if (await boss.getQueue(definition.name))
            await boss.updateQueue(definition.name, settings);
          else await boss.createQueue(definition.name, settings);
        }
      });
      for (const definition of definitions) {
        const pollingSeconds = options.pollingSeconds ?? 1;
        const wakesItself = definition.drains || definition.isPrompt;
        const batchSize = definition.batchSize ?? 1;
        const concurrency = definition.concurrency ?? 1;
        const workerId = await boss.work<Record<string, unknown>>(
          definition.name,
          {
            pollingIntervalSeconds: definition.isPrompt
              ? Math.min(pollingSeconds, PROMPT_POLLING_SECONDS)
              : pollingSeconds,
            batchSize,
          },
          async (jobs) => {
            if (jobs.length === 0) return undefined;
            try {
              return await runBatch(definition, jobs, concurrency);
            } finally {
              // A woken worker skips its pause: the next jobs waiting start now. A full
              // batch says more are waiting.
              const self = workerIds.get(definition.name);
              if (self && (wakesItself || jobs.length >= batchSize)) boss.notifyWorker(self);
            }
          },
        );
        workerIds.set(definition.name, workerId);
      }
    },
    startSchedules: () => {
      for (const definition of definitions) {
        if (!definition.everyMs) continue;
        const timer = setInterval(() => {
          if (stopped) return;
          offer(definition.name).catch((error: unknown) =>
            log.warn({ err: error, job: definition.name }, 'could not queue a scheduled job'),
          );
        }, definition.everyMs);
        timers.push(timer);
      }
      const report = options.reportQueueStats;
      if (report) {
        const timer = setInterval(() => {
          if (stopped) return;
          queueStats().then(report, (error: unknown) =>
            log.warn({ err: error }, 'could not read the job queue sizes'),
          );
        }, QUEUE_SIZE_EVERY_MS);
        timers.push(timer);
      }
    },
    offer,
    send: async (name, data = {}) => {
      const id = await boss.send(name, data);
      const workerId = workerIds.get(name);
      if (id && workerId && byName.get(name)?.isPrompt) boss.notifyWorker(workerId);
      return id;
    },
    queueSizes,
    queueStats,
    recoverExpired: async () => {
      await boss.maintain();
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 8_000, close: false });
    },
  };
}

/** What a failed job keeps as its output (pg-boss stores an object). */
function errorOutput(error: unknown): object {
  return error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error) };
}

/** A batch's jobs as runs: those naming the same work together, in the order first claimed. */
function groupBySameWork<Job extends { data: Record<string, unknown> | null }>(
  jobs: Job[],
  sameWork: JobDefinition['sameWork'],
): Job[][] {
  if (!sameWork) return jobs.map((job) => [job]);
  const runs: Job[][] = [];
  const byWork = new Map<string, Job[]>();
  for (const job of jobs) {
    const work = sameWork(job.data ?? {});
    const group = work === undefined ? undefined : byWork.get(work);
    if (group) {
      group.push(job);
      continue;
    }
    const run = [job];
    if (work !== undefined) byWork.set(work, run);
    runs.push(run);
  }
  return runs;
}
