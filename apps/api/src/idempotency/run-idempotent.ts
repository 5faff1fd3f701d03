import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Database, Transaction } from '../db/client';
import { withRetries } from '../db/with-retries';
import { idempotencyKeys } from './idempotency.schema';

/** A claim older than this belonged to a process that died before answering: retake it. */
export const ABANDONED_AFTER_MS = 30_000;

/**
 * The claim was retaken while this request was still working (it was slow, not dead): the
 * newer claimant owns the key, so this request's work is rolled back and nothing is stored.
 */
class ClaimLostError extends AppError {
  constructor() {
    super('IDEMPOTENCY_IN_FLIGHT', 'This request is already being processed.');
  }
}

/** What identifies a request's body under its key: the operation and the exact body. */
export const requestHashOf = (scope: string, body: unknown): string =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(body)}`)
    .digest('hex');

export const keyReused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
export const keyInFlight = () =>
  new AppError('IDEMPOTENCY_IN_FLIGHT', 'This request is already being processed.');

/** A refusal as it is stored and replayed: the error handler's body for it. */
export const refusalBody = (error: AppError) => ({
  statusCode: error.statusCode,
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
});

export interface IdempotentRequest {
  /** Keys are per owner: a player, or an operator. */
  ownerId: string;
  key: string;
  /** The operation, so one key cannot be replayed against another route. */
  scope: string;
  body: unknown;
  now: Date;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs a money-moving request at most once per key. The answer is stored in the same
 * transaction as the money movement, so a committed movement always has its answer; a
 * refusal (4xx) is stored too and replayed. Same key with another body: 422. Same key
 * still being processed: 409. A transient failure frees the key so the client can retry.
 */
export async function runIdempotent(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const requestHash = requestHashOf(request.scope, request.body);
  const where = and(
    eq(idempotencyKeys.playerId, request.ownerId),
    eq(idempotencyKeys.key, request.key),
  );
  // Our claim, still unanswered: its lockedAt is this request's own (a retake writes a newer one).
  const stillOurs = and(
    where,
    isNull(idempotencyKeys.responseStatus),
    eq(idempotencyKeys.lockedAt, request.now),
  );

  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({
      playerId: request.ownerId,
      key: request.key,
      scope: request.scope,
      requestHash,
      lockedAt: request.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing) throw keyInFlight();
    if (existing.requestHash !== requestHash) throw keyReused();
    if (existing.responseStatus !== null) {
      return { status: existing.responseStatus, body: existing.responseBody, replayed: true };
    }
    const [retaken] = await db
      .update(idempotencyKeys)
      .set({ lockedAt: request.now })
      .where(
        and(
          where,
          isNull(idempotencyKeys.responseStatus),
          lt(idempotencyKeys.lockedAt, new Date(request.now.getTime() - ABANDONED_AFTER_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!retaken) throw keyInFlight();
  }

  try {
    const answer = await withRetries(() =>
      db.transaction(async (tx) => {
        const result = await work(tx);
        const [stored] = await tx
          .update(idempotencyKeys)
          .set({ responseStatus: result.status, responseBody: result.body })
          .where(stillOurs)
          .returning({ key: idempotencyKeys.key });
        if (!stored) throw new ClaimLostError();
        return result;
      }),
    );
    return { ...answer, replayed: false };
  } catch (error) {
    if (error instanceof ClaimLostError) throw error;
    if (error instanceof AppError && error.statusCode < 500) {
      const body = refusalBody(error);
      const [stored] = await db
        .update(idempotencyKeys)
        .set({ responseStatus: error.statusCode, responseBody: body })
        .where(stillOurs)
        .returning({ key: idempotencyKeys.key });
      if (!stored) throw new ClaimLostError();
      return { status: error.statusCode, body, replayed: false };
    }
    await db.delete(idempotencyKeys).where(stillOurs);
    throw error;
  }
}
