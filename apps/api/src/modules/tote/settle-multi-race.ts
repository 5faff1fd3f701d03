import { indiaDayOf, tdsOnNetWinnings, type TaxRule } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  findPlayerAccounts,
  houseAccountId,
  type PlayerAccounts,
} from '../../ledger/ledger-accounts';
import { postTransfer, postTransfers, type TransferInput } from '../../ledger/post-transfer';
import {
  reverseAllForCorrection,
  type CorrectionReversal,
} from '../settlement/settlement-transfers';
import { findTaxRule } from '../tax/find-tax-rule';
import { settleMultiRace, winningLines } from './multi-race-dividends';
import {
  bookOf,
  readLegs,
  readPoolTickets,
  multiRacePoolsWithLeg,
  type MultiRacePoolRow,
} from './multi-race-pools';
import { reverseHouseTransfers, TOTE_TRANSFER_KINDS } from './pool-ledger';
import { DEFAULT_MIN_DIVIDEND_PAISE, type ToteSettlementOptions } from './settle-pools';
import {
  ensureMultiRacePoolAccount,
  ensureToteHouseAccounts,
  multiRacePoolAccountId,
  toteHouseAccountId,
} from './tote-accounts';

type MultiRaceSettlementOptions = Pick<ToteSettlementOptions, 'host' | 'minDividendPaise'>;

/**
 * Settling multi-race pools (issue 28, decision 065), in the settlement transaction of a race
 * that is one of their legs (settleRaceIn, after the race's own pools). A pool is worked out once
 * every leg is official or void; its `result_signature` names the legs' results, favourites and
 * carry-in, so a correction of any leg works it out again, each ticket's earlier payment reversed
 * through the debt rule (decision 030) as a single-race pool's. A pool no line won carries its
 * net into the same pool (type and number) of the venue's next race day: moved at once from
 * pool account to pool account if that pool exists, else it waits in this pool's account until
 * the operator (or the demo race day) creates it.
 *
 * With a club's host (decision 079) the pool is the club's: it declares the dividend per line
 * (or its carry-forward) over its tickets and ours, each of our tickets is paid its winning
 * lines at that dividend, and what our pool account holds after is settled with the club; the
 * commission, breakage and carry-forward are the club's. A host that cannot answer fails the
 * settlement of the race, which is retried (as a single-race pool's, decision 060).
 */
export async function settleMultiRacePoolsIn(
  tx: Transaction,
  fixtureId: string,
  now: Date,
  options: MultiRaceSettlementOptions = {},
): Promise<string[]> {
  const touched = new Set<string>();
  const pools = await multiRacePoolsWithLeg(tx, fixtureId);
  for (const row of pools) await settleMultiRacePool(tx, row, now, options, touched);
  return [...touched];
}

