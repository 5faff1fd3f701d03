import type { Executor } from '../../db/client';

export type ContentKind = 'banner' | 'tip' | 'promotion';

/**
 * The reads and writes of one content table. The verbs (create, update, delete, list) are the
 * same for banners, tips and promotions; only the columns and the "active" rule differ.
 */
export interface ContentStore<Body, Item> {
  kind: ContentKind;
  /** What players see at `now`, in display order. */
  listActive(db: Executor, now: Date): Promise<Item[]>;
  /** Everything, for the console, in display order. */
  listAll(db: Executor): Promise<Item[]>;
  insert(db: Executor, body: Body, now: Date): Promise<Item>;
  update(db: Executor, uid: string, body: Body, now: Date): Promise<Item | undefined>;
  /** The removed item, or undefined when there was none. */
  remove(db: Executor, uid: string): Promise<Item | undefined>;
  /** A short label for the audit log (never the whole item). */
  labelOf(item: Item): string;
}

export const toIsoOrNull = (instant: Date | null): string | null => instant?.toISOString() ?? null;
export const toDateOrNull = (iso: string | null): Date | null =>
  iso === null ? null : new Date(iso);
