import { PLAYER_NOTICES_KEPT } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/** A player keeps this many notices; older ones go when a new one comes. */
export const NOTICES_KEPT = PLAYER_NOTICES_KEPT;

/**
 * The news of a settlement for each player it touched (issue 30), written in its transaction:
 * "Delhi R1: you won ₹268.57". Per player, the race's singles and tote tickets as they now
 * stand: paid (net of TDS), refunded, and lost. A player touched only through a multiple's leg
 * or a multi-race pool (their own news is in My Bets) gets no notice. Set-based: one insert for every player,
 * one delete of what is past the newest 50 of each.
 */
export async function recordRaceNews(
  tx: Transaction,
  fixtureId: string,
  playerIds: readonly string[],
  now: Date,
): Promise<void> {
  if (playerIds.length === 0) return;
  const players = `{${playerIds.join(',')}}`;
  await tx.execute(sql`
    with decided as (
      select player_id,
        case when status = 'WON' then coalesce(payout_paise, 0) else 0 end as won,
        case when status in ('VOID', 'REFUNDED') then stake_paise else 0 end as refunded,
        case when status = 'LOST' then 1 else 0 end as lost
      from bets
      where fixture_id = ${fixtureId}::uuid and player_id = any(${players}::uuid[])
        and status in ('WON', 'LOST', 'VOID', 'REFUNDED')
      union all
      select player_id,
        case when status = 'WON' then coalesce(payout_paise, 0) else 0 end,
        case when status = 'REFUNDED' then coalesce(refund_paise, 0) else 0 end,
        case when status = 'LOST' then 1 else 0 end
      from tote_tickets
      where fixture_id = ${fixtureId}::uuid and player_id = any(${players}::uuid[])
        and status in ('WON', 'LOST', 'REFUNDED')
    ),
    per_player as (
      select player_id, sum(won)::bigint as won, sum(refunded)::bigint as refunded,
        sum(lost)::int as lost
      from decided group by player_id
    ),
    race as (
      select f.race_number, m.venue_code, v.name as venue_name
      from fixtures f join meetings m on m.id = f.meeting_id join venues v on v.code = m.venue_code
      where f.id = ${fixtureId}::uuid
    )
    insert into player_notices (player_id, kind, fixture_id, data, created_at)
    select p.player_id, 'RACE_SETTLED', ${fixtureId}::uuid,
      jsonb_build_object('venueCode', r.venue_code, 'venueName', r.venue_name,
        'raceNumber', r.race_number, 'wonPaise', p.won, 'refundedPaise', p.refunded, 'lost', p.lost),
      ${now.toISOString()}::timestamptz
    from per_player p cross join race r`);
  await tx.execute(sql`
    delete from player_notices where id in (
      select id from (
        select id, row_number() over (partition by player_id order by created_at desc, id desc) as rank
        from player_notices where player_id = any(${players}::uuid[])
      ) ranked where rank > ${NOTICES_KEPT})`);
}
