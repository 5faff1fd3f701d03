import { indiaDayOf, type TaxRule, type TotePool } from '@furlong/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Executor, Transaction } from '../../db/client';
import { findPlayerAccounts, type PlayerAccounts } from '../../ledger/ledger-accounts';
import { postTransfers, type TransferInput } from '../../ledger/post-transfer';
import { fixtureResults, fixtures, participants } from '../races/races.schema';
import {
  reverseAllForCorrection,
  type CorrectionReversal,
} from '../settlement/settlement-transfers';
import { findTaxRule } from '../tax/find-tax-rule';
import { carryForward, takeWaitingCarries, undoCarry } from './carry-forward';
import {
  settlePool,
  refundPool,
  type Finish,
  type PoolBook,
  type PoolOutcome,
} from './pool-dividends';
import {
  poolReference,
  poolTransfer,
  reverseHouseTransfers,
  TOTE_TRANSFER_KINDS,
  ticketFigures,
  ticketTransfer,
  type TicketFigures,
} from './pool-ledger';
import {
  ensureTotePoolAccounts,
  ensureToteHouseAccounts,
  toteHouseAccountId,
  totePoolAccountId,
} from './tote-accounts';
import type { ToteHost } from './tote-host';
import {
  totePools,
  totePoolUnits,
  toteTickets,
  type TotePoolRow,
  type ToteTicketRow,
} from './tote.schema';

/**
 * Settling a race's tote pools (issue 27, docs/rules.md "Tote settlement", decision 060), in
 * the race's settlement transaction (settleRaceIn), so that pools and fixed-odds bets follow
 * the same official result together. Safe to run any number of times: each pool remembers the
 * result, starters and carry-forward in it was worked out from (`result_signature`); a pool
 * whose signature changed (a correction, a carry-forward arriving late) has its earlier
 * settlement reversed (each ticket through the debt rule, as fixed odds) and is worked out
 * again.
 */

/** The minimum dividend per ₹10 unit when no configuration says otherwise (₹11). */
export const DEFAULT_MIN_DIVIDEND_PAISE = 1_100;

export interface ToteSettlementOptions {
  /** TOTE_HOST: whose dividends are paid (default our own pools'). */
  host?: Pick<ToteHost, 'name' | 'declaredDividends' | 'declaredMultiRaceDividends'>;
  minDividendPaise?: number;
  /** Best of price and tote: the most one bet is paid over its struck price (decision 066). */
  bestOfToteMaxExtraPaise?: number;
}

export interface ToteSettlementReport {
  /** Pools worked out (or worked out again) by this call. */
  pools: number;
  tickets: number;
  playerIds: string[];
}

/** Ticket rows marked in one statement. */
const BULK_ROWS = 5_000;

interface RaceFacts {
  fixtureId: string;
  isResulted: boolean;
  /** A result declared but not yet official (provisional, enquiry, objection). */
  isProvisional: boolean;
  isVoided: boolean;
  finish: Finish;
  starters: number[];
  /** The result the pools are worked from, the starters included. */
  resultKey: string;
}

/** Works out and pays every pool of an officially resulted (or void) race; nothing otherwise. */
export async function settleTotePoolsIn(
  tx: Transaction,
  fixtureId: string,
  now: Date,
  options: ToteSettlementOptions = {},
): Promise<ToteSettlementReport> {
  const report: ToteSettlementReport = { pools: 0, tickets: 0, playerIds: [] };
  const touched = new Set<string>();
  await settleRacePools(tx, fixtureId, now, options, report, touched, 0);
  report.playerIds = [...touched];
  return report;
}

/** The race's facts as the pools see them: the finish in horse numbers, the starters. */
export async function readRaceFacts(db: Executor, fixtureId: string): Promise<RaceFacts> {
  const [race] = await db.select().from(fixtures).where(eq(fixtures.id, fixtureId));
  if (!race) throw notFound('Race');
  const runners = await db
    .select({
      id: participants.id,
      horseNumber: participants.horseNumber,
      scratchedAt: participants.scratchedAt,
    })
    .from(participants)
    .where(eq(participants.fixtureId, fixtureId));
  const results = await db
    .select({ participantId: fixtureResults.participantId, place: fixtureResults.place })
    .from(fixtureResults)
    .where(eq(fixtureResults.fixtureId, fixtureId));
  // As settleRaceIn: only an official result (or a void) settles.
  const isResulted =
    ['RESULT', 'PAID', 'COMPLETE'].includes(race.status) &&
    (race.resultVoided || race.resultState === 'OFFICIAL');
  const horseOf = new Map(runners.map((runner) => [runner.id, runner.horseNumber]));
  const byPlace = new Map<number, number[]>();
  for (const result of results) {
    const horse = horseOf.get(result.participantId);
    if (horse === undefined) continue;
    byPlace.set(result.place, [...(byPlace.get(result.place) ?? []), horse]);
  }
  const finish = [...byPlace.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, horses]) => horses.sort((a, b) => a - b));
  const starters = runners
    .filter((runner) => runner.scratchedAt === null)
    .map((runner) => runner.horseNumber)
    .sort((a, b) => a - b);
  return {
    fixtureId,
    isResulted,
    isProvisional:
      race.status === 'RESULT' &&
      !race.resultVoided &&
      race.resultState !== 'OFFICIAL' &&
      finish.length > 0,
    isVoided: race.resultVoided,
    finish,
    starters,
    resultKey: race.resultVoided
      ? 'VOID'
      : `${finish.map((group) => group.join('=')).join(',')}|${starters.join(',')}`,
  };
}

