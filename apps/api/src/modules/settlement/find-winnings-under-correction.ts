import { and, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
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
  const [multiples] = await queryRows<{ paise: string }>(
    db,
    sql`select coalesce(sum(case when t.kind = 'BET_SETTLEMENT' then b.payout_paise
        else b.stake_from_winnings_paise end), 0)::text as paise
      from multiple_bets b join ledger_transfers t on t.id = b.settlement_transfer_id
      where b.player_id = ${playerId}::uuid and t.kind in ('BET_SETTLEMENT', 'BET_REFUND')
        and exists (select 1 from multiple_bet_legs l join fixtures f on f.id = l.fixture_id
          where l.bet_id = b.id and f.settlement_requested_at is not null
            and exists (select 1 from race_settlements s where s.fixture_id = f.id))`,
  );
  // A multiple's payout is reversed by a correction of any of its legs' races (decision 061).
  return BigInt(row?.paise ?? '0') + BigInt(multiples?.paise ?? '0');
}
