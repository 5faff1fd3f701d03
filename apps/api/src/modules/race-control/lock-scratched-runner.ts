import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { participants } from '../races/races.schema';

type ScratchedRunner = typeof participants.$inferSelect & { scratchedAt: Date };

/** A scratched runner of the race, locked for a change to its scratch; 404 or 409 otherwise. */
export async function lockScratchedRunner(
  tx: Transaction,
  fixtureId: string,
  horseNo: number,
): Promise<ScratchedRunner> {
  const [runner] = await tx
    .select()
    .from(participants)
    .where(and(eq(participants.fixtureId, fixtureId), eq(participants.horseNumber, horseNo)))
    .for('update');
  if (!runner) throw new AppError('NOT_FOUND', `Horse ${horseNo} is not in this race`);
  if (!runner.scratchedAt) throw new AppError('CONFLICT', `Horse ${horseNo} is not scratched`);
  return { ...runner, scratchedAt: runner.scratchedAt };
}
