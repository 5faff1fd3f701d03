import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { queryRows } from '../db/query-rows';

export interface LedgerViolation {
  rule: string;
  /** The account or transfer that breaks it. */
  subject: string;
  detail: string;
}

/**
 * The ledger's invariants, checked by SQL over the whole ledger:
 * 1. no player pocket below zero, no receivable above zero (what a player owes is negative);
 * 2. all entries sum to zero;
 * 3. every running balance equals the sum of its account's entries;
 * 4. every transfer balances;
 * 5. no stake was accepted beyond what the wallet could afford (implied by 1 and 3, and
 *    checked directly: every bet's stake transfer debited exactly its bets' stakes);
 * 6. a player who owes holds no cash: every credit pays the debt first (decision 030).
 */
export async function checkLedger(db: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  // Both drivers answer { rows }; Drizzle types the raw result per driver.
  const rows = <T>(query: SQL) => queryRows<T>(db, query);

  for (const row of await rows<{ code: string; balance: string }>(
    sql`select code, balance::text from ledger_accounts where balance < 0 and kind <> 'receivable'`,
  )) {
    violations.push({
      rule: 'no balance below zero',
      subject: row.code,
      detail: `balance ${row.balance}`,
    });
  }
  for (const row of await rows<{ code: string; balance: string }>(
    sql`select code, balance::text from ledger_accounts where balance > 0 and kind = 'receivable'`,
  )) {
    violations.push({
      rule: 'no receivable above zero',
      subject: row.code,
      detail: `balance ${row.balance}`,
    });
  }
  for (const row of await rows<{ total: string | null }>(
    sql`select sum(amount)::text as total from ledger_entries`,
  )) {
    if (row.total !== null && row.total !== '0') {
      violations.push({
        rule: 'all entries sum to zero',
        subject: 'ledger',
        detail: `entries sum to ${row.total}`,
      });
    }
  }
  for (const row of await rows<{ code: string; balance: string; entries: string }>(sql`
    select a.code, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.balance is not null
    group by a.id, a.code, a.balance
    having a.balance <> coalesce(sum(e.amount), 0)`)) {
    violations.push({
      rule: 'balance equals the sum of entries',
      subject: row.code,
      detail: `balance ${row.balance}, entries ${row.entries}`,
    });
  }
  for (const row of await rows<{ transfer_id: string; total: string }>(sql`
    select transfer_id, sum(amount)::text as total from ledger_entries group by transfer_id having sum(amount) <> 0`)) {
    violations.push({
      rule: 'each transfer balances',
      subject: `transfer ${row.transfer_id}`,
      detail: `legs sum to ${row.total}`,
    });
  }
  for (const row of await rows<{
    player_id: string;
    stake_transfer_id: string;
    stakes: string;
    debited: string;
  }>(sql`
    with stakes as (
      select player_id, stake_transfer_id, sum(stake_paise) as stakes from bets group by player_id, stake_transfer_id
    )
    select s.player_id, s.stake_transfer_id, s.stakes::text, coalesce(-sum(e.amount), 0)::text as debited
    from stakes s
    left join ledger_accounts a on a.player_id = s.player_id and a.kind in ('cash-deposits', 'cash-winnings')
    left join ledger_entries e on e.transfer_id = s.stake_transfer_id and e.account_id = a.id
    group by s.player_id, s.stake_transfer_id, s.stakes
    having coalesce(-sum(e.amount), 0) <> s.stakes`)) {
    violations.push({
      rule: 'accepted stake never exceeds what the wallet paid',
      subject: `player:${row.player_id}`,
      detail: `transfer ${row.stake_transfer_id}: stakes ${row.stakes}, debited ${row.debited}`,
    });
  }
  for (const row of await rows<{ player_id: string; owed: string; cash: string }>(sql`
    select r.player_id, (-r.balance)::text as owed, sum(p.balance)::text as cash
    from ledger_accounts r
    join ledger_accounts p on p.player_id = r.player_id and p.kind in ('cash-deposits', 'cash-winnings')
    where r.kind = 'receivable' and r.balance < 0
    group by r.player_id, r.balance
    having sum(p.balance) > 0`)) {
    violations.push({
      rule: 'a player who owes holds no cash',
      subject: `player:${row.player_id}`,
      detail: `owes ${row.owed}, holds ${row.cash}`,
    });
  }
  return violations;
}