async function settleRacePools(
  tx: Transaction,
  fixtureId: string,
  now: Date,
  options: ToteSettlementOptions,
  report: ToteSettlementReport,
  touched: Set<string>,
  depth: number,
): Promise<void> {
  const facts = await readRaceFacts(tx, fixtureId);
  if (!facts.isResulted) return;
  await ensureToteHouseAccounts(tx);
  await takeWaitingCarries(tx, fixtureId);
  const pools = await tx
    .select()
    .from(totePools)
    .where(eq(totePools.fixtureId, fixtureId))
    .orderBy(totePools.pool)
    .for('update');
  const resettle = new Set<string>();
  for (const row of pools) {
    const signature = `${facts.resultKey}|carry ${row.carryInPaise}`;
    if (row.resultSignature === signature) continue;
    if (row.resultSignature !== null) {
      const next = await reversePool(tx, row, touched);
      if (next) resettle.add(next);
    }
    if (!row.enabled && row.grossPaise === 0 && row.carryInPaise === 0) {
      await tx
        .update(totePools)
        .set({ resultSignature: signature, updatedAt: now })
        .where(and(eq(totePools.fixtureId, fixtureId), eq(totePools.pool, row.pool)));
      continue;
    }
    const next = await settleOnePool(tx, row, facts, signature, now, options, touched, report);
    if (next) resettle.add(next);
  }
  // A carry-forward that changed (or arrived) in a pool already worked out: work it out again.
  if (depth > 50) throw new Error('carry-forwards chain beyond 50 races');
  for (const next of resettle)
    await settleRacePools(tx, next, now, options, report, touched, depth + 1);
}