async function settleMultiRacePool(
  tx: Transaction,
  row: MultiRacePoolRow,
  now: Date,
  options: MultiRaceSettlementOptions,
  touched: Set<string>,
): Promise<void> {
  const legs = await readLegs(tx, row.legs);
  const decided = legs.every((leg) => leg.decided);
  // Closed from the first leg's off: settlement is the last writer of an open pool's status.
  if (!decided) {
    if (row.result_signature !== null) await reversePool(tx, row, touched);
    const off = legs[0] && legs[0].startAt.getTime() <= now.getTime();
    if (off && row.status === 'OPEN')
      await tx.execute(
        sql`update multi_race_pools set status = 'CLOSED', updated_at = ${now.toISOString()}::timestamptz
          where id = ${row.id}::uuid`,
      );
    return;
  }
  const signature = `${legs.map((leg) => leg.resultKey).join(';')}|carry ${row.carry_in_paise}`;
  if (row.result_signature === signature) return;
  if (row.result_signature !== null) await reversePool(tx, row, touched);

  await ensureToteHouseAccounts(tx);
  await ensureMultiRacePoolAccount(tx, row.id);
  const tickets = await readPoolTickets(tx, row.id);
  const book = bookOf(row, tickets, options.minDividendPaise ?? DEFAULT_MIN_DIVIDEND_PAISE);
  const club = options.host && options.host.name !== 'own' ? options.host : undefined;
  const outcome = club
    ? await club.declaredMultiRaceDividends(book, row.id, legs)
    : settleMultiRace(book, legs);
  const won = club
    ? new Map(
        tickets.map((ticket) => [
          ticket.id,
          winningLines(ticket.legs, legs) * ticket.units * outcome.dividendPaise,
        ]),
      )
    : new Map(outcome.winnings.map((item) => [item.ticketId, item.totalWinPaise]));
  const taxByDay = new Map<string, TaxRule>();
  const accountsOf = new Map<string, PlayerAccounts>();
  const transfers: TransferInput[] = [];
  const marks: { id: string; status: string; win: number; tds: number; payout: number }[] = [];
  let paid = 0;
  for (const ticket of tickets) {
    touched.add(ticket.player_id);
    const placedAt = new Date(ticket.placed_at);
    const day = indiaDayOf(placedAt);
    const tax = taxByDay.get(day) ?? (await findTaxRule(tx, placedAt));
    taxByDay.set(day, tax);
    const win = won.get(ticket.id) ?? 0;
    const cost = Number(ticket.pool_paise) + Number(ticket.cgst_paise) + Number(ticket.sgst_paise);
    const tds = Number(tdsOnNetWinnings(BigInt(win - cost), tax));
    paid += win;
    marks.push({ id: ticket.id, status: win > 0 ? 'WON' : 'LOST', win, tds, payout: win - tds });
    if (win === 0) continue;
    const accounts =
      accountsOf.get(ticket.player_id) ?? (await findPlayerAccounts(tx, ticket.player_id));
    accountsOf.set(ticket.player_id, accounts);
    transfers.push({
      kind: TOTE_TRANSFER_KINDS.settlement,
      reference: ticket.id,
      memo: `Dividends on multi-race ticket ${ticket.ticket_number}`,
      details: { multiRacePool: row.id },
      legs: [
        { accountId: accounts['cash-winnings'], amount: BigInt(win - tds) },
        { accountId: houseAccountId('tds-payable', 0), amount: BigInt(tds) },
        { accountId: multiRacePoolAccountId(row.id), amount: -BigInt(win) },
      ],
    });
  }
  // Our own pool: what the tickets are paid is exactly what the pool worked out, to the paisa.
  if (!club && paid !== outcome.payoutPaise)
    throw new Error(
      `multi-race pool ${row.id}: tickets paid ${paid}, the pool ${outcome.payoutPaise}`,
    );
  const ids = await postTransfers(tx, transfers);
  const transferOf = new Map(transfers.map((transfer, index) => [transfer.reference, ids[index]]));

  // Commission, breakage and the house's top-up; the carry stays in the account until moved.
  // A club's pool: the rest of our account (or what it lacks) is settled with the club.
  const { commissionPaise, breakagePaise, minusPoolTopUpPaise } = outcome;
  let poolTransferId: string | null = null;
  if (club)
    poolTransferId = await clubSettlement(
      tx,
      row,
      Number(row.gross_paise) + Number(row.carry_in_paise) - paid,
    );
  else if (commissionPaise + breakagePaise + minusPoolTopUpPaise > 0)
    poolTransferId = await postTransfer(tx, {
      kind: TOTE_TRANSFER_KINDS.pool,
      reference: row.id,
      memo: `${row.pool} pool settled`,
      details: { commissionPaise, breakagePaise, minusPoolTopUpPaise },
      legs: [
        {
          accountId: multiRacePoolAccountId(row.id),
          amount: BigInt(minusPoolTopUpPaise - commissionPaise - breakagePaise),
        },
        { accountId: toteHouseAccountId('tote-commission'), amount: BigInt(commissionPaise) },
        { accountId: toteHouseAccountId('tote-breakage'), amount: BigInt(breakagePaise) },
        { accountId: toteHouseAccountId('tote-minus-pool'), amount: -BigInt(minusPoolTopUpPaise) },
      ],
    });
  await tx.execute(
    sql`update multi_race_pools set status = ${outcome.status === 'CARRIED' && outcome.carryOutPaise === 0 ? 'FINAL' : outcome.status},
        outcome = ${JSON.stringify(club ? { ...outcome, host: club.name } : outcome)}::jsonb,
        result_signature = ${signature},
        settlement_transfer_id = ${poolTransferId}, settled_at = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${row.id}::uuid`,
  );
  await tx.execute(sql`
    update multi_race_tickets t set status = v.status, settled_at = ${now.toISOString()}::timestamptz,
      settlement_transfer_id = v.transfer, total_win_paise = v.win, tds_paise = v.tds,
      payout_paise = v.payout
    from jsonb_to_recordset(${JSON.stringify(
      marks.map((mark) => ({ ...mark, transfer: transferOf.get(mark.id) ?? null })),
    )}::jsonb) as v(id uuid, status text, transfer uuid, win bigint, tds bigint, payout bigint)
    where t.id = v.id`);
  if (!club && outcome.carryOutPaise > 0) {
    const next = await nextPoolOf(tx, row);
    if (next) await moveCarry(tx, row.id, outcome.carryOutPaise, next);
  }
}

