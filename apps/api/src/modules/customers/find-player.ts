import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PlayerRow } from './customers.queries';
import { players } from './customers.schema';

/** An identifier is an email (any case) or a 10-digit mobile. */
export function normaliseIdentifier(identifier: string): {
  kind: 'email' | 'mobile';
  value: string;
} {
  const trimmed = identifier.trim();
  return /^\d{10}$/.test(trimmed)
    ? { kind: 'mobile', value: trimmed }
    : { kind: 'email', value: trimmed.toLowerCase() };
}

export async function findPlayerByIdentifier(
  db: Executor,
  identifier: string,
): Promise<PlayerRow | undefined> {
  const { kind, value } = normaliseIdentifier(identifier);
  const [player] = await db
    .select()
    .from(players)
    .where(kind === 'mobile' ? eq(players.mobile, value) : eq(players.email, value));
  return player;
}

export async function findPlayerById(db: Executor, id: string): Promise<PlayerRow | undefined> {
  const [player] = await db.select().from(players).where(eq(players.id, id));
  return player;
}
