import type { Database } from '../../db/client';
import { findSessionForAccess, findSessionsForAccess } from './sessions.queries';

type SessionForAccess = NonNullable<Awaited<ReturnType<typeof findSessionForAccess>>>;

export interface SessionLookupOptions {
  /** Most sessions read by one query. */
  maxBatch: number;
  /** Queries in flight at once, each on a pool connection; 1 on the embedded database. */
  maxInFlight: number;
}

interface Waiting {
  sessionId: string;
  resolve: (found: SessionForAccess | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The bearer check's session read, batched as slips are (decision 094): a lookup goes to the
 * database at once when a slot is free; while every slot is busy, lookups queue, and the next
 * free slot reads up to maxBatch of them by one query. Every player request reads its session,
 * so under load this turns one statement (and one transaction) per request into one per batch.
 * Each read is as fresh as a read of its own: it starts after the lookup was asked, so a
 * session revoked before the request came is seen revoked.
 */
export function createSessionLookups(db: Database, options: SessionLookupOptions) {
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function send(batch: Waiting[]): Promise<void> {
    try {
      const ids = [...new Set(batch.map((waiting) => waiting.sessionId))];
      const rows =
        ids.length === 1
          ? [await findSessionForAccess(db, ids[0] as string)]
          : await findSessionsForAccess(db, ids);
      const byId = new Map(rows.flatMap((row) => (row ? [[row.session.id, row] as const] : [])));
      for (const waiting of batch) waiting.resolve(byId.get(waiting.sessionId));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad id must not fail its neighbours: each is read again alone.
      await Promise.all(
        batch.map((waiting) =>
          findSessionForAccess(db, waiting.sessionId).then(waiting.resolve, waiting.reject),
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

  return (sessionId: string): Promise<SessionForAccess | undefined> =>
    new Promise((resolve, reject) => {
      queue.push({ sessionId, resolve, reject });
      pump();
    });
}
