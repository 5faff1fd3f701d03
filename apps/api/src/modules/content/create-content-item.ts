import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record-audit';
import { contentAuditEntry, type ContentEditor } from './content-editor';
import type { ContentStore } from './content-store';

/** Adds a banner, tip or promotion; the row and its audit entry commit together. */
export async function createContentItem<Body, Item extends { uid: string }>(
  db: Database,
  store: ContentStore<Body, Item>,
  body: Body,
  editor: ContentEditor,
): Promise<Item> {
  return db.transaction(async (tx) => {
    const item = await store.insert(tx, body, editor.now);
    await recordAudit(
      tx,
      contentAuditEntry(editor, store.kind, 'created', item.uid, store.labelOf(item)),
    );
    return item;
  });
}
