import { and, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { bets } from '../bets/bets.schema';
import { fixtures } from '../races/races.schema';
import { RESULT_TRANSFER_KINDS } from './settle-race';
import { raceSettlements } from './settlement.schema';

/**
 * What a player's winnings pocket was credited, in paise, by races whose correction is
 * pending: settled once (a settlement row) and asked to settle again (the settlement outbox
 * set), not yet re-settled. A correction reverses exactly these credits (the winnings of a
 * result, and the winnings part of a refund for a void race or a market that did not run), so
 * until it settles they are not the player's to withdraw (decision 051).
 */
export async function findWinningsUnderCorrection(db: Executor, playerId: string): Promise<bigint> {
  const [row] = await db
    .select({
      paise: sql<string>`coalesce(sum(case when ${ledgerTransfers.kind} = 'BET_SETTLEMENT'
        then ${bets.payoutPaise} else ${bets.stakeFromWinningsPaise} end), 0)::text`,
    })
    .from(fixtures)
    .innerJoin(bets, and(eq(bets.fixtureId, fixtures.id), eq(bets.playerId, playerId)))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, bets.settlementTransferId))
    .where(
      and(
        isNotNull(fixtures.settlementRequestedAt),
        inArray(ledgerTransfers.kind, RESULT_TRANSFER_KINDS),
        exists(
          db
            .select({ one: sql`1` })
            .from(raceSettlements)
            .where(eq(raceSettlements.fixtureId, fixtures.id)),
        ),
      ),
    );
  return BigInt(row?.paise ?? '0');
}
