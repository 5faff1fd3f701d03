import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { contentAuditEntry, type ContentEditor } from './content-editor';
import type { ContentStore } from './content-store';

/** Removes a banner, tip or promotion for good; the audit entry keeps what it was called. */
export async function deleteContentItem<Body, Item>(
  db: Database,
  store: ContentStore<Body, Item>,
  uid: string,
  editor: ContentEditor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await store.remove(tx, uid);
    if (removed === undefined) throw new AppError('NOT_FOUND', `No such ${store.kind}`);
    await recordAudit(
      tx,
      contentAuditEntry(editor, store.kind, 'deleted', uid, store.labelOf(removed)),
    );
  });
}
