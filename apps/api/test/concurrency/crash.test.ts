import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock';
import type { Database } from '../../src/db/client';
import { checkLedger } from '../../src/ledger/check-ledger';
import { ensureHouseAccounts } from '../../src/ledger/ledger-accounts';
import { createInProcessHub } from '../../src/realtime/hub';
import {
  fireSlips,
  readErrorBody,
  readPlacedSlip,
  tallyStatuses,
  type SlipAttempt,
} from './fire-slips';
import { openCrashEngine, type CrashEngine } from './crash-engine';
import { createHttpClient, type HttpClient } from './http-client';
import {
  countBetRows,
  countBetsAndDebits,
  findPartialSlips,
  readCashBalances,
  readStakesByPlayer,
  readStoredAnswers,
} from './ledger-tally';
import { addPublishedRace } from './race-on-database';
import { runWorkers, seededRandom } from './run-workers';
import { startServerProcess, type ServerProcess } from './server-process';
import { openUnsetStates } from '../../src/modules/legal/legal-states.queries';
import { SLIP_PATH, loadSlipMaker } from './slip-maker';
import { enrolPlayers, fundWallet, type StormPlayer } from './storm-players';

const PLAYERS = 10;
const CLIENTS = 16;
const FUNDING_PAISE = 15_000_000;
/** Answers to collect before the kill: enough that many requests are mid-flight when it lands. */
const KILL_AFTER_ANSWERS = 400;

/** The schema, the house accounts and a published race, written straight to the database. */
async function prepareDatabase(db: Database): Promise<string> {
  // A production server keeps every state OFF until set (decision 063): open them, as two ADMINs would.
  await openUnsetStates(db);
  await ensureHouseAccounts(db);
  return addPublishedRace({ db, hub: createInProcessHub(), clock: systemClock });
}

describe.skipIf(!process.env.DATABASE_URL)(
  'crash: kill -9 the server mid-storm, restart, nothing partial',
  () => {
    // PostgreSQL only: the database is read while the restarted server runs (crash-mixed.test.ts
    // holds the embedded engine to the same across a kill -9).
    let engine: CrashEngine;
    let server: ServerProcess | undefined;
    const clients: HttpClient[] = [];

    beforeAll(async () => {
      engine = await openCrashEngine();
    });
    afterAll(async () => {
      for (const client of clients) client.close();
      if (server && server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGKILL');
      await engine?.dispose();
    });

    it(
      'keeps every answered bet, every ledger rule and every balance across the crash',
      { timeout: 120_000 },
      async () => {
        const raceId = await engine.withDatabase(prepareDatabase);
        server = await startServerProcess(engine.serverEnv);
        const before = createHttpClient(server.baseUrl, CLIENTS);
        clients.push(before);
        const enrolled = await enrolPlayers(before, PLAYERS);
        await engine.withDatabase(async (db) => {
          for (const player of enrolled) await fundWallet(db, player.id, FUNDING_PAISE);
        });
        const players: StormPlayer[] = enrolled.map((player) => ({
          ...player,
          fundedPaise: FUNDING_PAISE,
        }));
        const slips = await loadSlipMaker(before, raceId);

        const random = seededRandom(99);
        const crashed = server;
        let answered = 0;
        let killed = false;
        const attempts = await fireSlips({
          client: before,
          concurrency: CLIENTS,
          attempts: 5_000,
          plan: () => ({
            player: players[Math.floor(random() * PLAYERS)] as StormPlayer,
            lines: slips.randomSlip(random),
          }),
          shouldStop: () => killed,
          onAnswer: (attempt) => {
            if (!attempt.answer || killed) return;
            answered += 1;
            if (answered >= KILL_AFTER_ANSWERS) {
              killed = true;
              crashed.child.kill('SIGKILL');
            }
          },
        });
        expect(await crashed.exited).toBeNull();
        const statuses = tallyStatuses(attempts);
        expect(
          statuses.none,
          `some requests were in flight when the server died: ${JSON.stringify(statuses)}`,
        ).toBeGreaterThan(0);
        expect(
          Object.keys(statuses).filter((status) => status !== '201' && status !== 'none'),
        ).toEqual([]);

        server = await startServerProcess(engine.serverEnv);
        const after = createHttpClient(server.baseUrl, CLIENTS);
        clients.push(after);
        await engine.withDatabase(async (db) => {
          // Every bet a client was told about survived, once; nothing is half-written.
          const accepted = attempts.filter((attempt) => attempt.answer?.status === 201);
          const answeredBets = accepted.flatMap(
            (attempt) =>
              readPlacedSlip(attempt.answer as NonNullable<SlipAttempt['answer']>).betIds,
          );
          expect(
            [...(await countBetRows(db, answeredBets)).values()].filter((rows) => rows !== 1),
          ).toEqual([]);
          expect(await checkLedger(db)).toEqual([]);
          expect(await findPartialSlips(db)).toEqual([]);

          // Balances match the bets that landed, answered or not.
          const balances = await readCashBalances(db);
          const stakes = await readStakesByPlayer(db);
          expect(
            players.filter(
              (player) => balances.get(player.id) !== FUNDING_PAISE - (stakes.get(player.id) ?? 0),
            ),
          ).toEqual([]);

          // A committed slip always committed its stored answer with it.
          const stored = await readStoredAnswers(db);
          const storedBets = stored
            .filter((answer) => answer.status === 201)
            .flatMap((answer) => answer.betIds);
          const landed = await countBetRows(db, storedBets);
          expect([...landed.values()].filter((rows) => rows !== 1)).toEqual([]);
          expect((await countBetsAndDebits(db)).bets).toBe(storedBets.length);

          // After the restart the same keys replay what landed; an unanswered request may land now
          // or still be held by the dead process's claim (409 until the claim is abandoned).
          const storedByKey = new Map(stored.map((answer) => [answer.key, answer]));
          const resent = attempts.filter(
            (attempt) => attempt.answer?.status === 201 || attempt.failure,
          );
          const replies = await runWorkers(CLIENTS, resent.length, (index) => {
            const attempt = resent[index] as SlipAttempt;
            return after.post(
              SLIP_PATH,
              { ...attempt.player.auth, 'idempotency-key': attempt.key },
              attempt.lines,
            );
          });
          const outcomes = { replayed: 0, stillClaimed: 0, placedNow: 0 };
          replies.forEach((reply, index) => {
            const attempt = resent[index] as SlipAttempt;
            const storedAnswer = storedByKey.get(attempt.key);
            outcomes[
              storedAnswer?.status === 201
                ? 'replayed'
                : storedAnswer
                  ? 'stillClaimed'
                  : 'placedNow'
            ] += 1;
            if (storedAnswer?.status === 201) {
              expect(reply.status, attempt.key).toBe(201);
              expect(reply.headers['idempotent-replayed']).toBe('true');
              expect(readPlacedSlip(reply).betIds).toEqual(storedAnswer.betIds);
            } else if (storedAnswer) {
              expect(reply.status, reply.text).toBe(409);
              expect(readErrorBody(reply).code).toBe('IDEMPOTENCY_IN_FLIGHT');
            } else {
              expect(reply.status, reply.text).toBe(201);
              expect(reply.headers['idempotent-replayed']).toBeUndefined();
            }
          });
          expect(outcomes.replayed, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(
            accepted.length,
          );
          expect(await checkLedger(db)).toEqual([]);
        });

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      },
    );
  },
);
