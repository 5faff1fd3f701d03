import type { BreachNotice, BreachNoticeBody } from '@furlong/contract';
import type { Database } from '../../db/client';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { findBreachNotice, insertBreachNotice } from './breach-notices.queries';

/** An ADMIN drafts a breach notice: nothing is sent until the send route is called. */
export async function draftBreachNotice(
  db: Database,
  actor: OperatorActor & { now: Date },
  body: BreachNoticeBody,
): Promise<BreachNotice> {
  const id = await db.transaction(async (tx) => {
    const id = await insertBreachNotice(tx, {
      ...body,
      draftedBy: actor.operatorId,
      now: actor.now,
    });
    await auditOperator(tx, actor, 'BREACH_NOTICE_DRAFTED', id, {
      players: body.affectedPlayers.length,
      detectedAt: body.detectedAt,
    });
    return id;
  });
  return (await findBreachNotice(db, id))!;
}
