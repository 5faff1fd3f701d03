/**
 * bench:settle's first figure: the server as `npm start` starts it (its own process, on the
 * scratch database), the race driven over HTTP by the demo operator as a trader drives it, and
 * every bet's settlement watched from outside through the same database.
 */
import { indiaDayOf, type CreateRaceBody } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { openDatabase, type Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { JOB_NAMES } from '../src/jobs/background-jobs';
import { DEV_OPERATOR } from '../src/modules/player-desk/seed-dev-accounts';
import { createHttpClient } from '../test/concurrency/http-client';
import { enrolPlayers, fundWallet } from '../test/concurrency/storm-players';
import { startServerLikeNpmStart } from './npm-start-server';
import { placeBetsInBulk } from './place-bets-in-bulk';
import { expectLedgerHolds, standingsWon } from './settle-figures';
import { operatorCall } from './operator-http';

/** A month away: the race clock never takes it off; the operator records the off instead. */
const RACE_LEAD_MS = 30 * 24 * 60 * 60 * 1000;
const SETTLED_WITHIN_MS = 600_000;

export interface ServerFigures {
  /** From the official result's request until every bet was settled. */
  settleMs: number;
  /** From the correction's request until the race was settled again. */
  correctMs: number;
  /** How long the correction's job waited in the queue before a worker took it (the database's clock). */
  correctionStartedMs: number | null;
  /** Background settlements queued ahead of it that had not started when it did. */
  overtaken: number | null;
  /** From the first queued settlement's start to the last one's completion, by the server. */
  drainedMs: number;
}

/** The trader's side: the operator API with the demo operator's sign-in. */
export async function signInTrader(host: string) {
  const call = operatorCall(host);
  const { accessToken } = (await call('POST', '/auth/login', undefined, {
    email: DEV_OPERATOR.email,
    password: DEV_OPERATOR.password,
  })) as { accessToken: string };
  return (method: string, path: string, body?: unknown) => call(method, path, accessToken, body);
}

export type Trader = Awaited<ReturnType<typeof signInTrader>>;

/** The result as the console sends it. */
const resultBody = (standings: ReturnType<typeof standingsWon>) => ({
  standings: standings.map(({ place, horseNumber }) => ({ place, horseNo: horseNumber })),
});

/** A race a month away, added and published through the operator API; answers its uid. */
export async function addRaceOverHttp(trader: Trader, raceNumber: number, name: string) {
  const startAt = new Date(Date.now() + RACE_LEAD_MS);
  const race: CreateRaceBody = {
    venue: 'BLR',
    day: indiaDayOf(startAt),
    raceNumber,
    startDate: startAt.toISOString(),
    distance: 1200,
    name,
    runners: Array.from({ length: 8 }, (_, index) => ({
      horseNo: index + 1,
      name: `Runner ${index + 1}`,
      prices: { WIN: index + 2, PLACE: (index + 2) / 4, SHP: (index + 2) / 2, THP: index + 2 },
    })),
  };
  const { uid } = (await trader('POST', '/races', race)) as { uid: string };
  await trader('POST', `/races/${uid}/publish`);
  return uid;
}

/** Polls the race row until no settlement is pending; answers when (performance.now()). */
export async function waitUntilSettled(db: Database, raceId: string): Promise<number> {
  const deadline = Date.now() + SETTLED_WITHIN_MS;
  while (Date.now() < deadline) {
    const [race] = await queryRows<{ pending: boolean }>(
      db,
      sql`select settlement_requested_at is not null as pending from fixtures where id = ${raceId}`,
    );
    if (race && !race.pending) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`race ${raceId} was not settled within ${SETTLED_WITHIN_MS / 1000} s`);
}

/** Every bet of the race settled, the winners exactly those on `winner`. */
async function expectSettledFor(db: Database, raceId: string, winner: number, betCount: number) {
  const [count] = await queryRows<{ won: number; lost: number; onWinner: number }>(
    db,
    sql`select count(*) filter (where status = 'WON')::int as won,
          count(*) filter (where status = 'LOST')::int as lost,
          count(*) filter (where horse_number = ${winner})::int as "onWinner"
        from bets where fixture_id = ${raceId}`,
  );
  if (!count || count.won + count.lost !== betCount || count.won !== count.onWinner)
    throw new Error(`settled wrongly for horse ${winner}: ${JSON.stringify(count)}`);
}

/** Background settlements put in the server's own queue, as the race clock queues them after a start. */
export async function queueBackgroundSettlements(url: string, raceIds: string[], count: number) {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'jobs',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    await boss.insert(
      Array.from({ length: count }, (_, index) => ({
        name: JOB_NAMES.backgroundSettlement,
        data: { fixtureId: raceIds[index % raceIds.length] },
      })),
    );
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}

/** Waits until the server has completed every queued background settlement; answers how long they took. */
async function waitUntilDrained(db: Database, idleRaceId: string, count: number) {
  const deadline = Date.now() + SETTLED_WITHIN_MS;
  while (Date.now() < deadline) {
    const [queue] = await queryRows<{ completed: number; ms: number | null }>(
      db,
      sql`select count(*) filter (where state = 'completed')::int as completed,
            (extract(epoch from max(completed_on) - min(started_on)) * 1000)::float8 as ms
          from jobs.job where name = ${JOB_NAMES.backgroundSettlement} and data->>'fixtureId' = ${idleRaceId}`,
    );
    if (queue && queue.completed >= count) return queue.ms ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the ${count} queued settlements were not all completed`);
}

/** The correction's job, read back from the queue: its wait, and what it overtook. */
async function readCorrectionJob(db: Database, raceId: string, idleRaceId: string) {
  const [job] = await queryRows<{ waitedMs: number | null; overtaken: number | null }>(
    db,
    sql`with correction as (
          select created_on, started_on from jobs.job
          where name = ${JOB_NAMES.settlement} and data->>'fixtureId' = ${raceId}
          order by created_on desc limit 1)
        select (extract(epoch from c.started_on - c.created_on) * 1000)::float8 as "waitedMs",
          (select count(*)::int from jobs.job j
            where j.name = ${JOB_NAMES.backgroundSettlement} and j.data->>'fixtureId' = ${idleRaceId}
              and (j.started_on is null or j.started_on > c.started_on)) as overtaken
        from correction c`,
  );
  return { correctionStartedMs: job?.waitedMs ?? null, overtaken: job?.overtaken ?? null };
}

export async function settleOnServer(
  url: string,
  sizes: { betCount: number; playerCount: number; queuedCount: number },
): Promise<ServerFigures> {
  const server = await startServerLikeNpmStart({ databaseUrl: url });
  // The bench's own connection to the server's database: bulk bets, funding, watching.
  const database = openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    const { db } = database;
    const trader = await signInTrader(server.host);
    const raceId = await addRaceOverHttp(trader, 1, 'The Settlement Stakes');
    const idleRaceId = await addRaceOverHttp(trader, 2, 'The Idle Plate');
    const client = createHttpClient(`http://${server.host}`, 4);
    const players = await enrolPlayers(client, sizes.playerCount);
    client.close();
    for (const player of players) await fundWallet(db, player.id, 1_000_000_000);
    await placeBetsInBulk(
      db,
      raceId,
      players.map((player) => player.id),
      sizes.betCount,
    );
    // The trader closes betting and records the off: a result may be declared.
    for (const race of [raceId, idleRaceId]) {
      await trader('POST', `/races/${race}/suspend`);
      await trader('POST', `/races/${race}/off`);
      await waitUntilSettled(db, race);
    }
    const first = standingsWon(1);
    const resultAt = performance.now();
    await trader('POST', `/races/${raceId}/result`, { ...resultBody(first), official: true });
    const settleMs = (await waitUntilSettled(db, raceId)) - resultAt;
    await expectSettledFor(db, raceId, first[0]?.horseNumber ?? 0, sizes.betCount);
    await expectLedgerHolds(db);

    await queueBackgroundSettlements(url, [idleRaceId], sizes.queuedCount);
    const corrected = standingsWon(5);
    const correctionAt = performance.now();
    await trader('POST', `/races/${raceId}/result`, resultBody(corrected));
    const correctMs = (await waitUntilSettled(db, raceId)) - correctionAt;
    await expectSettledFor(db, raceId, corrected[0]?.horseNumber ?? 0, sizes.betCount);
    await expectLedgerHolds(db);
    const correction = await readCorrectionJob(db, raceId, idleRaceId);
    const drainedMs = await waitUntilDrained(db, idleRaceId, sizes.queuedCount);
    return { settleMs, correctMs, ...correction, drainedMs };
  } finally {
    await server.close();
    await database.close();
  }
}
