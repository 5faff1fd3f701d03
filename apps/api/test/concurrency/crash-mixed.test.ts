import { randomUUID } from 'node:crypto';
import type { BetSlipLine, PlaceMultipleRequest, ToteTicketRequest } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock';
import type { Database } from '../../src/db/client';
import { checkLedger } from '../../src/ledger/check-ledger';
import { ensureHouseAccounts } from '../../src/ledger/ledger-accounts';
import { openUnsetStates } from '../../src/modules/legal/legal-states.queries';
import { MULTIPLE_ANSWERS } from '../../src/modules/bets/multiple-answer';
import { MULTIPLE_SCOPE } from '../../src/modules/bets/multiple-context';
import { TOTE_TICKET_SCOPE } from '../../src/modules/tote/buy-ticket';
import { createInProcessHub } from '../../src/realtime/hub';
import { openCrashEngine, type CrashEngine } from './crash-engine';
import { readErrorBody, readPlacedSlip } from './fire-slips';
import { createHttpClient, type HttpAnswer, type HttpClient } from './http-client';
import {
  countBetRows,
  countTicketRows,
  findPartialSlips,
  findPartialTickets,
  readAllStakesByPlayer,
  readCashBalances,
  readKeyAnswers,
  readStoredAnswers,
} from './ledger-tally';
import { addPublishedRace } from './race-on-database';
import { runWorkers, seededRandom } from './run-workers';
import { startServerProcess, type ServerProcess } from './server-process';
import { MULTIPLE_PATH, SLIP_PATH, loadSlipMaker } from './slip-maker';
import { enrolPlayers, fundWallet, type StormPlayer } from './storm-players';

const EMBEDDED = !process.env.DATABASE_URL;
const PLAYERS = 10;
/** The embedded database serves one query at a time: fewer clients keep a request's wait short. */
const CLIENTS = EMBEDDED ? 6 : 16;
const FUNDING_PAISE = 15_000_000;
/** Answers to collect before the kill: enough that many requests are mid-flight when it lands. */
const KILL_AFTER_ANSWERS = EMBEDDED ? 120 : 400;
const TOTE_PATH = '/api/customer/self/tote/tickets';

type Kind = 'slip' | 'multiple' | 'tote';
const PATHS: Record<Kind, string> = { slip: SLIP_PATH, multiple: MULTIPLE_PATH, tote: TOTE_PATH };

interface Attempt {
  kind: Kind;
  player: StormPlayer;
  key: string;
  body: BetSlipLine[] | PlaceMultipleRequest | ToteTicketRequest;
  /** Absent when the request never got an answer (the connection died). */
  answer?: HttpAnswer;
  failure?: string;
}

/** The house accounts and two published races, written straight to the (migrated) database. */
async function prepareDatabase(db: Database): Promise<[string, string]> {
  // A production server keeps every state OFF until set (decision 063): open them, as two ADMINs would.
  await openUnsetStates(db);
  await ensureHouseAccounts(db);
  const deps = { db, hub: createInProcessHub(), clock: systemClock };
  return [await addPublishedRace(deps, 1), await addPublishedRace(deps, 2)];
}

const send = (client: HttpClient, attempt: Attempt) =>
  client.post(
    PATHS[attempt.kind],
    { ...attempt.player.auth, 'idempotency-key': attempt.key },
    attempt.body,
  );

/** What identifies a placed answer: the slip's bets, a multiple's or a tote ticket's number. */
function placedIdentity(attempt: Attempt, answer: HttpAnswer): string {
  if (attempt.kind === 'slip') return readPlacedSlip(answer).betIds.join(',');
  return (JSON.parse(answer.text) as { ticketNumber: string }).ticketNumber;
}

/** The same, read from a key's stored answer (decision 023's shapes per scope). */
function storedIdentity(scope: string, body: unknown): string {
  if (scope === MULTIPLE_SCOPE)
    return `${(body as { multiple: { ticket: string } }).multiple.ticket}`;
  return (body as { ticketNumber: string }).ticketNumber;
}

/** Stops a server as an operator would (SIGTERM) and expects a clean exit. */
async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/**
 * On PostgreSQL (the storms step) and on the embedded database (`npm test`), as `npm start` keeps
 * it: the embedded engine must come back from a kill -9 as whole as PostgreSQL does. The database
 * is read while no server runs, straight after the kill, so what is checked is what the crash left.
 */
