import type { AuditEntry } from '../audit/record-audit';
import type { ContentKind } from './content-store';

/** The operator making a content change, for the audit log. */
export interface ContentEditor {
  operatorId: string;
  ip: string;
  now: Date;
}

export function contentAuditEntry(
  editor: ContentEditor,
  kind: ContentKind,
  change: 'created' | 'updated' | 'deleted',
  subjectId: string,
  label: string,
): AuditEntry {
  return {
    actor: { type: 'operator', id: editor.operatorId },
    action: `content.${kind}.${change}`,
    subjectId,
    ip: editor.ip,
    details: { label },
  };
}
