import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { fireSlips, LEAKED_INTERNALS, readErrorBody, tallyStatuses } from './fire-slips';
import { seededRandom } from './run-workers';
import { startStormApp, type StormApp } from './storm-app';
import { enrolFundedPlayers, type StormPlayer } from './storm-players';
import { STORM_TIMEOUT_MS, stormSize } from './storm-size';

/** PGlite runs one query at a time, so the race cannot happen there: a round or two checks the shape. */
const ROUNDS = process.env.DATABASE_URL ? stormSize(10, 30) : stormSize(2, 6);
const CLIENTS = 29;
/** Most slips a round fires: it stops once the change answered and a wave of slips followed it. */
const SLIPS_PER_ROUND = 20 * CLIENTS;
/** The break is taken once this many slips of the round have answered: mid-storm. */
const ANSWERS_BEFORE_BREAK = 4;
const FUNDING_PAISE = 10_000_000;
const LARGEST_SLIP_RUPEES = 100;

interface Change {
  path: string;
  body: unknown;
  code: string;
  /** When the change took effect, read back from the database. */
  startOf(db: StormApp['subject']['database']['db'], playerId: string): Promise<Date>;
}

const TIME_OUT: Change = {
  path: '/api/customer/self/protections/time-out',
  body: { duration: 'P1D' },
  code: 'TIMED_OUT',
  startOf: async (db, playerId) => {
    const [row] = await queryRows<{ start: string | Date }>(
      db,
      sql`select time_out_until - interval '1 day' as start from player_protections where player_id = ${playerId}::uuid`,
    );
    return new Date(row?.start as string);
  },
};

const LIMIT_LOWERED: Change = {
  path: '/api/customer/self/protections/limits',
  // ₹1 a day: below any slip of the storm, so no slip fits once it holds.
  body: { kind: 'STAKE', period: 'DAY', amount: 1 },
  code: 'LIMIT_REACHED',
  startOf: async (db, playerId) => {
    const [row] = await queryRows<{ start: string | Date }>(
      db,
      sql`select updated_at as start from player_limits where player_id = ${playerId}::uuid and kind = 'STAKE' and period = 'DAY'`,
    );
    return new Date(row?.start as string);
  },
};

// On PostgreSQL the break and the slips really meet: the bet reads the protections row under a
// share lock (enforce_player_protections) and the break takes its start once it holds the row,
// so every slip is either placed before the break's start or refused. On PGlite (one query at
// a time) it holds trivially, and the test still checks the refusals' shape.
describe(`break race: ${CLIENTS} parallel slips race a protection change, ${ROUNDS} rounds each`, () => {
  let storm: StormApp;
  let players: StormPlayer[];

  beforeAll(async () => {
    storm = await startStormApp(CLIENTS + 1);
    players = await enrolFundedPlayers(
      storm.client,
      storm.subject.database.db,
      2 * ROUNDS,
      FUNDING_PAISE,
    );
  });
  afterAll(async () => {
    await storm?.close();
  });

  async function raceRound(player: StormPlayer, change: Change, seed: number): Promise<void> {
    const random = seededRandom(seed);
    let answers = 0;
    let answersAfterChange: number | undefined;
    let changed: Promise<{ status: number; text: string }> | undefined;
    const attempts = await fireSlips({
      client: storm.client,
      concurrency: CLIENTS,
      attempts: SLIPS_PER_ROUND,
      plan: () => ({ player, lines: storm.slips.randomSlip(random, LARGEST_SLIP_RUPEES) }),
      shouldStop: () =>
        answersAfterChange !== undefined && answers - answersAfterChange >= 2 * CLIENTS,
      onAnswer: () => {
        answers += 1;
        if (answers === ANSWERS_BEFORE_BREAK)
          changed = storm.client
            .send(
              change.path === LIMIT_LOWERED.path ? 'PUT' : 'POST',
              change.path,
              { ...player.auth, 'content-type': 'application/json' },
              JSON.stringify(change.body),
            )
            .finally(() => {
              answersAfterChange = answers;
            });
      },
    });
    const answer = await changed;
    expect(answer?.status, answer?.text).toBe(200);
    const statuses = tallyStatuses(attempts);
    expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['201', '403']);
    for (const attempt of attempts) {
      expect(attempt.answer?.text).not.toMatch(LEAKED_INTERNALS);
      if (attempt.answer?.status === 403)
        expect(readErrorBody(attempt.answer).code).toBe(change.code);
    }

    const db = storm.subject.database.db;
    const start = await change.startOf(db, player.id);
    const late = await queryRows<{ id: string; placed_at: string | Date }>(
      db,
      sql`select id, placed_at from bets where player_id = ${player.id}::uuid and placed_at > ${start.toISOString()}::timestamptz`,
    );
    expect(
      late.map((bet) => new Date(bet.placed_at).getTime() - start.getTime()),
      'ms after the change began',
    ).toEqual([]);
  }

  it(
    'places no bet after a time-out began: each slip is placed before its start or refused',
    { timeout: STORM_TIMEOUT_MS },
    async () => {
      for (let round = 0; round < ROUNDS; round += 1)
        await raceRound(players[round] as StormPlayer, TIME_OUT, 24_0400 + round);
    },
  );

  it(
    'places no bet after a lowered stake limit took effect',
    { timeout: STORM_TIMEOUT_MS },
    async () => {
      for (let round = 0; round < ROUNDS; round += 1)
        await raceRound(players[ROUNDS + round] as StormPlayer, LIMIT_LOWERED, 24_0500 + round);
    },
  );
});
