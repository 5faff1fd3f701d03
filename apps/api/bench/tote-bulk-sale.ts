import { randomUUID } from 'node:crypto';
import {
  combinationKey,
  POOL_SHAPES,
  TOTE_POOLS,
  toteTicketCost,
  type TotePool,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import type { Database } from '../src/db/client';
import { findPlayerAccounts, houseAccountId } from '../src/ledger/ledger-accounts';
import { postTransfers, type TransferInput } from '../src/ledger/post-transfer';
import { findTaxRule } from '../src/modules/tax/find-tax-rule';
import type { MultiRaceBook } from '../src/modules/tote/multi-race-dividends';
import {
  ensureMultiRacePoolAccount,
  ensureTotePoolAccounts,
  multiRacePoolAccountId,
  totePoolAccountId,
} from '../src/modules/tote/tote-accounts';
import { totePools } from '../src/modules/tote/tote.schema';

/**
 * bench:tote's sale: tickets written straight into the server's database, in bulk, as the sale
 * writes them (no user could sell 10,000 tickets over HTTP in a bench's setup time).
 */

const RUNNERS = 8;

/** A deterministic spread of tickets: pool, one horse per position, 1 to 10 units. */
function ticketAt(index: number): { pool: TotePool; combination: number[]; units: number } {
  const pool = TOTE_POOLS[index % TOTE_POOLS.length] as TotePool;
  const shape = POOL_SHAPES[pool];
  const horses: number[] = [];
  // A small linear congruential sequence, exact in 32-bit integers.
  let seed = (index * 7_919 + 17) >>> 0;
  while (horses.length < shape.positions) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const horse = ((seed >>> 16) % RUNNERS) + 1;
    if (!horses.includes(horse)) horses.push(horse);
  }
  if (shape.unordered) horses.sort((a, b) => a - b);
  return { pool, combination: horses, units: (index % 10) + 1 };
}

/** Each player's tickets paid in one transfer: deposits out, the pool accounts and GST in. */
async function stakeTransfers<Row extends { playerId: string }>(
  db: Database,
  rows: Row[],
  playerIds: string[],
  transferOf: (playerId: string, mine: Row[], deposits: string) => TransferInput,
): Promise<(row: Row) => string> {
  const transfers: TransferInput[] = [];
  const indexOf = new Map<string, number>();
  for (const playerId of playerIds) {
    const mine = rows.filter((row) => row.playerId === playerId);
    if (mine.length === 0) continue;
    const accounts = await findPlayerAccounts(db, playerId);
    indexOf.set(playerId, transfers.length);
    transfers.push(transferOf(playerId, mine, accounts['cash-deposits']));
  }
  const transferIds = await postTransfers(db, transfers);
  return (row) => transferIds[indexOf.get(row.playerId) as number] as string;
}

/** `count` tickets over the seven pools of one race, with each pool's gross and units. */
export async function sellToteInBulk(
  db: Database,
  raceId: string,
  playerIds: string[],
  count: number,
): Promise<void> {
  const now = systemClock.now();
  const { gstRateBp } = await findTaxRule(db, now);
  await ensureTotePoolAccounts(db, raceId);
  const rows = Array.from({ length: count }, (_, index) => {
    const { pool, combination, units } = ticketAt(index);
    return {
      id: randomUUID(),
      ticketNumber: `B${String(index + 1).padStart(7, '0')}`,
      playerId: playerIds[index % playerIds.length] as string,
      pool,
      key: combinationKey(combination),
      selections: combination.map((horse) => [horse]),
      units,
      cost: toteTicketCost(1, units, gstRateBp),
    };
  });
  const transferOf = await stakeTransfers(db, rows, playerIds, (playerId, mine, deposits) => {
    const total = mine.reduce((sum, row) => sum + row.cost.totalPaise, 0);
    const byPool = new Map<TotePool, number>();
    for (const row of mine) byPool.set(row.pool, (byPool.get(row.pool) ?? 0) + row.cost.poolPaise);
    const gst = mine.reduce((sum, row) => sum + row.cost.cgstPaise + row.cost.sgstPaise, 0);
    return {
      kind: 'TOTE_STAKE',
      reference: playerId,
      memo: 'Bench tote tickets',
      legs: [
        { accountId: deposits, amount: -BigInt(total) },
        ...[...byPool].map(([pool, paise]) => ({
          accountId: totePoolAccountId(raceId, pool),
          amount: BigInt(paise),
        })),
        { accountId: houseAccountId('gst-payable', 0), amount: BigInt(gst) },
      ],
    };
  });
  for (let start = 0; start < rows.length; start += 2_000) {
    const chunk = rows.slice(start, start + 2_000).map((row) => ({
      id: row.id,
      ticket_number: row.ticketNumber,
      player_id: row.playerId,
      pool: row.pool,
      selections: row.selections,
      units: row.units,
      combinations: [row.key],
      pool_paise: row.cost.poolPaise,
      cgst: row.cost.cgstPaise,
      sgst: row.cost.sgstPaise,
      transfer: transferOf(row),
    }));
    await db.execute(sql`
      insert into tote_tickets (id, ticket_number, player_id, fixture_id, pool, selections, box,
        units, combinations, pool_paise, cgst_paise, sgst_paise, gst_rate_bp,
        stake_from_deposits_paise, stake_from_winnings_paise, status, host, placed_at,
        stake_transfer_id)
      select v.id, v.ticket_number, v.player_id, ${raceId}::uuid, v.pool, v.selections, false,
        v.units, v.combinations, v.pool_paise, v.cgst, v.sgst, ${gstRateBp},
        v.pool_paise + v.cgst + v.sgst, 0, 'ACCEPTED', 'own', ${now.toISOString()}::timestamptz,
        v.transfer
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id uuid, ticket_number text,
        player_id uuid, pool text, selections jsonb, units int, combinations jsonb,
        pool_paise bigint, cgst bigint, sgst bigint, transfer uuid)`);
  }
  const units = new Map<string, number>();
  const gross = new Map<TotePool, number>();
  for (const row of rows) {
    const key = `${row.pool}|${row.key}`;
    units.set(key, (units.get(key) ?? 0) + row.units);
    gross.set(row.pool, (gross.get(row.pool) ?? 0) + row.cost.poolPaise);
  }
  await db.insert(totePools).values(
    [...gross].map(([pool, paise]) => ({
      fixtureId: raceId,
      pool,
      commissionBp: POOL_SHAPES[pool].defaultCommissionBp,
      grossPaise: paise,
    })),
  );
  await db.execute(sql`
    insert into tote_pool_units (fixture_id, pool, combination, units)
    select ${raceId}::uuid, v.pool, v.combination, v.units
    from jsonb_to_recordset(${JSON.stringify(
      [...units].map(([key, units]) => {
        const [pool, combination] = key.split('|');
        return { pool, combination, units };
      }),
    )}::jsonb) as v(pool text, combination text, units bigint)`);
}

