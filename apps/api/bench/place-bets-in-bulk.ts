import { breakDownLine } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { houseAccountId } from '../src/ledger/ledger-accounts';
import { findTaxRule } from '../src/modules/tax/find-tax-rule';

const STAKE_PAISE = 100_00;

/**
 * `count` confirmed ₹100 WIN bets on a race, spread over the players and the eight runners,
 * written straight to the database for a settlement benchmark: per player, one stake transfer
 * (through ledger_post_transfer, so the ledger holds) and its bets, priced with the contract's
 * slip arithmetic at the tax rule in force. The slip path has its own benchmark (bench:bets).
 */
export async function placeBetsInBulk(
  db: Database,
  raceId: string,
  playerIds: string[],
  count: number,
): Promise<void> {
  const { gstRateBp } = await findTaxRule(db, new Date());
  const split = breakDownLine(STAKE_PAISE, 0, gstRateBp);
  for (const [index, playerId] of playerIds.entries()) {
    const bets = Math.floor(count / playerIds.length) + (index < count % playerIds.length ? 1 : 0);
    if (bets === 0) continue;
    await db.execute(sql`
      with pocket as (
        select id from ledger_accounts where player_id = ${playerId} and kind = 'cash-deposits'
      ), transfer as (
        select ledger_post_transfer('BET_STAKE', gen_random_uuid()::text, 'Benchmark bets', '{}'::jsonb, null,
          array[(select id from pocket), ${houseAccountId('book', index)}::uuid, ${houseAccountId('gst-payable', index)}::uuid],
          array[${-STAKE_PAISE * bets}::bigint, ${(split.faceValuePaise + split.roundOffPaise) * bets}::bigint,
            ${(split.cgstPaise + split.sgstPaise) * bets}::bigint]) as id
      )
      insert into bets (id, ticket_number, player_id, slip_id, fixture_id, selection_id, participant_id, market,
        horse_number, horse_name, price_hundredths, stake_paise, face_value_paise, cgst_paise, sgst_paise,
        round_off_paise, gst_rate_bp, stake_from_deposits_paise, stake_from_winnings_paise, status, placed_at,
        stake_transfer_id)
      select gen_random_uuid(), 'T' || nextval('bet_ticket_seq'), ${playerId}, gen_random_uuid(), ${raceId}, s.id,
        p.id, 'WIN', p.horse_number, p.name, s.price_hundredths, ${STAKE_PAISE}, ${split.faceValuePaise},
        ${split.cgstPaise}, ${split.sgstPaise}, ${split.roundOffPaise}, ${gstRateBp}, ${STAKE_PAISE}, 0, 'CONFIRMED',
        now(), (select id from transfer)
      from generate_series(1, ${bets}) as n
      join participants p on p.fixture_id = ${raceId} and p.horse_number = 1 + (n + ${index}) % 8
      join markets m on m.fixture_id = ${raceId} and m.type = 'WIN'
      join selections s on s.market_id = m.id and s.participant_id = p.id`);
  }
}
