import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { currentOperator } from '../../plugins/signed-in';
import { recordAudit } from './record-audit';

export interface OperatorActor {
  operatorId: string;
  ip: string;
}

/** A driver of the race verbs that is no person: the demo simulator, as a price feed (decision 080). */
export interface SystemActor {
  system: string;
}

/**
 * Every operator change is audited with the operator as actor and the race, bet or meeting as
 * subject; a system driver's as the system, named in the details.
 */
export function auditOperator(
  db: Executor,
  actor: OperatorActor | SystemActor,
  action: string,
  subjectId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  if ('system' in actor) {
    return recordAudit(db, {
      actor: { type: 'system', id: null },
      action,
      subjectId,
      ip: null,
      details: { ...details, system: actor.system },
    });
  }
  return recordAudit(db, {
    actor: { type: 'operator', id: actor.operatorId },
    action,
    subjectId,
    ip: actor.ip,
    details,
  });
}

/** The signed-in operator of a request, as the audit names them. */
export function operatorActorOf(request: FastifyRequest): OperatorActor {
  return { operatorId: currentOperator(request).id, ip: request.ip };
}
