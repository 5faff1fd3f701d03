import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { bets } from '../bets/bets.schema';
import type { BetRow } from '../bets/bets.schema';
import { fixtures } from '../races/races.schema';

/**
 * Locks the bet's race, then the bet, in the order settlement locks them (race row first), so
 * a trader's decision and the race clock's refund at the off never both act on one bet. The
 * bet must still be waiting for review.
 */
export async function lockBetForReview(
  tx: Transaction,
  betId: string,
): Promise<{ bet: BetRow; startAt: Date }> {
  const [found] = await tx
    .select({ fixtureId: bets.fixtureId })
    .from(bets)
    .where(eq(bets.id, betId));
  if (!found) throw notFound('Bet');
  const [race] = await tx
    .select({ startAt: fixtures.startAt })
    .from(fixtures)
    .where(eq(fixtures.id, found.fixtureId))
    .for('update');
  const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
  if (!bet || !race) throw notFound('Bet');
  if (bet.status !== 'ACCEPTED') {
    throw new AppError(
      'CONFLICT',
      `Ticket ${bet.ticketNumber} is ${bet.status}: it is no longer waiting for review`,
      undefined,
      { betStatus: bet.status },
    );
  }
  return { bet, startAt: race.startAt };
}
