import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';

export interface ProtectionDeps {
  db: Database;
  clock: Clock;
}

/** Who asked for a change: the player, or a support operator on the player's request. */
export interface ProtectionRequest {
  playerId: string;
  actor: AuditActor;
  ip: string | null;
}