/** Works out one pool, pays its tickets and moves its money; answers where a carry went. */
async function settleOnePool(
  tx: Transaction,
  row: TotePoolRow,
  facts: RaceFacts,
  signature: string,
  now: Date,
  options: ToteSettlementOptions,
  touched: Set<string>,
  report: ToteSettlementReport,
): Promise<string | undefined> {
  const pool = row.pool as TotePool;
  const book = await readPoolBook(tx, row, facts.starters, options);
  const outcome: PoolOutcome = facts.isVoided
    ? refundPool(book)
    : options.host && options.host.name !== 'own'
      ? options.host.declaredDividends(book, row.fixtureId, facts.finish)
      : settlePool(book, facts.finish);
  await ensureTotePoolAccounts(tx, row.fixtureId, [pool]);
  const tickets = await tx
    .select()
    .from(toteTickets)
    .where(
      and(
        eq(toteTickets.fixtureId, row.fixtureId),
        eq(toteTickets.pool, pool),
        eq(toteTickets.status, 'ACCEPTED'),
      ),
    )
    .orderBy(toteTickets.id);
  const starters = new Set(facts.starters);
  const taxByDay = new Map<string, TaxRule>();
  const accountsByPlayer = new Map<string, PlayerAccounts>();
  const decided: { ticket: ToteTicketRow; figures: TicketFigures; transfer?: TransferInput }[] = [];
  let paidOut = 0;
  let refunded = 0;
  for (const ticket of tickets) {
    const day = indiaDayOf(ticket.placedAt);
    const tax = taxByDay.get(day) ?? (await findTaxRule(tx, ticket.placedAt));
    taxByDay.set(day, tax);
    const figures = ticketFigures(ticket, outcome, starters, tax);
    paidOut += figures.totalWinPaise;
    refunded += figures.refundPoolPaise;
    let transfer: TransferInput | undefined;
    if (figures.totalWinPaise + figures.refundPoolPaise + figures.refundGstPaise > 0) {
      const accounts =
        accountsByPlayer.get(ticket.playerId) ?? (await findPlayerAccounts(tx, ticket.playerId));
      accountsByPlayer.set(ticket.playerId, accounts);
      transfer = ticketTransfer(ticket, accounts, figures);
    }
    decided.push({ ticket, figures, transfer });
    touched.add(ticket.playerId);
  }
  const club = !facts.isVoided && options.host !== undefined && options.host.name !== 'own';
  // Our own pool: what the tickets are paid is exactly what the pool worked out, to the paisa.
  if (!club && (outcome.payoutPaise !== paidOut || outcome.refundPaise !== refunded))
    throw new Error(
      `${pool} pool of ${row.fixtureId}: tickets hold ${paidOut} paid and ${refunded} refunded, the pool ${outcome.payoutPaise} and ${outcome.refundPaise}`,
    );
  const withTransfer = decided.filter((item) => item.transfer !== undefined);
  const ids = await postTransfers(
    tx,
    withTransfer.map((item) => item.transfer as TransferInput),
  );
  const transferOf = new Map(withTransfer.map((item, index) => [item.ticket.id, ids[index]]));
  // A club's pool (TOTE_HOST=club-sandbox) is the club's: it keeps its commission, breakage and
  // carry-forward, and pays our winners at its dividends. What our pool account holds after our
  // tickets are paid is settled with the club (decision 060).
  const poolMoves = club
    ? clubSettlementTransfer(row, row.grossPaise + row.carryInPaise - paidOut - refunded)
    : poolTransfer(row.fixtureId, pool, outcome);
  const [poolTransferId] = poolMoves ? await postTransfers(tx, [poolMoves]) : [];
  const carriedTo = club
    ? undefined
    : await carryForward(tx, row.fixtureId, pool, outcome.carryOutPaise);
  await tx
    .update(totePools)
    .set({
      // A pool with nothing in it and nothing to carry is simply over.
      status:
        outcome.status === 'CARRIED' && outcome.carryOutPaise === 0 ? 'FINAL' : outcome.status,
      // A club's outcome is the club's pool (outside money included): marked as such.
      outcome: club ? { ...outcome, host: options.host?.name } : outcome,
      resultSignature: signature,
      settlementTransferId: poolTransferId ?? null,
      carriedToFixtureId: carriedTo ?? null,
      settledAt: now,
      updatedAt: now,
    })
    .where(and(eq(totePools.fixtureId, row.fixtureId), eq(totePools.pool, pool)));
  for (let start = 0; start < decided.length; start += BULK_ROWS)
    await markTickets(
      tx,
      decided.slice(start, start + BULK_ROWS).map((item) => ({
        id: item.ticket.id,
        figures: item.figures,
        transfer: transferOf.get(item.ticket.id) ?? null,
      })),
      now,
    );
  report.pools += 1;
  report.tickets += decided.length;
  return carriedTo;
}

/**
 * TOTE_HOST=club-sandbox: our pool's money left after our tickets are paid at the club's
 * dividends goes to the club (positive) or comes from it (negative: its dividends paid our
 * winners more than our share of the pool). The sandbox has no club to pay, so the house's
 * tote commission account stands for it, the amount in `details.clubSettlementPaise`.
 */
function clubSettlementTransfer(
  row: Pick<TotePoolRow, 'fixtureId' | 'pool'>,
  remainderPaise: number,
): TransferInput | undefined {
  if (remainderPaise === 0) return undefined;
  const pool = row.pool as TotePool;
  return {
    kind: TOTE_TRANSFER_KINDS.pool,
    reference: poolReference(row.fixtureId, pool),
    memo: `${pool} pool settled with the club`,
    details: { clubSettlementPaise: remainderPaise },
    legs: [
      { accountId: totePoolAccountId(row.fixtureId, pool), amount: -BigInt(remainderPaise) },
      { accountId: toteHouseAccountId('tote-commission'), amount: BigInt(remainderPaise) },
    ],
  };
}

/**
 * The finish of a race whose result is provisional (not yet official), for probable
 * dividends; undefined otherwise.
 */
export async function provisionalFinish(
  db: Executor,
  fixtureId: string,
): Promise<Finish | undefined> {
  const facts = await readRaceFacts(db, fixtureId);
  return facts.isProvisional ? facts.finish : undefined;
}

/**
 * Probable dividends: what the pool would pay if the provisional finish stood, worked out as
 * settlement would (the host's dividends), never stored. None for a pool that would be
 * refunded or carried forward.
 */
