// What both of bench:settle's figures share: the standings, the timer and the ledger check.
import type { Database } from '../src/db/client';
import { checkLedger } from '../src/ledger/check-ledger';

/** Places 1 to 3 from horse `first` on (of eight): 1 first, then 5 first for the correction. */
export function standingsWon(first: number): { place: number; horseNumber: number }[] {
  return [1, 2, 3].map((place) => ({ place, horseNumber: ((first + place - 2) % 8) + 1 }));
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function expectLedgerHolds(db: Database): Promise<void> {
  const violations = await checkLedger(db);
  if (violations.length > 0) throw new Error(`ledger broken: ${JSON.stringify(violations)}`);
}
