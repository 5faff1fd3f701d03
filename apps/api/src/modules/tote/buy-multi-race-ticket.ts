import { randomUUID } from 'node:crypto';
import {
  BET_MESSAGES,
  MAX_SLIP_TOTAL_RUPEES,
  MIN_SLIP_TOTAL_RUPEES,
  MULTI_RACE_MESSAGES,
  multiRaceLines,
  paiseToRupees,
  TOTE_MESSAGES,
  TOTE_UNIT_PAISE,
  toteTicketCost,
  type MultiRaceTicketPlaced,
  type MultiRaceTicketRequest,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { IdempotentAnswer } from '../../idempotency/run-idempotent';
import { RACE_BETTING_LOCK } from '../races/race-betting-lock';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { findMultiRacePool } from './multi-race-pools';
import { loadRaceTote, raceTakesTickets } from './pool-approximates';
import { chargeTicket, guardSaleState, hostSales, sellOnce, type HostSale } from './ticket-sale';
import { ensureMultiRacePoolAccount, multiRacePoolAccountId } from './tote-accounts';
import type { ToteHost } from './tote-host';

/** The operation's name under an Idempotency-Key. */
export const MULTI_RACE_TICKET_SCOPE = 'multi-race-ticket';

export interface MultiRaceTicketToBuy {
  playerId: string;
  key: string;
  ticket: MultiRaceTicketRequest;
  now: Date;
  requestId: string;
}

const invalid = (message: string, path = 'legs', details?: Record<string, unknown>) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }], details);

/** What a committed sale tells the caller (never replayed): the pool's new size, for realtime. */
export interface SoldMultiRaceTicket {
  poolId: string;
  raceDay: string;
  /** Line-units in the pool after the sale: the pool's version in `multi_race_pool_changed`. */
  poolUnits: number;
  /** The first leg's off, when the pool closes. */
  closesAt: Date;
}

/**
 * Sells a multi-race ticket at most once per Idempotency-Key, as a tote ticket is sold
 * (buy-ticket.ts): the state guard, the FIRST leg's shared betting lock (the pool closes at
 * its off), every horse a starter of its leg, the ticket's cost within ₹100-10,000, the
 * player's protections, then one balanced transfer from the player's cash to the pool's
 * account and GST payable; the pool's gross grows in the same transaction, the host is told
 * (decision 079: a refusal or a host that cannot answer keeps nothing), and the ticket is
 * stored with the host's reference.
 */
export async function buyMultiRaceTicketOnce(
  db: Database,
  request: MultiRaceTicketToBuy,
  rules: { host: ToteHost; findTaxRule: TaxRuleLookup },
): Promise<IdempotentAnswer & { sold?: SoldMultiRaceTicket }> {
  const tax = await rules.findTaxRule(db, request.now);
  let sold: SoldMultiRaceTicket | undefined;
  const taken = hostSales(rules.host);
  const answer = await sellOnce(
    db,
    { ...request, scope: MULTI_RACE_TICKET_SCOPE, body: request.ticket },
    async (tx) => {
      // Each attempt starts afresh (withRetries may run the transaction again): a ticket the
      // host took in an attempt that rolled back is withdrawn there.
      sold = undefined;
      await taken.withdraw();
      const outcome = await sellTicket(tx, request, tax.gstRateBp, rules.host, taken.note);
      sold = outcome.sold;
      return { status: 201, body: outcome.placed };
    },
    // The host accepted a ticket our sale did not commit: withdraw it there.
    taken.withdraw,
  );
  return answer.replayed || answer.status !== 201 ? answer : { ...answer, sold };
}

