import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { players } from './customers.schema';

export type PlayerRow = typeof players.$inferSelect;

/**
 * The player row, locked until the transaction ends: a KYC decision and a profile save or
 * upload cannot interleave, so a PAN never changes under a verification in flight.
 */
export async function lockPlayer(
  tx: Transaction,
  playerId: string,
): Promise<PlayerRow | undefined> {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  return player;
}
