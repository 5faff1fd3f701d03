import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Rows of a raw SQL query. Both drivers answer `{ rows }`; Drizzle types that per driver. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