/** The book's Jackpot tickets into one pool (the pool's gross set); answers the line-units. */
export async function sellJackpotInBulk(
  db: Database,
  poolId: string,
  playerIds: string[],
  book: MultiRaceBook,
): Promise<number> {
  const now = systemClock.now();
  await ensureMultiRacePoolAccount(db, poolId);
  const { gstRateBp } = await findTaxRule(db, now);
  const rows = book.tickets.map((ticket, index) => {
    const lines = ticket.legs.reduce((product, horses) => product * horses.length, 1);
    return {
      id: randomUUID(),
      ticketNumber: `J${String(index + 1).padStart(7, '0')}`,
      playerId: playerIds[index % playerIds.length] as string,
      legs: ticket.legs,
      units: ticket.units,
      lines,
      cost: toteTicketCost(lines, ticket.units, gstRateBp),
    };
  });
  const transferOf = await stakeTransfers(db, rows, playerIds, (playerId, mine, deposits) => {
    const total = mine.reduce((sum, row) => sum + row.cost.totalPaise, 0);
    const pool = mine.reduce((sum, row) => sum + row.cost.poolPaise, 0);
    return {
      kind: 'TOTE_STAKE',
      reference: playerId,
      memo: 'Bench Jackpot tickets',
      legs: [
        { accountId: deposits, amount: -BigInt(total) },
        { accountId: multiRacePoolAccountId(poolId), amount: BigInt(pool) },
        { accountId: houseAccountId('gst-payable', 0), amount: BigInt(total - pool) },
      ],
    };
  });
  for (let start = 0; start < rows.length; start += 2_000) {
    const chunk = rows.slice(start, start + 2_000).map((row) => ({
      id: row.id,
      ticket_number: row.ticketNumber,
      player_id: row.playerId,
      legs: row.legs,
      units: row.units,
      lines: row.lines,
      pool_paise: row.cost.poolPaise,
      cgst: row.cost.cgstPaise,
      sgst: row.cost.sgstPaise,
      transfer: transferOf(row),
    }));
    await db.execute(sql`
      insert into multi_race_tickets (id, ticket_number, player_id, pool_id, legs, units, lines,
        pool_paise, cgst_paise, sgst_paise, gst_rate_bp, stake_from_deposits_paise,
        stake_from_winnings_paise, status, host, placed_at, stake_transfer_id)
      select v.id, v.ticket_number, v.player_id, ${poolId}::uuid, v.legs, v.units, v.lines,
        v.pool_paise, v.cgst, v.sgst, ${gstRateBp}, v.pool_paise + v.cgst + v.sgst, 0, 'ACCEPTED',
        'own', ${now.toISOString()}::timestamptz, v.transfer
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id uuid, ticket_number text,
        player_id uuid, legs jsonb, units int, lines int, pool_paise bigint, cgst bigint,
        sgst bigint, transfer uuid)`);
  }
  const gross = rows.reduce((sum, row) => sum + row.cost.poolPaise, 0);
  await db.execute(
    sql`update multi_race_pools set gross_paise = ${gross} where id = ${poolId}::uuid`,
  );
  return gross / 1_000;
}
