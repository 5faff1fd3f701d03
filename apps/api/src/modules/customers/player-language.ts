import type { LanguageReply } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { players } from './customers.schema';

/** The language the player chose for the app, or null if they never chose one. */
export async function readPlayerLanguage(db: Database, playerId: string): Promise<LanguageReply> {
  const [row] = await db
    .select({ language: players.language })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  return { language: row.language };
}

/** Remembers the player's language, so every device they sign in on opens in it. */
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
