import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { LedgerViolation } from '../../ledger/check-ledger';
import type { MultiRaceOutcome } from './multi-race-dividends';
import { MULTI_RACE_POOL_KIND, multiRacePoolAccountId } from './tote-accounts';

/**
 * The invariants of multi-race pools over the ledger (decision 065; `npm run ledger:check`):
 * 1. an open pool's account holds its gross and carry-in; a worked-out one holds its carry-out
 *    while that waits for the next pool, else nothing;
 * 2. a worked-out pool conserves its money: payouts + commission + breakage + carry-out
 *    = gross + carry-in + minus-pool top-up, and the tickets were paid the payouts.
 * A club's pool (outcome marked with its host, decision 079) is the club's to conserve: our
 * account holds nothing once our tickets are paid and the rest is settled with the club.
 */
export async function checkMultiRacePools(db: Executor): Promise<LedgerViolation[]> {
  const pools = await queryRows<{
    id: string;
    gross_paise: string;
    carry_in_paise: string;
    carried_to_pool_id: string | null;
    outcome: (MultiRaceOutcome & { host?: string }) | null;
    paid: string;
  }>(
    db,
    sql`select p.id, p.gross_paise::text, p.carry_in_paise::text, p.carried_to_pool_id, p.outcome,
        coalesce((select sum(t.total_win_paise) from multi_race_tickets t where t.pool_id = p.id), 0)::text as paid
      from multi_race_pools p`,
  );
  const balances = new Map(
    (
      await queryRows<{ account_id: string; total: string }>(
        db,
        sql`select e.account_id, sum(e.amount)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.kind = ${MULTI_RACE_POOL_KIND} group by e.account_id`,
      )
    ).map((row) => [row.account_id, Number(row.total)]),
  );
  const violations: LedgerViolation[] = [];
  for (const row of pools) {
    const subject = `tote-multi-race:${row.id}`;
    const held = balances.get(multiRacePoolAccountId(row.id)) ?? 0;
    const carryIn = Number(row.carry_in_paise);
    const outcome = row.outcome;
    const expected = outcome
      ? row.carried_to_pool_id === null && outcome.host === undefined
        ? outcome.carryOutPaise
        : 0
      : Number(row.gross_paise) + carryIn;
    if (held !== expected)
      violations.push({
        rule: 'a multi-race pool’s account holds what it should',
        subject,
        detail: `account ${held}, expected ${expected}`,
      });
    if (!outcome || outcome.host !== undefined) continue;
    const out =
      outcome.payoutPaise + outcome.commissionPaise + outcome.breakagePaise + outcome.carryOutPaise;
    const into = outcome.grossPaise + carryIn + outcome.minusPoolTopUpPaise;
    if (out !== into || Number(row.paid) !== outcome.payoutPaise)
      violations.push({
        rule: 'a multi-race pool conserves its money',
        subject,
        detail: `out ${out}, in ${into}, tickets paid ${row.paid} of ${outcome.payoutPaise}`,
      });
  }
  return violations;
}
