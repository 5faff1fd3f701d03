/**
 * bench:jobs's first figure: a backlog in the queues of the server as `npm start` starts it
 * (its own process, DATABASE_URL on a scratch PostgreSQL database), watched draining from outside.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { JOB_NAMES } from '../src/jobs/background-jobs';
import { startServerLikeNpmStart } from './npm-start-server';
import {
  addRaceOverHttp,
  queueBackgroundSettlements,
  signInTrader,
  waitUntilSettled,
} from './settle-server';

const DRAINED_WITHIN_MS = 600_000;

export interface ServerDrain {
  completed: number;
  failed: number;
  /** From the first job's start to the last one's completion, by the database's clock. */
  seconds: number;
}

/**
 * The demo operator adds `raceCount` races over HTTP and takes each past its off (no bets), then
 * `jobs` settlements of them are put in the server's background settlement queue at once, as the
 * race clock queues them after a start; the server's own workers drain them.
 */
export async function drainOnServer(url: string, jobs: number, raceCount: number) {
  const server = await startServerLikeNpmStart({ databaseUrl: url });
  const database = openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    const { db } = database;
    const trader = await signInTrader(server.host);
    const raceIds: string[] = [];
    for (let number = 1; number <= raceCount; number += 1) {
      const raceId = await addRaceOverHttp(trader, number, `The Backlog Plate ${number}`);
      await trader('POST', `/races/${raceId}/suspend`);
      await trader('POST', `/races/${raceId}/off`);
      await waitUntilSettled(db, raceId);
      raceIds.push(raceId);
    }
    await queueBackgroundSettlements(url, raceIds, jobs);
    const deadline = Date.now() + DRAINED_WITHIN_MS;
    while (Date.now() < deadline) {
      const [queue] = await queryRows<{ completed: number; failed: number; seconds: number }>(
        db,
        sql`select count(*) filter (where state = 'completed')::int as completed,
              count(*) filter (where state = 'failed')::int as failed,
              coalesce(extract(epoch from max(completed_on) - min(started_on)), 0)::float8 as seconds
            from jobs.job where name = ${JOB_NAMES.backgroundSettlement}
              and data->>'fixtureId' = any(${`{${raceIds.join(',')}}`}::text[])`,
      );
      if (queue && queue.completed + queue.failed >= jobs) return queue;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not drain ${jobs} jobs within ${DRAINED_WITHIN_MS / 1000} s`);
  } finally {
    await server.close();
    await database.close();
  }
}
