import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check-ledger';
import {
  expectedCash,
  fireSlips,
  LEAKED_INTERNALS,
  readErrorBody,
  tallyStatuses,
} from './fire-slips';
import { readCashBalances, readStakesByPlayer } from './ledger-tally';
import { runWorkers, seededRandom } from './run-workers';
import { startStormApp, type StormApp } from './storm-app';
import { enrolFundedPlayers, type StormPlayer } from './storm-players';
import { STORM_TIMEOUT_MS, stormSize } from './storm-size';

const PLAYERS = stormSize(4, 20);
const CLIENTS = stormSize(16, 32);
const ATTEMPTS = stormSize(400, 4_000);
/** Each player's daily stake limit, far below their cash: the limit is what stops them. */
const LIMIT_RUPEES = 5_000;
const FUNDING_PAISE = 10 * LIMIT_RUPEES * 100;
const LARGEST_SLIP_RUPEES = 1_000;

// Runs on PGlite (one query at a time) and, with DATABASE_URL, on PostgreSQL, where parallel
// slips of one player really meet: only the pocket lock taken before the check keeps two of
// them from passing the limit together.
describe(`limit storm: ${ATTEMPTS} slips from ${CLIENTS} clients against daily stake limits`, () => {
  let storm: StormApp;
  let players: StormPlayer[];

  beforeAll(async () => {
    storm = await startStormApp(CLIENTS);
    players = await enrolFundedPlayers(
      storm.client,
      storm.subject.database.db,
      PLAYERS,
      FUNDING_PAISE,
    );
    await runWorkers(4, players.length, async (index) => {
      const player = players[index] as StormPlayer;
      const answer = await storm.client.send(
        'PUT',
        '/api/customer/self/protections/limits',
        { ...player.auth, 'content-type': 'application/json' },
        JSON.stringify({ kind: 'STAKE', period: 'DAY', amount: LIMIT_RUPEES }),
      );
      if (answer.status !== 200) throw new Error(`limit not set: ${answer.status} ${answer.text}`);
    });
  });
  afterAll(async () => {
    await storm?.close();
  });

  it(
    'never lets the slips placed pass a player’s limit, and refuses the rest with LIMIT_REACHED',
    { timeout: STORM_TIMEOUT_MS },
    async () => {
      const random = seededRandom(33_2031);
      const attempts = await fireSlips({
        client: storm.client,
        concurrency: CLIENTS,
        attempts: ATTEMPTS,
        plan: (index) => ({
          player: players[index % players.length] as StormPlayer,
          lines: storm.slips.randomSlip(random, LARGEST_SLIP_RUPEES),
        }),
      });
      const statuses = tallyStatuses(attempts);
      expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['201', '403']);
      for (const attempt of attempts) {
        expect(attempt.answer?.text).not.toMatch(LEAKED_INTERNALS);
        if (attempt.answer?.status === 403)
          expect(readErrorBody(attempt.answer).code).toBe('LIMIT_REACHED');
      }

      const db = storm.subject.database.db;
      expect(await checkLedger(db)).toEqual([]);
      const staked = await readStakesByPlayer(db);
      for (const player of players) {
        const placed = staked.get(player.id) ?? 0;
        // The limit holds, and the slips answered 201 are exactly the stakes stored.
        expect(placed).toBeLessThanOrEqual(LIMIT_RUPEES * 100);
        const told = attempts
          .filter((attempt) => attempt.player === player && attempt.answer?.status === 201)
          .reduce((sum, attempt) => sum + attempt.paise, 0);
        expect(placed).toBe(told);
        // The storm fought over the edge: each player came within a largest slip of the limit.
        expect(placed).toBeGreaterThan((LIMIT_RUPEES - LARGEST_SLIP_RUPEES) * 100);
      }
      const balances = await readCashBalances(db);
      const drifted = [...expectedCash(players, attempts)].filter(
        ([id, cash]) => balances.get(id) !== cash,
      );
      expect(drifted).toEqual([]);
    },
  );
});
