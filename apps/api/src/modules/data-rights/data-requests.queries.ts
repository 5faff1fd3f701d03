import {
  DATA_REQUEST_DAYS,
  type DataRequest,
  type DataRequestStatus,
  type OperatorDataRequest,
} from '@furlong/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

const DAY_MS = 86_400_000;

interface RequestRow {
  id: string;
  player_id: string;
  kind: DataRequest['kind'];
  details: string;
  status: DataRequestStatus;
  requested_at: Date | string;
  due_at: Date | string;
  closed_at: Date | string | null;
  outcome: string | null;
  player_name?: string;
}

export type EventAction = OperatorDataRequest['history'][number]['action'];

const iso = (value: Date | string) => new Date(value).toISOString();

function toRequest(row: RequestRow): DataRequest {
  return {
    uid: row.id,
    kind: row.kind,
    details: row.details,
    status: row.status,
    requestedAt: iso(row.requested_at),
    dueAt: iso(row.due_at),
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    outcome: row.outcome,
  };
}

export async function insertDataRequest(
  db: Executor,
  request: { playerId: string; kind: DataRequest['kind']; details: string; now: Date },
): Promise<DataRequest> {
  const due = new Date(request.now.getTime() + DATA_REQUEST_DAYS * DAY_MS);
  const [row] = await queryRows<RequestRow>(
    db,
    sql`insert into data_requests (player_id, kind, details, requested_at, due_at)
      values (${request.playerId}, ${request.kind}, ${request.details}, ${request.now}, ${due})
      returning *`,
  );
  return toRequest(row!);
}

export async function insertRequestEvent(
  db: Executor,
  event: {
    requestId: string;
    at: Date;
    actor: { type: 'player' | 'operator'; id: string };
    action: EventAction;
    note: string | null;
  },
): Promise<void> {
  await db.execute(sql`insert into data_request_events (request_id, at, actor_type, actor_id, action, note)
    values (${event.requestId}, ${event.at}, ${event.actor.type}, ${event.actor.id}, ${event.action}, ${event.note})`);
}

export async function listPlayerRequests(db: Executor, playerId: string): Promise<DataRequest[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`select * from data_requests where player_id = ${playerId} order by requested_at desc limit 100`,
  );
  return rows.map(toRequest);
}

export async function hasOpenErasure(db: Executor, playerId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from data_requests where player_id = ${playerId} and kind = 'ERASURE'
      and status in ('OPEN', 'IN_PROGRESS') limit 1`,
  );
  return rows.length > 0;
}

/** The row locked, so two operators' actions on one request apply one after the other. */
export async function lockDataRequest(db: Executor, id: string): Promise<RequestRow | undefined> {
  const [row] = await queryRows<RequestRow>(
    db,
    sql`select * from data_requests where id = ${id} for update`,
  );
  return row;
}

export async function closeDataRequest(
  db: Executor,
  id: string,
  change: { status: DataRequestStatus; closedAt: Date | null; outcome: string | null },
): Promise<void> {
  await db.execute(sql`update data_requests set status = ${change.status},
    closed_at = ${change.closedAt}, outcome = coalesce(${change.outcome}, outcome) where id = ${id}`);
}

/** The console's queue: requests with the player, the days left on the clock and the history. */
export async function listOperatorRequests(
  db: Executor,
  options: { where: SQL; now: Date; order: SQL },
): Promise<OperatorDataRequest[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`select r.*, trim(p.firstname || ' ' || p.lastname) as player_name
      from data_requests r join players p on p.id = r.player_id
      where ${options.where} order by ${options.order} limit 200`,
  );
  if (rows.length === 0) return [];
  const events = await queryRows<{
    request_id: string;
    at: Date | string;
    actor_type: 'player' | 'operator';
    operator_name: string | null;
    action: EventAction;
    note: string | null;
  }>(
    db,
    sql`select e.request_id, e.at, e.actor_type, o.name as operator_name, e.action, e.note
      from data_request_events e
      left join operators o on e.actor_type = 'operator' and o.id = e.actor_id
      where e.request_id in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})
      order by e.at, e.id`,
  );
  return rows.map((row) => ({
    ...toRequest(row),
    player: { uid: row.player_id, name: row.player_name ?? '' },
    daysLeft: Math.ceil((new Date(row.due_at).getTime() - options.now.getTime()) / DAY_MS),
    history: events
      .filter((event) => event.request_id === row.id)
      .map((event) => ({
        at: iso(event.at),
        actor: event.actor_type,
        actorName: event.operator_name,
        action: event.action,
        note: event.note,
      })),
  }));
}
