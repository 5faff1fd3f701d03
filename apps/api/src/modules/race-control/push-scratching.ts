import { indiaDayOf } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { queuePushes } from '../notifications/queue-pushes';

/**
 * A scratching told by push (kind SCRATCHINGS) to each player holding a standing single bet on
 * the runner, in the scratch's transaction: their money is refunded or their price deducted
 * (Rule 4 deduction) when the race settles, and they may want to back another.
 */
export async function pushScratching(
  tx: Transaction,
  fixtureId: string,
  participantId: string,
): Promise<void> {
  const rows = await queryRows<{
    player_id: string;
    horse_number: number;
    horse_name: string;
    race_number: number;
    venue_name: string;
    start_at: string | Date;
  }>(
    tx,
    sql`
      select distinct b.player_id, b.horse_number, b.horse_name, f.race_number,
        v.name as venue_name, f.start_at
      from bets b
      join fixtures f on f.id = b.fixture_id
      join meetings m on m.id = f.meeting_id join venues v on v.code = m.venue_code
      where b.fixture_id = ${fixtureId}::uuid and b.participant_id = ${participantId}::uuid
        and b.status in ('ACCEPTED', 'CONFIRMED')`,
  );
  await queuePushes(
    tx,
    'SCRATCHINGS',
    rows.map((row) => ({
      playerId: row.player_id,
      words: (say) => ({
        title: say('race', { venue: row.venue_name, race: row.race_number }),
        body: say('scratched', { number: row.horse_number, horse: row.horse_name }),
      }),
      url: `/fixtures/${indiaDayOf(new Date(row.start_at))}/${fixtureId}`,
      tag: `scratch-${participantId}`,
    })),
  );
}
