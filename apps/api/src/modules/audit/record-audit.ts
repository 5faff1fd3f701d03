import type { Executor } from '../../db/client';
import { auditLog } from './audit.schema';

export type AuditActor = {
  type: 'player' | 'operator' | 'system' | 'anonymous';
  id?: string | null;
};

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  subjectId?: string | null;
  ip?: string | null;
  /** Facts only: never a password, OTP, token or full PAN. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: entry.actor.id ?? null,
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
