import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Database, Transaction } from '../db/client';
import { queryRows } from '../db/query-rows';
import { withRetries } from '../db/with-retries';

/** What identifies a request's body under its key: the operation and the exact body. */
export const requestHashOf = (scope: string, body: unknown): string =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(body)}`)
    .digest('hex');

export const keyReused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
export const keyInFlight = () =>
  new AppError('IDEMPOTENCY_IN_FLIGHT', 'This request is already being processed.');

/**
 * A refusal as it is stored and replayed: the error handler's body for it, with the id of the
 * request that was refused, so every replay names the request whose log says why (decision 048).
 */
export const refusalBody = (error: AppError, requestId: string | undefined) => ({
  statusCode: error.statusCode,
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
  ...(requestId ? { requestId } : {}),
});

export interface IdempotentRequest {
  /** Keys are per owner: a player, or an operator. */
  ownerId: string;
  key: string;
  /** The operation, so one key cannot be replayed against another route. */
  scope: string;
  body: unknown;
  now: Date;
  /** The request's id (request.id), stored in a refusal's body and replayed with it. */
  requestId: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type IdempotentAnswer = StoredAnswer & { replayed: boolean };

/** What take_idempotency_key answers: null when the key is free (and now held). */
type TakenKey =
  | { state: 'IN_FLIGHT' }
  | { state: 'STORED'; requestHash: string; status: number | null; body: unknown }
  | null;

/**
 * Runs a money-moving request at most once per key, by the one protocol every route shares
 * (decision 023; the slip runs the same in SQL, place_bet_slip_once): one transaction holds the
 * key (take_idempotency_key, an advisory lock: another request with it meanwhile is answered
 * 409), runs the work in a savepoint and stores the answer (store_idempotency_answer), so a
 * committed movement always has its answer. A refusal (4xx) rolls the savepoint back and is
 * stored and replayed too. Same key with another body: 422. A transient failure stores
 * nothing, so the client can retry.
 */
export async function runIdempotent(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction) => Promise<StoredAnswer>,
): Promise<IdempotentAnswer> {
  const requestHash = requestHashOf(request.scope, request.body);
  return withRetries(() =>
    db.transaction(async (tx) => {
      const [taken] = await queryRows<{ taken: TakenKey }>(
        tx,
        sql`select take_idempotency_key(${request.ownerId}::uuid, ${request.key}) as taken`,
      );
      const stored = taken?.taken ?? null;
      if (stored?.state === 'IN_FLIGHT') throw keyInFlight();
      if (stored) {
        if (stored.requestHash !== requestHash) throw keyReused();
        // A claim of an older version, never answered.
        if (stored.status === null) throw keyInFlight();
        return { status: stored.status, body: stored.body, replayed: true };
      }

      let answer: StoredAnswer;
      try {
        answer = await tx.transaction(work);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        answer = { status: error.statusCode, body: refusalBody(error, request.requestId) };
      }
      const [row] = await queryRows<{ stored: boolean }>(
        tx,
        sql`select store_idempotency_answer(${request.ownerId}::uuid, ${request.key}, ${request.scope},
          ${requestHash}, ${answer.status}::integer, ${JSON.stringify(answer.body)}::jsonb,
          ${request.now.toISOString()}::timestamptz) as stored`,
      );
      // Claimed by a request of an older version that does not take the lock: it holds the key.
      if (!row?.stored) throw keyInFlight();
      return { ...answer, replayed: false };
    }),
  );
}
