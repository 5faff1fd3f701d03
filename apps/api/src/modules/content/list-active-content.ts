import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { ContentStore } from './content-store';

export interface ContentListing {
  /** The JSON reply, serialised once so the ETag is the hash of exactly what is sent. */
  body: string;
  etag: string;
}

/** What players see now, with a strong ETag over the serialised reply. */
export async function listActiveContent<Body, Item>(
  db: Executor,
  store: ContentStore<Body, Item>,
  now: Date,
): Promise<ContentListing> {
  const body = JSON.stringify(await store.listActive(db, now));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${store.kind}-${hash}"` };
}
