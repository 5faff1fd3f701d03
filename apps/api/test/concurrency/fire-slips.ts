import { randomUUID } from 'node:crypto';
import type { BetSlipLine } from '@furlong/contract';
import type { HttpAnswer, HttpClient } from './http-client';
import { runWorkers } from './run-workers';
import { SLIP_PATH, slipPaise } from './slip-maker';
import type { StormPlayer } from './storm-players';

export interface SlipAttempt {
  player: StormPlayer;
  key: string;
  lines: BetSlipLine[];
  paise: number;
  /** Absent when the request never got an answer (the connection died). */
  answer?: HttpAnswer;
  failure?: string;
}

export interface FireOptions {
  client: HttpClient;
  concurrency: number;
  attempts: number;
  /** The attempt's player and slip; called once per attempt, in order. */
  plan(index: number): { player: StormPlayer; lines: BetSlipLine[] };
  shouldStop?: () => boolean;
  /** Told of each answer as it arrives (a crash test kills the server mid-storm from here). */
  onAnswer?: (attempt: SlipAttempt) => void;
}

/** Posts slips with fresh Idempotency-Keys from a fixed number of clients; records every outcome. */
export function fireSlips(options: FireOptions): Promise<SlipAttempt[]> {
  return runWorkers(
    options.concurrency,
    options.attempts,
    async (index) => {
      const { player, lines } = options.plan(index);
      const attempt: SlipAttempt = {
        player,
        key: `storm-${randomUUID()}`,
        lines,
        paise: slipPaise(lines),
      };
      try {
        attempt.answer = await options.client.post(
          SLIP_PATH,
          { ...player.auth, 'idempotency-key': attempt.key },
          lines,
        );
      } catch (error) {
        attempt.failure = error instanceof Error ? error.message : String(error);
      }
      options.onAnswer?.(attempt);
      return attempt;
    },
    options.shouldStop,
  );
}

export interface PlacedSlip {
  betIds: string[];
  /** Paise. */
  stakes: number[];
  /** Rupees of cash the wallet held once the slip was placed, as the answer reports it. */
  cashAfter: number;
}

/** The bets a 201 answer names, with their stakes, and the wallet it reports. */
export function readPlacedSlip(answer: HttpAnswer): PlacedSlip {
  const body = JSON.parse(answer.text) as {
    bets: { uid: string; totalBetAmount: number }[];
    wallet: { pockets: { cash: { amount: number } } };
  };
  return {
    betIds: body.bets.map((bet) => bet.uid),
    stakes: body.bets.map((bet) => Math.round(bet.totalBetAmount * 100)),
    cashAfter: body.wallet.pockets.cash.amount,
  };
}

/** The error body every refusal carries (src/plugins/error-handler.ts). */
export function readErrorBody(answer: HttpAnswer): { code: string; message: string } {
  return JSON.parse(answer.text) as { code: string; message: string };
}

/** Attempts grouped by HTTP status ('none' for no answer), for assertions and the log. */
export function tallyStatuses(attempts: SlipAttempt[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const attempt of attempts) {
    const status = attempt.answer ? String(attempt.answer.status) : 'none';
    tally[status] = (tally[status] ?? 0) + 1;
  }
  return tally;
}

/** Funding minus the stakes of every slip the player was told was accepted. */
export function expectedCash(players: StormPlayer[], attempts: SlipAttempt[]): Map<string, number> {
  const cash = new Map(players.map((player) => [player.id, player.fundedPaise]));
  for (const attempt of attempts) {
    if (attempt.answer?.status !== 201) continue;
    cash.set(attempt.player.id, (cash.get(attempt.player.id) ?? 0) - attempt.paise);
  }
  return cash;
}

/** Database-error words that must never reach a client, whatever the status. */
export const LEAKED_INTERNALS =
  /deadlock|serializ|could not|violates|constraint|duplicate key|relation "|syntax error|stack|at \//i;
