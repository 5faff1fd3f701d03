import { DATA_RIGHTS_MESSAGES, type BreachNotice } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import type { Notifier } from '../notifications/notifier';
import { findBreachNotice } from './breach-notices.queries';

const NOT_FOUND = 'No such breach notice.';

/**
 * Sends a drafted breach notice to every affected player by email and by SMS (DPDP Rules
 * 2025, rule 7(1)), through the notification outbox in one transaction with the record of
 * when each went; a notice goes once. It is a duty, not marketing: no consent is asked.
 * Players already erased have no address left and are skipped.
 */
export async function sendBreachNotice(
  deps: { db: Database; notifier: Notifier },
  actor: OperatorActor & { now: Date },
  noticeId: string,
): Promise<BreachNotice> {
  await deps.db.transaction(async (tx) => {
    const [notice] = await queryRows<{
      sent_at: Date | null;
      description: string;
      consequences: string;
      mitigation: string;
      player_steps: string;
      contact: string;
    }>(tx, sql`select * from breach_notices where id = ${noticeId} for update`);
    if (!notice) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (notice.sent_at) throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.breachSent);
    const players = await queryRows<{ id: string; email: string; mobile: string }>(
      tx,
      sql`select p.id, p.email, p.mobile from players p
        join breach_notices n on p.id = any(n.affected_player_ids)
        where n.id = ${noticeId} and p.erased_at is null order by p.id`,
    );
    const subject = 'Furlong: a personal data breach that concerns you';
    const email = [
      'What happened: ' + notice.description,
      'What it may mean for you: ' + notice.consequences,
      'What we have done: ' + notice.mitigation,
      'What you can do: ' + notice.player_steps,
      'Questions: ' + notice.contact,
    ].join('\n\n');
    const sms =
      `Furlong: a personal data breach concerns your account. We have emailed you the details. ${notice.player_steps}`.slice(
        0,
        300,
      );
    for (const player of players) {
      await deps.notifier.send(
        { to: player.email, channel: 'EMAIL', purpose: 'BREACH_NOTICE', subject, body: email },
        tx,
      );
      await deps.notifier.send(
        { to: player.mobile, channel: 'SMS', purpose: 'BREACH_NOTICE', subject, body: sms },
        tx,
      );
    }
    if (players.length > 0)
      await tx.execute(sql`insert into breach_notice_deliveries (notice_id, player_id, channel, sent_at)
        select ${noticeId}, p.id, c.channel, ${actor.now}
        from unnest(${`{${players.map((p) => p.id).join(',')}}`}::uuid[]) as p(id)
        cross join (values ('EMAIL'), ('SMS')) as c(channel)`);
    await tx.execute(sql`update breach_notices set sent_at = ${actor.now}, sent_by = ${actor.operatorId}
      where id = ${noticeId}`);
    await auditOperator(tx, actor, 'BREACH_NOTICE_SENT', noticeId, { players: players.length });
  });
  deps.notifier.deliverSoon?.();
  return (await findBreachNotice(deps.db, noticeId))!;
}

/** Records when the report to the Data Protection Board was filed, and its reference. */
export async function recordBoardReport(
  db: Database,
  actor: OperatorActor & { now: Date },
  noticeId: string,
  reference: string,
): Promise<BreachNotice> {
  await db.transaction(async (tx) => {
    const [notice] = await queryRows<{ sent_at: Date | null }>(
      tx,
      sql`select sent_at from breach_notices where id = ${noticeId} for update`,
    );
    if (!notice) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!notice.sent_at) throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.breachNotSent);
    await tx.execute(sql`update breach_notices set board_reported_at = ${actor.now},
        board_reference = ${reference} where id = ${noticeId}`);
    await auditOperator(tx, actor, 'BREACH_BOARD_REPORTED', noticeId, { reference });
  });
  return (await findBreachNotice(db, noticeId))!;
}