/**
 * A club's pool (decision 079): our account's money left after our tickets are paid at the
 * club's dividend goes to the club (positive) or comes from it (negative). As for a single-race
 * pool (decision 060), the house's tote commission account stands for the club, the amount in
 * `details.clubSettlementPaise`.
 */
async function clubSettlement(
  tx: Transaction,
  row: Pick<MultiRacePoolRow, 'id' | 'pool'>,
  remainderPaise: number,
): Promise<string | null> {
  if (remainderPaise === 0) return null;
  return postTransfer(tx, {
    kind: TOTE_TRANSFER_KINDS.pool,
    reference: row.id,
    memo: `${row.pool} pool settled with the club`,
    details: { clubSettlementPaise: remainderPaise },
    legs: [
      { accountId: multiRacePoolAccountId(row.id), amount: -BigInt(remainderPaise) },
      { accountId: toteHouseAccountId('tote-commission'), amount: BigInt(remainderPaise) },
    ],
  });
}

/** The same pool (type and number) at the venue's next race day that is still open. */
async function nextPoolOf(
  tx: Transaction,
  row: Pick<MultiRacePoolRow, 'race_day' | 'venue_code' | 'pool' | 'sequence'>,
): Promise<string | undefined> {
  const [next] = await queryRows<{ id: string }>(
    tx,
    sql`select id from multi_race_pools
      where venue_code = ${row.venue_code} and pool = ${row.pool} and sequence = ${row.sequence}
        and race_day > ${row.race_day}::date and status = 'OPEN'
      order by race_day limit 1`,
  );
  return next?.id;
}

async function moveCarry(
  tx: Transaction,
  fromPoolId: string,
  amountPaise: number,
  toPoolId: string,
): Promise<void> {
  await ensureMultiRacePoolAccount(tx, toPoolId);
  await postTransfer(tx, {
    kind: TOTE_TRANSFER_KINDS.carry,
    reference: fromPoolId,
    memo: 'Multi-race carry-forward',
    details: { toPoolId, amountPaise },
    legs: [
      { accountId: multiRacePoolAccountId(fromPoolId), amount: -BigInt(amountPaise) },
      { accountId: multiRacePoolAccountId(toPoolId), amount: BigInt(amountPaise) },
    ],
  });
  await tx.execute(
    sql`update multi_race_pools set carry_in_paise = carry_in_paise + ${amountPaise}, updated_at = now()
      where id = ${toPoolId}::uuid`,
  );
  await tx.execute(
    sql`update multi_race_pools set carried_to_pool_id = ${toPoolId}::uuid where id = ${fromPoolId}::uuid`,
  );
}

/**
 * Carry-forwards waiting for a pool created after they were carried (the operator's PUT, the
 * demo race day): the latest earlier pool of the same venue, type and number whose net is still
 * in its account moves it in.
 */