export function probableDividends(
  host: Pick<ToteHost, 'declaredDividends'>,
  book: PoolBook,
  fixtureId: string,
  finish: Finish,
): PoolOutcome['dividends'] {
  const outcome = host.declaredDividends(book, fixtureId, finish);
  return outcome.status === 'FINAL' ? outcome.dividends : [];
}

/** The pool as the engine reads it: its units by combination, commission and carry-in. */
export async function readPoolBook(
  db: Executor,
  row: Pick<TotePoolRow, 'fixtureId' | 'pool' | 'commissionBp' | 'carryInPaise'>,
  starters: readonly number[],
  options: Pick<ToteSettlementOptions, 'minDividendPaise'> = {},
): Promise<PoolBook> {
  const units = await db
    .select({ combination: totePoolUnits.combination, units: totePoolUnits.units })
    .from(totePoolUnits)
    .where(and(eq(totePoolUnits.fixtureId, row.fixtureId), eq(totePoolUnits.pool, row.pool)));
  return {
    pool: row.pool as TotePool,
    commissionBp: row.commissionBp,
    carryInPaise: row.carryInPaise,
    minDividendPaise: options.minDividendPaise ?? DEFAULT_MIN_DIVIDEND_PAISE,
    unitsByCombination: new Map(units.map((item) => [item.combination, item.units])),
    starters,
  };
}

/**
 * Undoes a pool's settlement for a correction: each ticket's transfer reversed through the
 * debt rule (what a player no longer has is owed, decision 030), the pool's own transfer and
 * its carry-forward reversed, the tickets open again. Answers the race whose pool had taken
 * the carry-forward.
 */
async function reversePool(
  tx: Transaction,
  row: TotePoolRow,
  touched: Set<string>,
): Promise<string | undefined> {
  const pool = row.pool as TotePool;
  const settled = await tx
    .select()
    .from(toteTickets)
    .where(
      and(
        eq(toteTickets.fixtureId, row.fixtureId),
        eq(toteTickets.pool, pool),
        inArray(toteTickets.status, ['WON', 'LOST', 'REFUNDED']),
      ),
    )
    .orderBy(toteTickets.id);
  const accountsByPlayer = new Map<string, PlayerAccounts>();
  const reversals: CorrectionReversal[] = [];
  for (const ticket of settled) {
    touched.add(ticket.playerId);
    if (!ticket.settlementTransferId) continue;
    const accounts =
      accountsByPlayer.get(ticket.playerId) ?? (await findPlayerAccounts(tx, ticket.playerId));
    accountsByPlayer.set(ticket.playerId, accounts);
    reversals.push({
      transferId: ticket.settlementTransferId,
      accounts,
      memo: `Result corrected: tote ticket ${ticket.ticketNumber}`,
    });
  }
  await reverseAllForCorrection(tx, reversals);
  if (row.settlementTransferId)
    await reverseHouseTransfers(tx, [row.settlementTransferId], `${pool} pool: result corrected`);
  const ids = settled.map((ticket) => ticket.id);
  for (let start = 0; start < ids.length; start += BULK_ROWS)
    await tx
      .update(toteTickets)
      .set({
        status: 'ACCEPTED',
        totalWinPaise: null,
        tdsPaise: null,
        payoutPaise: null,
        refundPaise: null,
        settledAt: null,
        settlementTransferId: null,
      })
      .where(inArray(toteTickets.id, ids.slice(start, start + BULK_ROWS)));
  const next = await undoCarry(tx, row.fixtureId, pool, row.carriedToFixtureId);
  await tx
    .update(totePools)
    .set({ settlementTransferId: null, carriedToFixtureId: null })
    .where(and(eq(totePools.fixtureId, row.fixtureId), eq(totePools.pool, pool)));
  return next;
}

async function markTickets(
  tx: Transaction,
  rows: { id: string; figures: TicketFigures; transfer: string | null }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update tote_tickets t set status = v.status, settled_at = ${now.toISOString()}::timestamptz,
      settlement_transfer_id = v.transfer, total_win_paise = v.total_win, tds_paise = v.tds,
      payout_paise = v.payout, refund_paise = v.refund
    from jsonb_to_recordset(${JSON.stringify(
      rows.map(({ id, figures, transfer }) => ({
        id,
        status: figures.status,
        transfer,
        total_win: figures.totalWinPaise,
        tds: figures.tdsPaise,
        payout: figures.payoutPaise,
        refund: figures.refundPoolPaise + figures.refundGstPaise,
      })),
    )}::jsonb) as v(id uuid, status text, transfer uuid, total_win bigint, tds bigint,
      payout bigint, refund bigint)
    where t.id = v.id`);
}
