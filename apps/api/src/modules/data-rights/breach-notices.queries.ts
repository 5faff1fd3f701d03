import {
  BREACH_BOARD_REPORT_HOURS,
  type BreachNotice,
  type BreachNoticeBody,
} from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

interface NoticeRow {
  id: string;
  drafted_by_name: string;
  drafted_at: Date | string;
  occurred_at: Date | string;
  detected_at: Date | string;
  description: string;
  extent: string;
  consequences: string;
  mitigation: string;
  player_steps: string;
  contact: string;
  cause: string;
  prevention: string;
  affected: number | string;
  sent_by_name: string | null;
  sent_at: Date | string | null;
  board_reported_at: Date | string | null;
  board_reference: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

export async function insertBreachNotice(
  db: Executor,
  draft: BreachNoticeBody & { draftedBy: string; now: Date },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into breach_notices (drafted_by, drafted_at, occurred_at, detected_at, description,
        extent, consequences, mitigation, player_steps, contact, cause, prevention, affected_player_ids)
      values (${draft.draftedBy}, ${draft.now}, ${draft.occurredAt}, ${draft.detectedAt},
        ${draft.description}, ${draft.extent}, ${draft.consequences}, ${draft.mitigation},
        ${draft.playerSteps}, ${draft.contact}, ${draft.cause}, ${draft.prevention},
        ${`{${[...new Set(draft.affectedPlayers)].join(',')}}`}::uuid[])
      returning id`,
  );
  return row!.id;
}

function selectNotices(where: SQL): SQL {
  return sql`select n.id, d.name as drafted_by_name, n.drafted_at, n.occurred_at, n.detected_at,
      n.description, n.extent, n.consequences, n.mitigation, n.player_steps, n.contact, n.cause,
      n.prevention, cardinality(n.affected_player_ids) as affected, s.name as sent_by_name,
      n.sent_at, n.board_reported_at, n.board_reference
    from breach_notices n join operators d on d.id = n.drafted_by
    left join operators s on s.id = n.sent_by
    where ${where} order by n.drafted_at desc limit 200`;
}

function toNotice(row: NoticeRow): Omit<BreachNotice, 'deliveries'> {
  return {
    uid: row.id,
    draftedBy: row.drafted_by_name,
    draftedAt: iso(row.drafted_at),
    occurredAt: iso(row.occurred_at),
    detectedAt: iso(row.detected_at),
    description: row.description,
    extent: row.extent,
    consequences: row.consequences,
    mitigation: row.mitigation,
    playerSteps: row.player_steps,
    contact: row.contact,
    cause: row.cause,
    prevention: row.prevention,
    affectedPlayers: Number(row.affected),
    sentBy: row.sent_by_name,
    sentAt: isoOrNull(row.sent_at),
    boardDueAt: new Date(
      new Date(row.detected_at).getTime() + BREACH_BOARD_REPORT_HOURS * 3_600_000,
    ).toISOString(),
    boardReportedAt: isoOrNull(row.board_reported_at),
    boardReference: row.board_reference,
  };
}

export async function listBreachNotices(db: Executor): Promise<Omit<BreachNotice, 'deliveries'>[]> {
  return (await queryRows<NoticeRow>(db, selectNotices(sql`true`))).map(toNotice);
}

export async function findBreachNotice(
  db: Executor,
  id: string,
): Promise<BreachNotice | undefined> {
  const [row] = await queryRows<NoticeRow>(db, selectNotices(sql`n.id = ${id}`));
  if (!row) return undefined;
  const deliveries = await queryRows<{
    player_id: string;
    channel: 'EMAIL' | 'SMS';
    sent_at: Date | string;
  }>(
    db,
    sql`select player_id, channel, sent_at from breach_notice_deliveries
      where notice_id = ${id} order by sent_at, player_id, channel`,
  );
  return {
    ...toNotice(row),
    deliveries: deliveries.map((d) => ({
      player: d.player_id,
      channel: d.channel,
      sentAt: iso(d.sent_at),
    })),
  };
}
