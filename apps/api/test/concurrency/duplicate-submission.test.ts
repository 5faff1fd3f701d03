import type { BetSlipLine } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check-ledger';
import { LEAKED_INTERNALS, readErrorBody, readPlacedSlip } from './fire-slips';
import type { HttpAnswer } from './http-client';
import {
  countBetRows,
  countBetsAndDebits,
  readCashBalances,
  readStoredAnswers,
} from './ledger-tally';
import { runWorkers, seededRandom } from './run-workers';
import { SLIP_PATH, slipPaise } from './slip-maker';
import { startStormApp, type StormApp } from './storm-app';
import { STORM_TIMEOUT_MS, stormSize } from './storm-size';
import { enrolFundedPlayers, type StormPlayer } from './storm-players';

const PLAYERS = 10;
/** 2,000 keys (10,000 requests) in the full storm. */
const KEYS = stormSize(600, 2_000);
const COPIES = 5;
const SOCKETS = 64;
/** Each player's keys at ₹1,000 (the largest slip here) and a quarter more: every key can be placed. */
const FUNDING_PAISE = Math.ceil(KEYS / PLAYERS) * 125_000;

interface KeyedSlip {
  player: StormPlayer;
  key: string;
  lines: BetSlipLine[];
  answers: HttpAnswer[];
}

/**
 * Half the keys send their copies back to back (in flight together, racing for the claim);
 * the other half scatter them over the run (replays of a stored answer).
 */
function arrangeCopies(slips: KeyedSlip[], random: () => number): KeyedSlip[] {
  const shuffle = <T>(items: T[]) => {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [items[index], items[other]] = [items[other] as T, items[index] as T];
    }
    return items;
  };
  const bursts = slips
    .filter((_, index) => index % 2 === 0)
    .map((slip) => Array<KeyedSlip>(COPIES).fill(slip));
  const scattered = shuffle(
    slips
      .filter((_, index) => index % 2 === 1)
      .flatMap((slip) => Array<KeyedSlip>(COPIES).fill(slip)),
  );
  const singles = scattered.map((slip) => [slip]);
  return shuffle([...bursts, ...singles]).flat();
}

describe.skipIf(!process.env.DATABASE_URL)(
  `duplicate submission: ${KEYS * COPIES} requests over ${KEYS} idempotency keys`,
  () => {
    let storm: StormApp;
    let players: StormPlayer[];

    beforeAll(async () => {
      storm = await startStormApp(SOCKETS);
      players = await enrolFundedPlayers(
        storm.client,
        storm.subject.database.db,
        PLAYERS,
        FUNDING_PAISE,
      );
    });
    afterAll(async () => {
      await storm?.close();
    });

    it(
      'places each key once, debits it once and replays the one stored answer',
      { timeout: STORM_TIMEOUT_MS },
      async () => {
        const random = seededRandom(4_242);
        const slips: KeyedSlip[] = Array.from({ length: KEYS }, (_, index) => ({
          player: players[index % PLAYERS] as StormPlayer,
          key: `dup-${index.toString().padStart(5, '0')}-${Math.floor(random() * 1e9)}`,
          lines: storm.slips.randomSlip(random, 1_000),
          answers: [],
        }));
        const requests = arrangeCopies(slips, random);
        const send = (slip: KeyedSlip) =>
          storm.client.post(
            SLIP_PATH,
            { ...slip.player.auth, 'idempotency-key': slip.key },
            slip.lines,
          );
        await runWorkers(SOCKETS, requests.length, async (index) => {
          const slip = requests[index] as KeyedSlip;
          slip.answers.push(await send(slip));
        });

        const answers = slips.flatMap((slip) => slip.answers);
        expect(answers).toHaveLength(KEYS * COPIES);
        const inFlight = answers.filter((answer) => answer.status === 409);
        // Only "placed" (first or replayed) or "still in flight": never 422 (same body), never 5xx.
        expect(
          answers
            .filter((answer) => answer.status !== 201 && answer.status !== 409)
            .map((answer) => answer.text),
        ).toEqual([]);
        for (const answer of inFlight)
          expect(readErrorBody(answer).code).toBe('IDEMPOTENCY_IN_FLIGHT');
        for (const answer of answers) expect(answer.text).not.toMatch(LEAKED_INTERNALS);

        // Every 201 for a key names the same bets, and the key's first claimer always got one.
        const betsByKey = new Map<string, string[]>();
        for (const slip of slips) {
          const placed = slip.answers
            .filter((answer) => answer.status === 201)
            .map((answer) => readPlacedSlip(answer).betIds);
          expect(placed.length, slip.key).toBeGreaterThan(0);
          for (const betIds of placed) expect(betIds, slip.key).toEqual(placed[0]);
          expect(placed[0]).toHaveLength(slip.lines.length);
          betsByKey.set(`${slip.player.id}/${slip.key}`, placed[0] as string[]);
        }

        const db = storm.subject.database.db;
        // One stored answer per key, and it is the answer the clients were given.
        const stored = await readStoredAnswers(db);
        expect(stored).toHaveLength(KEYS);
        for (const answer of stored)
          expect(answer.betIds, answer.key).toEqual(
            betsByKey.get(`${answer.playerId}/${answer.key}`),
          );
        // One slip, one debit per key; each bet stored once; wallets debited once per key.
        const betIds = [...betsByKey.values()].flat();
        expect([...(await countBetRows(db, betIds)).values()].filter((rows) => rows !== 1)).toEqual(
          [],
        );
        expect(await countBetsAndDebits(db)).toEqual({
          bets: betIds.length,
          slips: KEYS,
          stakeTransfers: KEYS,
        });
        const balances = await readCashBalances(db);
        for (const player of players) {
          const spent = slips
            .filter((slip) => slip.player === player)
            .reduce((sum, slip) => sum + slipPaise(slip.lines), 0);
          expect(balances.get(player.id)).toBe(FUNDING_PAISE - spent);
        }
        expect(await checkLedger(db)).toEqual([]);

        // Once the dust settles, every key replays its one answer.
        const replays = await runWorkers(SOCKETS, KEYS, (index) => send(slips[index] as KeyedSlip));
        replays.forEach((replay, index) => {
          const slip = slips[index] as KeyedSlip;
          expect(replay.status, slip.key).toBe(201);
          expect(replay.headers['idempotent-replayed']).toBe('true');
          expect(readPlacedSlip(replay).betIds).toEqual(
            betsByKey.get(`${slip.player.id}/${slip.key}`),
          );
        });
      },
    );
  },
);