export async function takeWaitingMultiRaceCarries(tx: Transaction, poolId: string): Promise<void> {
  const waiting = await queryRows<{ id: string; amount: string; to_id: string }>(
    tx,
    sql`select w.id, (w.outcome->>'carryOutPaise') as amount, p.id as to_id
      from multi_race_pools p
      join multi_race_pools w on w.venue_code = p.venue_code and w.pool = p.pool
        and w.sequence = p.sequence and w.race_day < p.race_day
      where p.id = ${poolId}::uuid and w.carried_to_pool_id is null and w.outcome is not null
        and (w.outcome->>'carryOutPaise')::bigint > 0 and w.outcome->>'host' is null
      order by w.race_day for update of w`,
  );
  for (const carry of waiting) {
    // Only into the next pool of that line of pools (none open between).
    const next = await nextPoolOf(tx, await poolKey(tx, carry.id));
    if (next === carry.to_id) await moveCarry(tx, carry.id, Number(carry.amount), carry.to_id);
  }
}

async function poolKey(
  tx: Transaction,
  id: string,
): Promise<Pick<MultiRacePoolRow, 'race_day' | 'venue_code' | 'pool' | 'sequence'>> {
  const [row] = await queryRows<
    Pick<MultiRacePoolRow, 'race_day' | 'venue_code' | 'pool' | 'sequence'>
  >(
    tx,
    sql`select race_day::text as race_day, venue_code, pool, sequence from multi_race_pools where id = ${id}::uuid`,
  );
  if (!row) throw new Error(`multi-race pool ${id} vanished`);
  return row;
}

/** Undoes a pool's settlement (a corrected leg): tickets through the debt rule, house and carry transfers negated. */
async function reversePool(
  tx: Transaction,
  row: MultiRacePoolRow,
  touched: Set<string>,
): Promise<void> {
  const settled = await queryRows<{
    id: string;
    player_id: string;
    ticket_number: string;
    settlement_transfer_id: string | null;
  }>(
    tx,
    sql`select id, player_id, ticket_number, settlement_transfer_id from multi_race_tickets
      where pool_id = ${row.id}::uuid and status in ('WON','LOST') order by id`,
  );
  const accountsOf = new Map<string, PlayerAccounts>();
  const reversals: CorrectionReversal[] = [];
  for (const ticket of settled) {
    touched.add(ticket.player_id);
    if (!ticket.settlement_transfer_id) continue;
    const accounts =
      accountsOf.get(ticket.player_id) ?? (await findPlayerAccounts(tx, ticket.player_id));
    accountsOf.set(ticket.player_id, accounts);
    reversals.push({
      transferId: ticket.settlement_transfer_id,
      accounts,
      memo: `Result corrected: multi-race ticket ${ticket.ticket_number}`,
    });
  }
  await reverseAllForCorrection(tx, reversals);
  if (row.settlement_transfer_id)
    await reverseHouseTransfers(
      tx,
      [row.settlement_transfer_id],
      `${row.pool} pool: result corrected`,
    );
  if (row.carried_to_pool_id) {
    const carries = await queryRows<{ id: string; amount: string }>(
      tx,
      sql`select t.id, (t.details->>'amountPaise') as amount from ledger_transfers t
        where t.kind = ${TOTE_TRANSFER_KINDS.carry} and t.reference = ${row.id}
          and not exists (select 1 from ledger_transfers r where r.reverses_transfer_id = t.id)`,
    );
    await reverseHouseTransfers(
      tx,
      carries.map((carry) => carry.id),
      `${row.pool} carry-forward undone: result corrected`,
    );
    const amount = carries.reduce((sum, carry) => sum + Number(carry.amount), 0);
    await tx.execute(
      sql`update multi_race_pools set carry_in_paise = carry_in_paise - ${amount}
        where id = ${row.carried_to_pool_id}::uuid`,
    );
  }
  await tx.execute(
    sql`update multi_race_tickets set status = 'ACCEPTED', total_win_paise = null, tds_paise = null,
        payout_paise = null, settled_at = null, settlement_transfer_id = null
      where pool_id = ${row.id}::uuid and status in ('WON','LOST')`,
  );
  await tx.execute(
    sql`update multi_race_pools set status = 'CLOSED', outcome = null, result_signature = null,
        settlement_transfer_id = null, carried_to_pool_id = null, settled_at = null
      where id = ${row.id}::uuid`,
  );
}
