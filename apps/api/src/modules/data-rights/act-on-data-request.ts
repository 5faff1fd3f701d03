import {
  DATA_RIGHTS_MESSAGES,
  type DataRequestActionBody,
  type DataRequestStatus,
  type OperatorDataRequest,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import {
  closeDataRequest,
  insertRequestEvent,
  listOperatorRequests,
  lockDataRequest,
  type EventAction,
} from './data-requests.queries';
import { erasePlayerData } from './erase-player-data';

const NEXT: Record<
  DataRequestActionBody['action'],
  { status?: DataRequestStatus; event: EventAction }
> = {
  START: { status: 'IN_PROGRESS', event: 'STARTED' },
  NOTE: { event: 'NOTE' },
  COMPLETE: { status: 'DONE', event: 'DONE' },
  REFUSE: { status: 'REFUSED', event: 'REFUSED' },
};

/**
 * A compliance officer works a request: starts it, notes what was done, completes or refuses
 * it, each with a note that joins the request's history and the audit trail. Completing an
 * erasure erases in the same transaction; a correction is made through the player tools and
 * completed here with what changed.
 */
export async function actOnDataRequest(
  db: Database,
  actor: OperatorActor & { now: Date },
  requestId: string,
  body: DataRequestActionBody,
): Promise<OperatorDataRequest> {
  await db.transaction(async (tx) => {
    const request = await lockDataRequest(tx, requestId);
    if (!request) throw new AppError('NOT_FOUND', 'No such data request.');
    if (request.status === 'DONE' || request.status === 'REFUSED')
      throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.requestClosed);
    const next = NEXT[body.action];
    let details: Record<string, unknown> = { action: body.action, kind: request.kind };
    if (body.action === 'COMPLETE' && request.kind === 'ERASURE') {
      const holdUntil = await erasePlayerData(tx, request.player_id, actor.now);
      details = { ...details, legalHoldUntil: holdUntil.toISOString() };
    }
    if (next.status)
      await closeDataRequest(tx, requestId, {
        status: next.status,
        closedAt: next.status === 'IN_PROGRESS' ? null : actor.now,
        outcome: next.status === 'IN_PROGRESS' ? null : body.note,
      });
    await insertRequestEvent(tx, {
      requestId,
      at: actor.now,
      actor: { type: 'operator', id: actor.operatorId },
      action: next.event,
      note: body.note,
    });
    await auditOperator(tx, actor, `DATA_REQUEST_${next.event}`, request.player_id, {
      ...details,
      request: requestId,
    });
  });
  return findOperatorRequest(db, requestId, actor.now);
}

export async function findOperatorRequest(
  db: Database,
  requestId: string,
  now: Date,
): Promise<OperatorDataRequest> {
  const [request] = await listOperatorRequests(db, {
    where: sql`r.id = ${requestId}`,
    order: sql`r.requested_at`,
    now,
  });
  if (!request) throw new AppError('NOT_FOUND', 'No such data request.');
  return request;
}
