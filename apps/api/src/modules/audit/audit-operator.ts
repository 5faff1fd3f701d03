import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { currentOperator } from '../../plugins/signed-in';
import { recordAudit } from './record-audit';

export interface OperatorActor {
  operatorId: string;
  ip: string;
}

/** Every operator change is audited with the operator as actor and the race, bet or meeting as subject. */
export function auditOperator(
  db: Executor,
  actor: OperatorActor,
  action: string,
  subjectId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
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
