import { PLAYER_SEARCH_LIMIT, type KycStatus, type PlayerListItem } from '@furlong/contract';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { players } from '../customers/customers.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toPlayerListItem = (player: typeof players.$inferSelect): PlayerListItem => ({
  uid: player.id,
  firstname: player.firstname,
  lastname: player.lastname,
  email: player.email,
  mobile: player.mobile,
  kycStatus: player.kycStatus as KycStatus,
  createdAt: player.createdAt.toISOString(),
});

/** Finds players by uid, or by part of their email, mobile or name; newest first, at most 20. */
export async function searchPlayers(db: Executor, query: string): Promise<PlayerListItem[]> {
  const text = query.trim();
  if (UUID.test(text)) {
    const found = await db.select().from(players).where(eq(players.id, text.toLowerCase()));
    return found.map(toPlayerListItem);
  }
  // The operator's text is a literal, not a pattern: % and _ match only themselves.
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db
    .select()
    .from(players)
    .where(
      or(
        ilike(players.email, pattern),
        ilike(players.mobile, pattern),
        ilike(sql`${players.firstname} || ' ' || ${players.lastname}`, pattern),
      ),
    )
    .orderBy(desc(players.createdAt), desc(players.id))
    .limit(PLAYER_SEARCH_LIMIT);
  return rows.map(toPlayerListItem);
}