async function sellTicket(
  tx: Transaction,
  request: MultiRaceTicketToBuy,
  gstRateBp: number,
  host: ToteHost,
  onSent: (ticket: HostSale) => void,
): Promise<{ placed: MultiRaceTicketPlaced; sold: SoldMultiRaceTicket }> {
  const { ticket, playerId, now } = request;
  await guardSaleState(tx, playerId);
  const poolId = ticket.pool.toLowerCase();
  const pool = await findMultiRacePool(tx, poolId);
  if (!pool) throw new AppError('NOT_FOUND', 'This pool could not be found.');
  const firstLeg = pool.legs[0] as string;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${RACE_BETTING_LOCK}, hashtext(${firstLeg}::uuid::text))`,
  );
  if (ticket.legs.length !== pool.legs.length) throw invalid(MULTI_RACE_MESSAGES.pickEveryLeg);
  const first = await loadRaceTote(tx, firstLeg);
  if (!first || !raceTakesTickets(first, now))
    throw new AppError('RACE_CLOSED', BET_MESSAGES.raceClosed, undefined, {
      sportFixture: firstLeg,
    });
  if (pool.status !== 'OPEN') throw invalid(TOTE_MESSAGES.poolClosed, 'pool');
  for (const [index, fixtureId] of pool.legs.entries()) {
    const race = index === 0 ? first : await loadRaceTote(tx, fixtureId);
    const starters = new Set(race?.starters ?? []);
    const unavailable = (ticket.legs[index] ?? []).find((horse) => !starters.has(horse));
    if (unavailable !== undefined)
      throw invalid(BET_MESSAGES.selectionUnavailable, `legs.${index}`, {
        horseNo: unavailable,
        sportFixture: fixtureId,
      });
  }

  const lines = multiRaceLines(ticket.legs);
  const cost = toteTicketCost(lines, ticket.units, gstRateBp);
  if (
    cost.totalPaise < MIN_SLIP_TOTAL_RUPEES * 100 ||
    cost.totalPaise > MAX_SLIP_TOTAL_RUPEES * 100
  )
    throw invalid(BET_MESSAGES.totalOutOfRange, 'units');

  const ticketId = randomUUID();
  await ensureMultiRacePoolAccount(tx, poolId);
  const charged = await chargeTicket(tx, {
    playerId,
    now,
    ticketId,
    numberPrefix: 'M',
    cost,
    poolAccountId: multiRacePoolAccountId(poolId),
    memo: (ticketNumber) => `Multi-race ticket ${ticketNumber}`,
    details: (ticketNumber) => ({ multiRacePool: poolId, pool: pool.pool, ticketNumber }),
  });
  const { ticketNumber } = charged;
  // The pool's row: only an open pool takes the money (settlement closes it under this lock).
  const [grown] = await queryRows<{ gross_paise: string | number }>(
    tx,
    sql`update multi_race_pools set gross_paise = gross_paise + ${cost.poolPaise},
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${poolId}::uuid and status = 'OPEN' returning gross_paise`,
  );
  if (!grown) throw invalid(TOTE_MESSAGES.poolClosed, 'pool');
  // Last before the ticket's row: a throw refuses the sale and rolls all of it back.
  const { reference } = await host.sellMultiRace({
    ticketNumber,
    poolId,
    pool: pool.pool,
    legs: pool.legs,
    selections: ticket.legs,
    units: ticket.units,
    lines,
  });
  onSent({ ticketNumber, reference });
  await tx.execute(
    sql`insert into multi_race_tickets (id, ticket_number, player_id, pool_id, legs, units, lines,
        pool_paise, cgst_paise, sgst_paise, gst_rate_bp, stake_from_deposits_paise,
        stake_from_winnings_paise, status, host, host_reference, placed_at, stake_transfer_id)
      values (${ticketId}::uuid, ${ticketNumber}, ${playerId}::uuid, ${poolId}::uuid,
        ${JSON.stringify(ticket.legs)}::jsonb, ${ticket.units}, ${lines}, ${cost.poolPaise},
        ${cost.cgstPaise}, ${cost.sgstPaise}, ${gstRateBp}, ${charged.fromDepositsPaise.toString()}::bigint,
        ${charged.fromWinningsPaise.toString()}::bigint, 'ACCEPTED', ${host.name}, ${reference},
        ${now.toISOString()}::timestamptz, ${charged.transferId}::uuid)`,
  );
  return {
    placed: {
      ticketNumber,
      lines,
      totalBetAmount: paiseToRupees(cost.totalPaise),
      gst: paiseToRupees(charged.gstPaise),
    },
    sold: {
      poolId,
      raceDay: pool.race_day,
      poolUnits: Math.floor(Number(grown.gross_paise) / TOTE_UNIT_PAISE),
      closesAt: first.startAt,
    },
  };
}
