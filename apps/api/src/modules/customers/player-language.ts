import type { LanguageReply } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { players } from './customers.schema';

/**
 * Remembers the player's app language, so every device they sign in on opens in it (the
 * player's record, `GET /api/customer/self`, carries it).
 */
export async function setPlayerLanguage(
  db: Database,
  playerId: string,
  language: string,
): Promise<LanguageReply> {
  const [row] = await db
    .update(players)
    .set({ language })
    .where(eq(players.id, playerId))
    .returning({ language: players.language });
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  return { language: row.language };
}
