import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** What the server side spent over a window of load: the benchmark divides it by bets placed. */
export interface ServerSpend {
  queries: number;
  transactions: number;
  /** CPU of this process (the app; the load runs in another process), in ms. */
  nodeCpuMs: number;
  /** CPU of the PostgreSQL backends serving the database, in ms; null when they are not local. */
  postgresCpuMs: number | null;
}

/** Clients whose queries are the meter's own, not the app's. */
const uncounted = new WeakSet<object>();

/**
 * Counts every query the app's pg pool sends (by wrapping pg.Client#query, which the pool
 * and Drizzle both go through), so the benchmark can report round trips per bet.
 */
export function countQueries(): () => number {
  let queries = 0;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function countedQuery(this: object, ...args: unknown[]) {
    if (!uncounted.has(this)) queries += 1;
    return original.apply(this, args);
  };
  return () => queries;
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a local process in ms, or null when /proc does not have it. */
export function readProcessCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000) / clockTicks;
  } catch {
    return null;
  }
}

interface Snapshot {
  queries: number;
  transactions: number;
  cpu: NodeJS.CpuUsage;
  backends: Map<number, number | null>;
}

/** Snapshots the spend on database `name` (admin queries go through `adminUrl`, uncounted). */
export function meterServer(adminUrl: string, name: string, readQueries: () => number) {
  const snapshot = async (): Promise<Snapshot> => {
    const queries = readQueries();
    const cpu = process.cpuUsage();
    const admin = new pg.Client({ connectionString: adminUrl });
    uncounted.add(admin);
    await admin.connect();
    try {
      const stats = await admin.query<{ commits: string }>(
        'select xact_commit::text as commits from pg_stat_database where datname = $1',
        [name],
      );
      const pids = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return {
        queries,
        transactions: Number(stats.rows[0]?.commits ?? 0),
        cpu,
        backends: new Map(pids.rows.map((row) => [row.pid, readProcessCpuMs(row.pid)])),
      };
    } finally {
      await admin.end();
    }
  };
  return {
    snapshot,
    /** The spend between two snapshots; backends must live through both to be counted. */
    spendBetween: (start: Snapshot, end: Snapshot): ServerSpend => {
      let postgresCpuMs: number | null = 0;
      for (const [pid, ended] of end.backends) {
        const started = start.backends.get(pid);
        if (ended === null || started === null) postgresCpuMs = null;
        else if (postgresCpuMs !== null && started !== undefined) postgresCpuMs += ended - started;
      }
      return {
        queries: end.queries - start.queries,
        transactions: end.transactions - start.transactions,
        nodeCpuMs: (end.cpu.user - start.cpu.user + end.cpu.system - start.cpu.system) / 1_000,
        postgresCpuMs,
      };
    },
  };
}
