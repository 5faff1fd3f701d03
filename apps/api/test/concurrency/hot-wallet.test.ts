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

const CLIENTS = 32;
const ATTEMPTS = stormSize(800, 3_000);
/** Slips average about ₹1,050, so the wallet runs dry about two thirds of the way. */
const FUNDING_PAISE = ATTEMPTS * 70_000;

/** What a client may hear from a wallet everyone hits at once. */
const ALLOWED = new Set([201, 402, 503]);

describe.skipIf(!process.env.DATABASE_URL)('hot wallet: 32 clients on one wallet', () => {
  let storm: StormApp;
  let player: StormPlayer;

  beforeAll(async () => {
    storm = await startStormApp(CLIENTS);
    [player] = (await enrolFundedPlayers(
      storm.client,
      storm.subject.database.db,
      1,
      FUNDING_PAISE,
    )) as [StormPlayer];
  });
  afterAll(async () => {
    await storm?.close();
  });

  it(
    'serialises every debit: rules hold, no drift, a 503 moves nothing, no database error reaches a client',
    { timeout: STORM_TIMEOUT_MS },
    async () => {
      const random = seededRandom(777);
      const attempts = await fireSlips({
        client: storm.client,
        concurrency: CLIENTS,
        attempts: ATTEMPTS,
        plan: () => ({ player, lines: storm.slips.randomSlip(random) }),
      });
      const statuses = tallyStatuses(attempts);

      expect(
        attempts.filter((attempt) => !attempt.answer || !ALLOWED.has(attempt.answer.status)),
      ).toEqual([]);
      expect(statuses['201'], JSON.stringify(statuses)).toBeGreaterThan(ATTEMPTS / 3);
      expect(statuses['402'], JSON.stringify(statuses)).toBeGreaterThan(0);
      for (const attempt of attempts) {
        const answer = attempt.answer as NonNullable<typeof attempt.answer>;
        expect(answer.text).not.toMatch(LEAKED_INTERNALS);
        if (answer.status === 402)
          expect(readErrorBody(answer).message).toBe(BET_MESSAGES.insufficientBalance);
        if (answer.status === 503) expect(readErrorBody(answer).code).toBe('SERVICE_UNAVAILABLE');
      }

      const db = storm.subject.database.db;
      expect(await checkLedger(db)).toEqual([]);
      // Only the 201s took money: a 503 (retries exhausted) or a 402 left the wallet as it was.
      expect((await readCashBalances(db)).get(player.id)).toBe(
        expectedCash([player], attempts).get(player.id),
      );
      const accepted = attempts.filter((attempt) => attempt.answer?.status === 201);
      const betIds = accepted.flatMap(
        (attempt) => readPlacedSlip(attempt.answer as NonNullable<typeof attempt.answer>).betIds,
      );
      expect([...(await countBetRows(db, betIds)).values()].filter((rows) => rows !== 1)).toEqual(
        [],
      );
      expect(await countBetsAndDebits(db)).toEqual({
        bets: betIds.length,
        slips: accepted.length,
        stakeTransfers: accepted.length,
      });
      // Each 201 reports the cash left after it. Sorted, those balances must step down by exactly
      // each slip's stake from the funding: one serial order explains every answer (no lost update).
      const steps = accepted
        .map((attempt) => ({
          paise: attempt.paise,
          after: Math.round(
            readPlacedSlip(attempt.answer as NonNullable<typeof attempt.answer>).cashAfter * 100,
          ),
        }))
        .sort((a, b) => b.after - a.after);
      let cash = FUNDING_PAISE;
      const broken = steps.filter((step) => {
        cash -= step.paise;
        return step.after !== cash;
      });
      expect(broken.slice(0, 3)).toEqual([]);
    },
  );
});
