import {
  DEFAULT_BASE_STAKE_LIMIT_PAISE,
  maxStakePaise,
  type PlayerTradingProfile,
  type SetStakeFactorBody,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';

interface ProfileRow {
  factor: number;
  settled: number | string;
  won: number | string;
  returns_less_stakes: number | string | null;
  average_price: number | string | null;
}

/**
 * A player's stake factor (decision 072) with what a trader weighs it by: the player's result
 * on settled singles (winnings before TDS less stakes), the share won, and the average price
 * taken over every single struck (held, confirmed or settled; void and refunded bets aside).
 */
export async function getPlayerTradingProfile(
  db: Executor,
  playerId: string,
): Promise<PlayerTradingProfile> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select p.stake_factor_hundredths as factor,
        count(b.id) filter (where b.status in ('WON', 'LOST')) as settled,
        count(b.id) filter (where b.status = 'WON') as won,
        sum(coalesce(b.total_win_paise, 0) - b.stake_paise) filter (where b.status in ('WON', 'LOST')) as returns_less_stakes,
        avg(b.price_hundredths) filter (where b.status in ('ACCEPTED', 'CONFIRMED', 'WON', 'LOST')) as average_price
      from players p left join bets b on b.player_id = p.id
      where p.id = ${playerId}::uuid
      group by p.id`,
  );
  if (!row) throw notFound('Player');
  const settled = Number(row.settled);
  return {
    uid: playerId,
    factor: row.factor / 100,
    maxStakeAtBase: maxStakePaise(DEFAULT_BASE_STAKE_LIMIT_PAISE, row.factor) / 100,
    settledBets: settled,
    profitAndLoss: Number(row.returns_less_stakes ?? 0) / 100,
    strikeRate: settled === 0 ? null : Number(row.won) / settled,
    averagePrice: row.average_price === null ? null : Math.round(Number(row.average_price)) / 100,
  };
}

/**
 * Sets a player's stake factor, with the reason, audited. The next slip reads it: a slip in
 * flight finishes under the factor it read.
 */
export async function setStakeFactor(
  db: Database,
  actor: OperatorActor,
  playerId: string,
  body: SetStakeFactorBody,
): Promise<void> {
  const hundredths = Math.round(body.factor * 100);
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ factor: number }>(
      tx,
      sql`select stake_factor_hundredths as factor from players where id = ${playerId}::uuid for update`,
    );
    if (!before) throw notFound('Player');
    await tx.execute(
      sql`update players set stake_factor_hundredths = ${hundredths} where id = ${playerId}::uuid`,
    );
    await auditOperator(tx, actor, 'player.stake-factor', playerId, {
      from: before.factor / 100,
      to: hundredths / 100,
      reason: body.reason,
    });
  });
}
