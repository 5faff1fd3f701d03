import { BET_MESSAGES } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check-ledger';
import {
  expectedCash,
  fireSlips,
  LEAKED_INTERNALS,
  readErrorBody,
  readPlacedSlip,
  tallyStatuses,
} from './fire-slips';
import { countBetRows, countBetsAndDebits, readCashBalances } from './ledger-tally';
import { seededRandom } from './run-workers';
import { startStormApp, type StormApp } from './storm-app';
import { STORM_TIMEOUT_MS, stormSize } from './storm-size';
import { enrolFundedPlayers, type StormPlayer } from './storm-players';

const PLAYERS = 50;
const CLIENTS = 32;
/** The most attempts the storm makes; it ends sooner once every wallet is dry. */
const ATTEMPTS = 10_000;
/**
 * ₹25,000 a wallet (some 25 slips before it runs dry, ~1,400 attempts in all); the full
 * storm's ₹1,50,000 spends ~8,000 attempts of the 10,000 allowed.
 */
const FUNDING_PAISE = stormSize(2_500_000, 15_000_000);
const SMALLEST_SLIP_PAISE = 10_000;
const LARGEST_SLIP_RUPEES = 2_000;

// PGlite runs one query at a time: only a real server can show a lost update or a deadlock.
describe.skipIf(!process.env.DATABASE_URL)(
  'bet storm: 50 wallets, 32 clients, slips until every wallet is dry',
  () => {
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
    });
    afterAll(async () => {
      await storm?.close();
    });

    it(
      'keeps every ledger rule, every balance and every bet exactly once',
      { timeout: STORM_TIMEOUT_MS },
      async () => {
        const random = seededRandom(20_310_410);
        // Cash each client was told is left (funding less the 201s so far): an upper bound
        // while other clients' slips on the same wallet are in flight. Slips are sized up to
        // it, so wallets run down to the last rupee and the edge is fought over.
        const told = new Map(players.map((player) => [player.id, player.fundedPaise]));
        const liveWallets = () =>
          players.filter((player) => (told.get(player.id) ?? 0) >= SMALLEST_SLIP_PAISE);
        const attempts = await fireSlips({
          client: storm.client,
          concurrency: CLIENTS,
          attempts: ATTEMPTS,
          plan: () => {
            const live = liveWallets();
            const player = live[Math.floor(random() * live.length)];
            // shouldStop ends the storm before a plan is asked for with no wallet left.
            if (!player) throw new Error('no wallet has money left');
            const left = Math.floor((told.get(player.id) ?? 0) / 100);
            return {
              player,
              lines: storm.slips.randomSlip(random, Math.min(LARGEST_SLIP_RUPEES, left)),
            };
          },
          shouldStop: () => liveWallets().length === 0,
          onAnswer: (attempt) => {
            if (attempt.answer?.status !== 201) return;
            told.set(attempt.player.id, (told.get(attempt.player.id) ?? 0) - attempt.paise);
          },
        });
        const statuses = tallyStatuses(attempts);

        // Every attempt was answered, and only with "placed" or "not enough money".
        expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['201', '402']);
        // Every wallet was spent down to less than the smallest slip.
        expect(liveWallets()).toEqual([]);
        for (const attempt of attempts) {
          expect(attempt.answer?.text).not.toMatch(LEAKED_INTERNALS);
          if (attempt.answer?.status === 402)
            expect(readErrorBody(attempt.answer).message).toBe(BET_MESSAGES.insufficientBalance);
        }

        const db = storm.subject.database.db;
        expect(await checkLedger(db)).toEqual([]);

        // No drift: each wallet holds its funding less exactly the slips its client was told were placed.
        const balances = await readCashBalances(db);
        const drifted = [...expectedCash(players, attempts)].filter(
          ([id, cash]) => balances.get(id) !== cash,
        );
        expect(drifted).toEqual([]);

        // No lost or duplicate debit: one stake transfer per accepted slip, each named bet stored once.
        const accepted = attempts.filter((attempt) => attempt.answer?.status === 201);
        const placed = accepted.map((attempt) => ({
          attempt,
          slip: readPlacedSlip(attempt.answer as NonNullable<typeof attempt.answer>),
        }));
        for (const { attempt, slip } of placed)
          expect(slip.stakes).toEqual(attempt.lines.map((line) => line.ticketPrice * 100));
        const betIds = placed.flatMap(({ slip }) => slip.betIds);
        expect(new Set(betIds).size).toBe(betIds.length);
        const rowsPerBet = await countBetRows(db, betIds);
        expect([...rowsPerBet.values()].filter((rows) => rows !== 1)).toEqual([]);
        expect(await countBetsAndDebits(db)).toEqual({
          bets: betIds.length,
          slips: accepted.length,
          stakeTransfers: accepted.length,
        });
      },
    );
  },
);
