import { randomUUID } from 'node:crypto';
import {
  BET_MESSAGES,
  combinationKey,
  MAX_SLIP_TOTAL_RUPEES,
  MIN_SLIP_TOTAL_RUPEES,
  paiseToRupees,
  POOL_SHAPES,
  RACE_NOT_FOUND_MESSAGE,
  ticketCombinations,
  TOTE_MESSAGES,
  toteTicketCost,
  type ToteTicketPlaced,
  type ToteTicketRequest,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { IdempotentAnswer } from '../../idempotency/run-idempotent';
import { RACE_BETTING_LOCK } from '../races/race-betting-lock';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { loadRaceTote, raceTakesTickets } from './pool-approximates';
import { ensureTotePoolAccounts, totePoolAccountId } from './tote-accounts';
import type { ToteHost } from './tote-host';
import { chargeTicket, guardSaleState, hostSales, sellOnce, type HostSale } from './ticket-sale';

/** The operation's name under an Idempotency-Key (a key cannot be replayed on another route). */
export const TOTE_TICKET_SCOPE = 'tote-ticket';

export interface TicketToBuy {
  playerId: string;
  key: string;
  ticket: ToteTicketRequest;
  now: Date;
  requestId: string;
}

export interface SaleRules {
  host: ToteHost;
  findTaxRule: TaxRuleLookup;
}

/** What a committed sale tells the caller (never replayed): the pool's new size, for realtime. */
export interface SoldTicket {
  fixtureId: string;
  pool: ToteTicketRequest['pool'];
  /** Units in the pool after the sale: the pool's version in `pool_changed`. */
  poolUnits: number;
  startAt: Date;
}

const invalid = (message: string, path = 'selections', details?: Record<string, unknown>) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }], details);

/**
 * Sells a tote ticket at most once per Idempotency-Key (decision 023, the one protocol): under
 * the race's SHARED betting lock (decision 014, as a slip takes it) the race must be open by the
 * server's clock, every horse a starter and the pool enabled and open; the ticket's cost (units
 * of ₹10 into the pool, GST on top at the rate in force) lies within the spec's ₹100-10,000;
 * the player's protections are applied as place_bet_slip applies them (enforce_player_protections,
 * with linked accounts); then one balanced transfer moves the cost from the player's cash
 * (deposits first) to the pool's account and the GST account, the pool's gross and its units
 * per combination grow in the same transaction, the host is told, and the ticket is stored.
 */
