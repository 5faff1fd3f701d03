import { paiseToRupees, type DebtEvent, type PlayerDebt } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

interface DebtRow {
  player_id: string;
  firstname: string;
  lastname: string;
  balance: string;
  transfer_id: string;
  created_at: Date | string;
  kind: string;
  memo: string | null;
  amount: string;
}

/**
 * Every player who owes now, the largest debt first, with the movements of their receivable
 * (decision 030): what recorded the debt (a correction), what paid it, what wrote it off.
 */
export async function listOpenDebts(db: Executor): Promise<PlayerDebt[]> {
  const rows = await queryRows<DebtRow>(
    db,
    sql`
      select r.player_id, p.firstname, p.lastname, r.balance::text, t.id as transfer_id, t.created_at,
        t.kind, t.memo, e.amount::text
      from ledger_accounts r
      join players p on p.id = r.player_id
      join ledger_entries e on e.account_id = r.id
      join ledger_transfers t on t.id = e.transfer_id
      where r.kind = 'receivable' and r.balance < 0
      order by r.balance, r.player_id, e.id`,
  );
  const debts = new Map<string, PlayerDebt>();
  for (const row of rows) {
    const event: DebtEvent = {
      transferId: row.transfer_id,
      at: new Date(row.created_at).toISOString(),
      kind: row.kind,
      memo: row.memo,
      amount: paiseToRupees(BigInt(row.amount)),
    };
    const debt = debts.get(row.player_id);
    if (debt) {
      debt.history.push(event);
      continue;
    }
    debts.set(row.player_id, {
      playerUid: row.player_id,
      playerName: `${row.firstname} ${row.lastname}`,
      owed: paiseToRupees(-BigInt(row.balance)),
      since: event.at,
      cause: row.memo ?? row.kind,
      history: [event],
    });
  }
  return [...debts.values()].map((debt) => ({ ...debt, ...openedBy(debt.history) }));
}

/** The debt now open began after the receivable last stood at zero. */
function openedBy(history: DebtEvent[]): Pick<PlayerDebt, 'since' | 'cause'> {
  let running = 0;
  let opening = history[0] as DebtEvent;
  for (const event of history) {
    if (running === 0 && event.amount < 0) opening = event;
    running = Math.round((running + event.amount) * 100) / 100;
  }
  return { since: opening.at, cause: opening.memo ?? opening.kind };
}
