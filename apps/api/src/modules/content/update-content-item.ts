import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { contentAuditEntry, type ContentEditor } from './content-editor';
import type { ContentStore } from './content-store';

/** Replaces every field of a banner, tip or promotion (PUT semantics). */
export async function updateContentItem<Body, Item>(
  db: Database,
  store: ContentStore<Body, Item>,
  uid: string,
  body: Body,
  editor: ContentEditor,
): Promise<Item> {
  return db.transaction(async (tx) => {
    const item = await store.update(tx, uid, body, editor.now);
    if (item === undefined) throw new AppError('NOT_FOUND', `No such ${store.kind}`);
    await recordAudit(
      tx,
      contentAuditEntry(editor, store.kind, 'updated', uid, store.labelOf(item)),
    );
    return item;
  });
}