export async function buyTicketOnce(
  db: Database,
  request: TicketToBuy,
  rules: SaleRules,
): Promise<IdempotentAnswer & { sold?: SoldTicket }> {
  const tax = await rules.findTaxRule(db, request.now);
  let sold: SoldTicket | undefined;
  const taken = hostSales(rules.host);
  const answer = await sellOnce(
    db,
    { ...request, scope: TOTE_TICKET_SCOPE, body: request.ticket },
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
  request: TicketToBuy,
  gstRateBp: number,
  host: ToteHost,
  onSent: (ticket: HostSale) => void,
): Promise<{ placed: ToteTicketPlaced; sold: SoldTicket }> {
  const { ticket, playerId, now } = request;
  const fixtureId = ticket.sportFixture.toLowerCase();
  await guardSaleState(tx, playerId);
  // The race's betting lock, shared (as place_bet_slip takes it): a race change or a pool
  // setting (exclusive) waits for the tickets in flight, and the reads below see the race as it is.
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${RACE_BETTING_LOCK}, hashtext(${fixtureId}::uuid::text))`,
  );
  const race = await loadRaceTote(tx, fixtureId);
  if (!race) throw new AppError('NOT_FOUND', RACE_NOT_FOUND_MESSAGE);
  if (!raceTakesTickets(race, now))
    throw new AppError('RACE_CLOSED', BET_MESSAGES.raceClosed, undefined, {
      sportFixture: fixtureId,
    });

  const starters = new Set(race.starters);
  const unavailable = ticket.selections.flat().find((horse) => !starters.has(horse));
  if (unavailable !== undefined)
    throw invalid(BET_MESSAGES.selectionUnavailable, 'selections', { horseNo: unavailable });

  const state = race.pools.find((pool) => pool.pool === ticket.pool);
  if (
    !state ||
    !state.enabled ||
    state.rowStatus !== 'OPEN' ||
    starters.size < POOL_SHAPES[ticket.pool].minStarters
  )
    throw invalid(TOTE_MESSAGES.poolClosed, 'pool');

  const combinations = ticketCombinations(ticket.pool, ticket.selections, ticket.box);
  if (combinations.length === 0) throw invalid(TOTE_MESSAGES.noCombination);
  const cost = toteTicketCost(combinations.length, ticket.units, gstRateBp);
  if (
    cost.totalPaise < MIN_SLIP_TOTAL_RUPEES * 100 ||
    cost.totalPaise > MAX_SLIP_TOTAL_RUPEES * 100
  )
    throw invalid(BET_MESSAGES.totalOutOfRange, 'units');

  const ticketId = randomUUID();
  await ensureTotePoolAccounts(tx, fixtureId, [ticket.pool]);
  const charged = await chargeTicket(tx, {
    playerId,
    now,
    ticketId,
    numberPrefix: 'P',
    cost,
    poolAccountId: totePoolAccountId(fixtureId, ticket.pool),
    memo: (ticketNumber) => `Tote ticket ${ticketNumber}`,
    details: (ticketNumber) => ({ pool: ticket.pool, sportFixture: fixtureId, ticketNumber }),
  });
  const { ticketNumber } = charged;

  // The pool's gross, and then its units per combination (keys in order, so two tickets never
  // take the rows in opposite orders; the pool row, locked first, serialises them anyway).
  const outside = state.grossPaise === 0 ? outsideGrossOf(host, race, state, fixtureId) : 0;
  const [pool] = await queryRows<{ gross_paise: string | number }>(
    tx,
    sql`insert into tote_pools (fixture_id, pool, commission_bp, gross_paise, outside_gross_paise, updated_at)
      values (${fixtureId}::uuid, ${ticket.pool}, ${state.commissionBp}, ${cost.poolPaise}, ${outside},
        ${now.toISOString()}::timestamptz)
      on conflict (fixture_id, pool) do update
        set gross_paise = tote_pools.gross_paise + excluded.gross_paise, updated_at = excluded.updated_at,
          outside_gross_paise = case when tote_pools.gross_paise = 0
            then excluded.outside_gross_paise else tote_pools.outside_gross_paise end
        where tote_pools.enabled and tote_pools.status = 'OPEN'
      returning gross_paise`,
  );
  if (!pool) throw invalid(TOTE_MESSAGES.poolClosed, 'pool');
  const keys = combinations.map((combination) => combinationKey(combination)).sort();
  await tx.execute(
    sql`insert into tote_pool_units (fixture_id, pool, combination, units)
      select ${fixtureId}::uuid, ${ticket.pool}, key, ${ticket.units}::bigint
      from unnest(${`{${keys.join(',')}}`}::text[]) with ordinality as k(key, ord) order by k.ord
      on conflict (fixture_id, pool, combination) do update
        set units = tote_pool_units.units + excluded.units`,
  );

  const { reference } = await host.sell({
    ticketNumber,
    fixtureId,
    pool: ticket.pool,
    combinations,
    units: ticket.units,
  });
  onSent({ ticketNumber, reference });
  await tx.execute(
    sql`insert into tote_tickets (id, ticket_number, player_id, fixture_id, pool, selections, box, units,
        combinations, pool_paise, cgst_paise, sgst_paise, gst_rate_bp, stake_from_deposits_paise,
        stake_from_winnings_paise, status, host, host_reference, placed_at, stake_transfer_id)
      values (${ticketId}::uuid, ${ticketNumber}, ${playerId}::uuid, ${fixtureId}::uuid, ${ticket.pool},
        ${JSON.stringify(ticket.selections)}::jsonb, ${ticket.box}, ${ticket.units},
        ${JSON.stringify(keys)}::jsonb, ${cost.poolPaise}, ${cost.cgstPaise}, ${cost.sgstPaise}, ${gstRateBp},
        ${charged.fromDepositsPaise.toString()}::bigint, ${charged.fromWinningsPaise.toString()}::bigint,
        'ACCEPTED', ${host.name}, ${reference}, ${now.toISOString()}::timestamptz,
        ${charged.transferId}::uuid)`,
  );

  return {
    placed: {
      ticketNumber,
      combinations: combinations.length,
      totalBetAmount: paiseToRupees(cost.totalPaise),
      gst: paiseToRupees(charged.gstPaise),
    },
    sold: {
      fixtureId,
      pool: ticket.pool,
      poolUnits: Math.floor(Number(pool.gross_paise) / 1_000),
      startAt: race.startAt,
    },
  };
}

/** The outside money a host holds in a pool, recorded when the pool's row is first written. */
function outsideGrossOf(
  host: ToteHost,
  race: Awaited<ReturnType<typeof loadRaceTote>> & object,
  state: { pool: ToteTicketRequest['pool']; commissionBp: number; carryInPaise: number },
  fixtureId: string,
): number {
  const outside = host.outsideUnits(
    {
      pool: state.pool,
      commissionBp: state.commissionBp,
      carryInPaise: state.carryInPaise,
      minDividendPaise: 0,
      unitsByCombination: new Map(),
      starters: race.starters,
    },
    fixtureId,
  );
  return [...outside.values()].reduce((sum, units) => sum + units, 0) * 1_000;
}