describe(`crash with multiples and tote tickets on the ${EMBEDDED ? 'embedded database' : 'PostgreSQL'}: kill -9 mid-storm, restart, replay every key`, () => {
  let engine: CrashEngine;
  let server: ServerProcess | undefined;
  const clients: HttpClient[] = [];

  beforeAll(async () => {
    engine = await openCrashEngine();
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await engine?.dispose();
  });

  it(
    'sells each key once, replays it alike and keeps every ledger rule and balance across the crash',
    { timeout: 240_000 },
    async () => {
      const [firstRace, secondRace] = await engine.withDatabase(prepareDatabase);
      // Players register through the API; their wallets are funded with the server down.
      const enrolling = await startServerProcess(engine.serverEnv);
      server = enrolling;
      const enrolClient = createHttpClient(enrolling.baseUrl, CLIENTS);
      clients.push(enrolClient);
      const enrolled = await enrolPlayers(enrolClient, PLAYERS);
      // Stopped at once (nothing is in flight, so no drain), leaving the database to the test;
      // its client's idle connections are closed first, so none is reset under it.
      enrolClient.close();
      enrolling.child.kill('SIGINT');
      await enrolling.exited;
      await engine.withDatabase(async (db) => {
        for (const player of enrolled) await fundWallet(db, player.id, FUNDING_PAISE);
      });
      const players: StormPlayer[] = enrolled.map((player) => ({
        ...player,
        fundedPaise: FUNDING_PAISE,
      }));
      server = await startServerProcess(engine.serverEnv);
      const before = createHttpClient(server.baseUrl, CLIENTS);
      clients.push(before);
      const slips = await loadSlipMaker(before, firstRace);
      const winsOf = async (raceId: string, raceNumber: number) =>
        (await loadSlipMaker(before, raceId, 'BLR', raceNumber)).templates.filter(
          (line) => line.market === 'WIN',
        );
      const legChoices = [await winsOf(firstRace, 1), await winsOf(secondRace, 2)];

      const random = seededRandom(2627);
      const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
      // One request in five a 2-leg Accumulator, one in five a tote Win ticket, the rest slips.
      const plan = (index: number): Attempt => {
        const player = pick(players);
        const key = `crash-mixed-${randomUUID()}`;
        if (index % 5 === 0) {
          const body: PlaceMultipleRequest = {
            kind: 'ACCUMULATOR',
            eachWay: false,
            unitStake: 100 + Math.floor(random() * 900),
            legs: legChoices.map((wins) => {
              const line = pick(wins);
              return {
                sportFixture: line.sportFixture,
                selection: line.selection,
                market: 'WIN' as const,
                odds: line.odds,
              };
            }),
          };
          return { kind: 'multiple', player, key, body };
        }
        if (index % 5 === 1) {
          const body: ToteTicketRequest = {
            sportFixture: pick([firstRace, secondRace]),
            pool: 'WIN',
            selections: [[1 + Math.floor(random() * 8)]],
            box: false,
            units: 10 + Math.floor(random() * 40),
          };
          return { kind: 'tote', player, key, body };
        }
        return { kind: 'slip', player, key, body: slips.randomSlip(random) };
      };

      const crashed = server;
      let answered = 0;
      let killed = false;
      const attempts = await runWorkers(
        CLIENTS,
        5_000,
        async (index) => {
          const attempt = plan(index);
          try {
            attempt.answer = await send(before, attempt);
          } catch (error) {
            attempt.failure = error instanceof Error ? error.message : String(error);
          }
          if (attempt.answer && !killed) {
            answered += 1;
            if (answered >= KILL_AFTER_ANSWERS) {
              killed = true;
              crashed.child.kill('SIGKILL');
            }
          }
          return attempt;
        },
        () => killed,
      );
      expect(await crashed.exited).toBeNull();
      await engine.settleAfterKill();
      const statuses: Record<string, number> = {};
      for (const attempt of attempts) {
        const status = `${attempt.kind} ${attempt.answer?.status ?? 'none'}`;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      // Every kind was answered before the kill, and some of them were cut off by it.
      for (const kind of ['slip', 'multiple', 'tote'])
        expect(statuses[`${kind} 201`], JSON.stringify(statuses)).toBeGreaterThan(0);
      expect(
        attempts.filter((attempt) => !attempt.answer).length,
        `some requests were in flight when the server died: ${JSON.stringify(statuses)}`,
      ).toBeGreaterThan(0);
      expect(
        attempts
          .filter((attempt) => attempt.answer && attempt.answer.status !== 201)
          .map((attempt) => `${attempt.kind} ${attempt.answer?.status} ${attempt.answer?.text}`),
      ).toEqual([]);

      // Nothing half-written, every ledger rule holds, and balances match what landed.
      const expectMoneyHolds = async (db: Database) => {
        expect(await checkLedger(db)).toEqual([]);
        expect(await findPartialSlips(db)).toEqual([]);
        expect(await findPartialTickets(db)).toEqual([]);
        const balances = await readCashBalances(db);
        const stakes = await readAllStakesByPlayer(db);
        expect(
          players
            .filter(
              (player) => balances.get(player.id) !== FUNDING_PAISE - (stakes.get(player.id) ?? 0),
            )
            .map((player) => ({
              player: player.id,
              balance: balances.get(player.id),
              stakes: stakes.get(player.id),
            })),
        ).toEqual([]);
      };
      // Each key that landed sold exactly one thing: its stored answer names it, once.
      const expectEachKeyPlacedOnce = async (db: Database) => {
        const keys = await readKeyAnswers(db, [MULTIPLE_SCOPE, TOTE_TICKET_SCOPE]);
        const tickets = await countTicketRows(db);
        const multiples = keys.filter(
          (key) =>
            key.scope === MULTIPLE_SCOPE && MULTIPLE_ANSWERS.status(key.status, key.body) === 201,
        );
        const tote = keys.filter((key) => key.scope === TOTE_TICKET_SCOPE && key.status === 201);
        // An Accumulator is one bet: one row per multiple, one multiple per key.
        expect(
          multiples.filter(
            (key) => tickets.multiples.get(storedIdentity(MULTIPLE_SCOPE, key.body)) !== 1,
          ),
        ).toEqual([]);
        expect(tickets.multiples.size).toBe(multiples.length);
        expect(
          tote.filter((key) => tickets.tote.get(storedIdentity(TOTE_TICKET_SCOPE, key.body)) !== 1),
        ).toEqual([]);
        expect(tickets.tote.size).toBe(tote.length);
        const slipKeys = (await readStoredAnswers(db)).filter((answer) => answer.status === 201);
        const landed = await countBetRows(
          db,
          slipKeys.flatMap((answer) => answer.betIds),
        );
        expect([...landed.values()].filter((rows) => rows !== 1)).toEqual([]);
        return { multiples: multiples.length, tote: tote.length, slips: slipKeys.length };
      };

      // Every key sent again after the restart, twice: the first round replays what landed
      // (the same body as answered before the kill) or places what never did; the second
      // round answers every key as the first did.
      const storedByKey = new Map<string, { status: number | null; identity?: string }>();
      const readStoredByKey = async (db: Database) => {
        for (const answer of await readStoredAnswers(db))
          storedByKey.set(answer.key, { status: answer.status, identity: answer.betIds.join(',') });
        for (const key of await readKeyAnswers(db, [MULTIPLE_SCOPE, TOTE_TICKET_SCOPE])) {
          const status =
            key.scope === MULTIPLE_SCOPE
              ? MULTIPLE_ANSWERS.status(key.status, key.body)
              : key.status;
          storedByKey.set(key.key, {
            status,
            identity: status === 201 ? storedIdentity(key.scope, key.body) : undefined,
          });
        }
      };
      // What the crash left, read before any server starts again.
      const landedBefore = await engine.withDatabase(async (db) => {
        await expectMoneyHolds(db);
        await readStoredByKey(db);
        return expectEachKeyPlacedOnce(db);
      });

      server = await startServerProcess(engine.serverEnv);
      const after = createHttpClient(server.baseUrl, CLIENTS);
      clients.push(after);
      const firstRound = await runWorkers(CLIENTS, attempts.length, (index) =>
        send(after, attempts[index] as Attempt),
      );
      const outcomes = { replayed: 0, stillClaimed: 0, placedNow: 0 };
      firstRound.forEach((reply, index) => {
        const attempt = attempts[index] as Attempt;
        const label = `${attempt.kind} ${attempt.key}`;
        const stored = storedByKey.get(attempt.key);
        if (stored?.status === 201) {
          outcomes.replayed += 1;
          expect(reply.status, `${label}: ${reply.text}`).toBe(201);
          expect(reply.headers['idempotent-replayed'], label).toBe('true');
          expect(placedIdentity(attempt, reply), label).toBe(stored.identity);
          // Multiples and tickets answer byte for byte what they answered before the kill.
          if (attempt.answer && attempt.kind !== 'slip')
            expect(JSON.parse(reply.text), label).toEqual(JSON.parse(attempt.answer.text));
        } else if (stored) {
          outcomes.stillClaimed += 1;
          expect(reply.status, `${label}: ${reply.text}`).toBe(409);
          expect(readErrorBody(reply).code).toBe('IDEMPOTENCY_IN_FLIGHT');
        } else {
          outcomes.placedNow += 1;
          expect(reply.status, `${label}: ${reply.text}`).toBe(201);
          expect(reply.headers['idempotent-replayed'], label).toBeUndefined();
        }
      });
      const answeredBefore = attempts.filter((attempt) => attempt.answer?.status === 201);
      expect(outcomes.replayed, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(
        answeredBefore.length,
      );
      expect(landedBefore.multiples + landedBefore.tote + landedBefore.slips).toBe(
        outcomes.replayed,
      );

      const secondRound = await runWorkers(CLIENTS, attempts.length, (index) =>
        send(after, attempts[index] as Attempt),
      );
      secondRound.forEach((reply, index) => {
        const attempt = attempts[index] as Attempt;
        const first = firstRound[index] as HttpAnswer;
        const label = `${attempt.kind} ${attempt.key}`;
        expect(reply.status, `${label}: ${reply.text}`).toBe(first.status);
        if (first.status !== 201) return;
        expect(reply.headers['idempotent-replayed'], label).toBe('true');
        expect(placedIdentity(attempt, reply), label).toBe(placedIdentity(attempt, first));
        if (attempt.kind !== 'slip')
          expect(JSON.parse(reply.text), label).toEqual(JSON.parse(first.text));
      });

      await stopServer(server);
      const landedAfter = await engine.withDatabase(async (db) => {
        await expectMoneyHolds(db);
        return expectEachKeyPlacedOnce(db);
      });
      expect(landedAfter.multiples + landedAfter.tote + landedAfter.slips).toBe(
        outcomes.replayed + outcomes.placedNow,
      );
    },
  );
});
