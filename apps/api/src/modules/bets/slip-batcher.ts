import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { withRetries } from '../../db/with-retries';
import type { BetSlipContext } from '../../db/functions/contract';
import { placeSlipsStatement } from './slip-context';

/** What place_bet_slip_once answers for each slip of a batch. */
export type SlipOutcome =
  | { state: 'IN_FLIGHT' }
  | { state: 'STORED'; requestHash: string; status: number | null; body: unknown }
  | { state: 'ANSWERED'; body: unknown }
  | { state: 'UNSTORED'; refusal: string; detail: string };

export interface SlipBatcherOptions {
  /** Most slips in one transaction: each is a subtransaction, and PostgreSQL keeps 64 per backend cheaply. */
  maxBatch: number;
  /** Batches in flight at once (each holds a pool connection); 1 on the embedded database. */
  maxInFlight: number;
  /** Told the size of every batch sent (the batch-size histogram). */
  onBatch?: (size: number) => void;
}

export interface SlipBatcher {
  /** Places a slip with whichever others are waiting; answers once its batch has committed. */
  place(slip: BetSlipContext): Promise<SlipOutcome>;
}

interface Waiting {
  slip: BetSlipContext;
  resolve: (outcome: SlipOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (decision 041). A slip goes to the database at once when a batch slot is free;
 * while every slot is busy, slips queue, and the next free slot takes up to maxBatch of them
 * in one statement and one transaction: a slip waits at most for the batch ahead of it, and a
 * slip alone waits for nothing. place_bet_slip_once places each in its own savepoint, in
 * player order, so one refusal never fails its neighbours and batches cannot deadlock.
 */
export function createSlipBatcher(db: Database, options: SlipBatcherOptions): SlipBatcher {
  const queue: Waiting[] = [];
  let inFlight = 0;

  const placeAll = (slips: BetSlipContext[]) =>
    withRetries(async () => {
      const [row] = await queryRows<{ answers: SlipOutcome[] }>(db, placeSlipsStatement(slips));
      return (row as { answers: SlipOutcome[] }).answers;
    });

  async function send(batch: Waiting[]): Promise<void> {
    options.onBatch?.(batch.length);
    try {
      const outcomes = await placeAll(batch.map((waiting) => waiting.slip));
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index] as SlipOutcome));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Not a refusal (those are answers) but a failure of the whole transaction: each slip
      // goes again alone, so only the one that fails answers with the failure.
      await Promise.all(
        batch.map((waiting) =>
          placeAll([waiting.slip]).then(
            ([outcome]) => waiting.resolve(outcome as SlipOutcome),
            waiting.reject,
          ),
        ),
      );
    }
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    place: (slip) =>
      new Promise<SlipOutcome>((resolve, reject) => {
        queue.push({ slip, resolve, reject });
        pump();
      }),
  };
}
