import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export type FollowMoment = 'DECLARED' | 'STARTING_SOON' | 'RESULT';

/** A runner a player follows (as the horse, its jockey or its trainer) at one moment of its race. */
export interface NoticeCandidate {
  player_id: string;
  participant_id: string;
  fixture_id: string;
  kind: 'HORSE' | 'JOCKEY' | 'TRAINER';
  horse: string;
  jockey: string | null;
  trainer: string | null;
  race_number: number;
  venue_name: string;
  start_at: Date | string;
  email: string;
  follow_emails: boolean;
  /** 1-3 when placed; null otherwise. */
  place: number | null;
  voided: boolean;
}

/** Which races and runners each moment is about, given now. */
function momentCondition(moment: FollowMoment, now: string, soonMinutes: number): SQL {
  switch (moment) {
    case 'DECLARED':
      // A published card with the runner still in it, before its race.
      return sql`fx.status = 'PUBLISHED' AND fx.start_at > ${now}::timestamptz
        AND p.scratched_at IS NULL`;
    case 'STARTING_SOON':
      return sql`fx.status = 'PUBLISHED' AND fx.start_at > ${now}::timestamptz
        AND fx.start_at <= ${now}::timestamptz + make_interval(mins => ${soonMinutes})
        AND p.scratched_at IS NULL`;
    case 'RESULT':
      // Results of the last day, for follows made before the off (start_at is the off once run).
      return sql`fx.status IN ('RESULT', 'PAID', 'COMPLETE')
        AND fx.start_at > ${now}::timestamptz - interval '1 day'
        AND f.created_at <= fx.start_at AND p.scratched_at IS NULL`;
  }
}

/**
 * Every runner a player follows that has reached `moment` and has no notice for it yet, one row
 * per player and runner (the horse itself before its jockey, its jockey before its trainer).
 * Whether the player may hear of it is the protections' one rule, asked by the sender
 * (clearBettingContact), not decided here.
 */
export function findNoticeCandidates(
  db: Executor,
  moment: FollowMoment,
  now: Date,
  soonMinutes: number,
): Promise<NoticeCandidate[]> {
  const at = now.toISOString();
  return queryRows<NoticeCandidate>(
    db,
    sql`SELECT DISTINCT ON (f.player_id, p.id)
          f.player_id, p.id AS participant_id, fx.id AS fixture_id, f.kind,
          p.name AS horse, p.jockey, p.trainer, fx.race_number, v.name AS venue_name,
          fx.start_at, pl.email, pl.follow_emails, r.place, fx.result_voided AS voided
        FROM player_follows f
        JOIN participants p ON
          (f.kind = 'HORSE' AND lower(regexp_replace(btrim(p.name), '\\s+', ' ', 'g')) = f.name_key)
          OR (f.kind = 'JOCKEY' AND lower(regexp_replace(btrim(p.jockey), '\\s+', ' ', 'g')) = f.name_key)
          OR (f.kind = 'TRAINER' AND lower(regexp_replace(btrim(p.trainer), '\\s+', ' ', 'g')) = f.name_key)
        JOIN fixtures fx ON fx.id = p.fixture_id
        JOIN meetings m ON m.id = fx.meeting_id
        JOIN venues v ON v.code = m.venue_code
        JOIN players pl ON pl.id = f.player_id
        LEFT JOIN fixture_results r ON r.fixture_id = fx.id AND r.participant_id = p.id
        WHERE ${momentCondition(moment, at, soonMinutes)}
          AND fx.start_at > ${at}::timestamptz - interval '1 day'
          AND fx.start_at < ${at}::timestamptz + interval '3 days'
          AND pl.frozen_at IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM follow_notices n
            WHERE n.player_id = f.player_id AND n.participant_id = p.id AND n.moment = ${moment})
        ORDER BY f.player_id, p.id,
          CASE f.kind WHEN 'HORSE' THEN 0 WHEN 'JOCKEY' THEN 1 ELSE 2 END`,
  );
}

/** Stores a notice unless one exists (another instance, an earlier run): true when stored here. */
export async function insertNotice(
  db: Executor,
  candidate: NoticeCandidate,
  moment: FollowMoment,
  message: string,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO follow_notices (player_id, participant_id, fixture_id, moment, message, created_at)
        VALUES (${candidate.player_id}, ${candidate.participant_id}, ${candidate.fixture_id},
          ${moment}, ${message}, ${now.toISOString()})
        ON CONFLICT (player_id, participant_id, moment) DO NOTHING
        RETURNING id`,
  );
  return rows.length > 0;
}
