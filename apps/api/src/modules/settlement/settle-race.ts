import { indiaDayOf, type MarketType, type TaxRule } from '@furlong/contract';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { findPlayerAccounts, type PlayerAccounts } from '../../ledger/ledger-accounts';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { bets } from '../bets/bets.schema';
import type { BetRow } from '../bets/bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { fixtureResults, fixtures, participants } from '../races/races.schema';
import { findTaxRule } from '../tax/find-tax-rule';
import { decideBet, type RaceFacts, type RefundReason } from './decide-bet';
import { raceSettlements } from './settlement.schema';
import { settleMultiRacePoolsIn } from '../tote/settle-multi-race';
import { pushRaceNews } from './push-race-news';
import { recordRaceNews } from './race-news';
import { settleTotePoolsIn, type ToteSettlementOptions } from '../tote/settle-pools';
import type { PoolOutcome } from '../tote/pool-dividends';
import { totePools } from '../tote/tote.schema';
import {
  findRacesWithOpenLegs,
  lockMultipleBetsOfRace,
  reverseMultiplesOfRace,
  settleMultiplesIn,
} from './settle-multiples';
import { postTransfers, type TransferInput } from '../../ledger/post-transfer';
import {
  refundTransfer,
  reverseAllForCorrection,
  winningsTransfer,
  type CorrectionReversal,
} from './settlement-transfers';

const REFUND_KIND: Record<RefundReason, string> = {
  SCRATCHED_RUNNER: 'SCRATCH_REFUND',
  STRUCK_AFTER_OFF: 'BET_VOID',
  NOT_CONFIRMED: 'BET_VOID',
  RACE_VOID: 'BET_REFUND',
  MARKET_NOT_RUN: 'BET_REFUND',
};

export interface SettlementReport {
  refunded: number;
  settled: number;
  corrected: boolean;
  /** Players whose balance changed, to tell them. */
  playerIds: string[];
}

const OPEN_BET_STATUSES = ['ACCEPTED', 'CONFIRMED'];
/** A settled bet made open again, for its race's result to settle it anew. */
export const UNSETTLED_BET = {
  status: 'CONFIRMED',
  settledAt: null,
  settlementTransferId: null,
  totalWinPaise: null,
  tdsPaise: null,
  payoutPaise: null,
  deductionBp: null,
  paidPriceSource: null,
  paidPriceHundredths: null,
  bestOfToteExtraPaise: null,
} as const;
/** Bets marked in one statement: well under PostgreSQL's 65,535 parameters. */
const BULK_UPDATE_ROWS = 10_000;
const SETTLED_STATUSES = ['WON', 'LOST', 'VOID'];
/** Transfers that follow from the result (a win, a void race, a market that did not run). */
export const RESULT_TRANSFER_KINDS = ['BET_SETTLEMENT', 'BET_REFUND'];

/**
 * Brings a race's bets in line with the race, in one transaction (all or nothing), and is
 * safe to call any number of times from any number of workers: the race row is locked first,
 * and a result already settled is recognised by its signature. It refunds bets on scratched
 * runners at once, voids unconfirmed bets at the off, and once a result (or a void) is
 * declared pays winners; a changed result reverses the earlier settlement and settles again.
 */
export async function settleRace(deps: RaceDeps, fixtureId: string): Promise<SettlementReport> {
  const report = await withRetries(() =>
    deps.db.transaction((tx) => settleRaceIn(tx, fixtureId, deps.clock.now(), deps.tote)),
  );
  await announceAccountChange(deps.hub, report.playerIds, {
    reason: 'BET_SETTLED',
    fixture: fixtureId,
  });
  return report;
}

/** The settlement of `settleRace` inside a caller's transaction (which holds or takes the race row). */
export async function settleRaceIn(
  tx: Transaction,
  fixtureId: string,
  now: Date,
  tote?: ToteSettlementOptions,
): Promise<SettlementReport> {
  const [race] = await tx.select().from(fixtures).where(eq(fixtures.id, fixtureId)).for('update');
  if (!race) throw notFound('Race');
  // Multiples' bets with a leg here, locked before any of the race's money moves (decision 061).
  const multipleBetIds = await lockMultipleBetsOfRace(tx, fixtureId);
  const runners = await tx.select().from(participants).where(eq(participants.fixtureId, fixtureId));
  const results = await tx
    .select()
    .from(fixtureResults)
    .where(eq(fixtureResults.fixtureId, fixtureId));
  // A provisional result (or one under enquiry) settles nothing: only an official one does.
  const isResulted =
    ['RESULT', 'PAID', 'COMPLETE'].includes(race.status) &&
    (race.resultVoided || race.resultState === 'OFFICIAL');
  const facts: Omit<RaceFacts, 'tax'> = {
    startAt: race.startAt,
    isResulted,
    isVoided: race.resultVoided,
    isOff: isResulted || now.getTime() >= race.startAt.getTime(),
    starters: runners.filter((runner) => runner.scratchedAt === null).length,
    standings: results.map((result) => ({
      participantId: result.participantId,
      place: result.place,
    })),
    scratches: runners
      .filter((runner) => runner.scratchedAt !== null)
      .map((runner) => ({
        participantId: runner.id,
        scratchedAt: runner.scratchedAt as Date,
        priceHundredths: runner.scratchedPriceHundredths,
      })),
  };
  // Each bet settles under the tax rule of the day it was struck (decision 028).
  const rulesByDay = new Map<string, TaxRule>();
  const taxStruckUnder = async (placedAt: Date): Promise<TaxRule> => {
    const day = indiaDayOf(placedAt);
    const known = rulesByDay.get(day);
    if (known) return known;
    const rule = await findTaxRule(tx, placedAt);
    rulesByDay.set(day, rule);
    return rule;
  };
  const report: SettlementReport = { refunded: 0, settled: 0, corrected: false, playerIds: [] };
  const touched = new Set<string>();

  // The race's tote pools follow the same official result in the same transaction, first: a
  // bet under the best-of-price-and-tote promise is paid by the Win dividend (decision 066).
  for (const playerId of (await settleTotePoolsIn(tx, fixtureId, now, tote)).playerIds)
    touched.add(playerId);
  const bestOfTote = await bestOfToteFacts(tx, fixtureId, runners, tote);

  const signature = isResulted
    ? resultSignature(race.resultVoided, facts) + (bestOfTote?.signature ?? '')
    : undefined;
  const [last] = await tx
    .select()
    .from(raceSettlements)
    .where(eq(raceSettlements.fixtureId, fixtureId))
    .orderBy(desc(raceSettlements.settledAt), desc(raceSettlements.id))
    .limit(1);
  if (last && last.signature !== signature) {
    await reverseSettlement(tx, fixtureId, touched);
    await reverseMultiplesOfRace(tx, fixtureId, multipleBetIds, touched);
    report.corrected = true;
  }

  const open = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.fixtureId, fixtureId), inArray(bets.status, OPEN_BET_STATUSES)))
    .orderBy(bets.id);
  // A race's bets are many and its players few: one lookup per player, and losing bets (no
  // money moves) marked in bulk at the end, in the same transaction.
  const playerAccounts = new Map<string, PlayerAccounts>();
  const accountsOf = async (playerId: string): Promise<PlayerAccounts> => {
    const known = playerAccounts.get(playerId);
    if (known) return known;
    const accounts = await findPlayerAccounts(tx, playerId);
    playerAccounts.set(playerId, accounts);
    return accounts;
  };
  const lost: string[] = [];
  // Money-moving decisions are collected, then posted in bulk (a few statements for the race,
  // not a round trip per bet), then their bets marked in one statement per chunk.
  const paid: { bet: BetRow; transfer: TransferInput; outcome: BetOutcome }[] = [];
  for (const bet of open) {
    const decision = decideBet(betFacts(bet), {
      ...facts,
      tax: await taxStruckUnder(bet.placedAt),
      ...(bestOfTote ? { bestOfTote: bestOfTote.facts } : {}),
    });
    if (decision.kind === 'OPEN') continue;
    touched.add(bet.playerId);
    if (decision.kind === 'LOSE') {
      lost.push(bet.id);
      continue;
    }
    const accounts = await accountsOf(bet.playerId);
    if (decision.kind === 'REFUND') {
      paid.push({
        bet,
        transfer: refundTransfer(
          bet,
          accounts,
          REFUND_KIND[decision.reason],
          `Refund of ticket ${bet.ticketNumber} (${decision.reason.toLowerCase().replaceAll('_', ' ')})`,
        ),
        outcome: {
          status: decision.status,
          totalWinPaise: 0,
          tdsPaise: 0,
          payoutPaise: 0,
          deductionBp: bet.deductionBp,
          paidPriceSource: null,
          paidPriceHundredths: null,
          bestOfToteExtraPaise: null,
        },
      });
      report.refunded += 1;
    } else {
      paid.push({
        bet,
        transfer: winningsTransfer(bet, accounts, decision.figures),
        outcome: {
          status: 'WON',
          totalWinPaise: decision.figures.totalWinPaise,
          tdsPaise: decision.figures.tdsPaise,
          payoutPaise: decision.figures.payoutPaise,
          deductionBp: decision.deductionBp,
          paidPriceSource: decision.paid?.source ?? null,
          paidPriceHundredths: decision.paid?.priceHundredths ?? null,
          bestOfToteExtraPaise: decision.paid?.extraPaise ?? null,
        },
      });
      report.settled += 1;
    }
  }
  const transferIds = await postTransfers(
    tx,
    paid.map((item) => item.transfer),
  );
  const outcomes = paid.map((item, index) => ({
    id: item.bet.id,
    transfer: transferIds[index],
    ...item.outcome,
  }));
  for (let start = 0; start < outcomes.length; start += BULK_UPDATE_ROWS) {
    await markBets(tx, outcomes.slice(start, start + BULK_UPDATE_ROWS), now);
  }
  for (let start = 0; start < lost.length; start += BULK_UPDATE_ROWS) {
    await tx
      .update(bets)
      .set({
        status: 'LOST',
        settledAt: now,
        totalWinPaise: 0,
        tdsPaise: 0,
        payoutPaise: 0,
        deductionBp: null,
        paidPriceSource: null,
        paidPriceHundredths: null,
        bestOfToteExtraPaise: null,
      })
      .where(inArray(bets.id, lost.slice(start, start + BULK_UPDATE_ROWS)));
  }
  report.settled += lost.length;
  const multiples = await settleMultiplesIn(
    tx,
    { fixtureId, facts, now },
    multipleBetIds,
    taxStruckUnder,
    touched,
  );
  report.settled += multiples.settled;
  report.refunded += multiples.refunded;
  if (signature && (!last || last.signature !== signature)) {
    await tx.insert(raceSettlements).values({
      fixtureId,
      signature,
      betsSettled: report.settled + report.refunded,
      settledAt: now,
    });
  }
  if (race.settlementRequestedAt)
    await tx
      .update(fixtures)
      .set({ settlementRequestedAt: null })
      .where(eq(fixtures.id, fixtureId));
  // Multi-race pools with this race as a leg: worked out when their last leg is official.
  for (const playerId of await settleMultiRacePoolsIn(tx, fixtureId, now, tote))
    touched.add(playerId);
  report.playerIds = [...touched];
  await recordRaceNews(tx, fixtureId, report.playerIds, now);
  await pushRaceNews(tx, fixtureId, report.playerIds, now);
  return report;
}

/** Undoes the race-level settlement (results, voids) so a corrected result can be settled. */
async function reverseSettlement(
  tx: Transaction,
  fixtureId: string,
  touched: Set<string>,
): Promise<void> {
  const rows = await tx
    .select({ bet: bets, transferKind: ledgerTransfers.kind })
    .from(bets)
    .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, bets.settlementTransferId))
    .where(and(eq(bets.fixtureId, fixtureId), inArray(bets.status, SETTLED_STATUSES)))
    .orderBy(bets.id);
  // Bets voided for their own reasons (struck after the off, never confirmed) stay void.
  const settled = rows
    .filter(
      (row) => row.bet.status === 'LOST' || RESULT_TRANSFER_KINDS.includes(row.transferKind ?? ''),
    )
    .map((row) => row.bet);
  const accountsByPlayer = new Map<string, PlayerAccounts>();
  const reversals: CorrectionReversal[] = [];
  for (const bet of settled) {
    if (bet.settlementTransferId) {
      const accounts =
        accountsByPlayer.get(bet.playerId) ?? (await findPlayerAccounts(tx, bet.playerId));
      accountsByPlayer.set(bet.playerId, accounts);
      reversals.push({
        transferId: bet.settlementTransferId,
        accounts,
        memo: `Result corrected: ticket ${bet.ticketNumber}`,
      });
      touched.add(bet.playerId);
    }
  }
  // In bet order, as one by one: each player's clawback draws on their pockets in turn.
  await reverseAllForCorrection(tx, reversals);
  const ids = settled.map((bet) => bet.id);
  for (let start = 0; start < ids.length; start += BULK_UPDATE_ROWS) {
    await tx
      .update(bets)
      .set(UNSETTLED_BET)
      .where(inArray(bets.id, ids.slice(start, start + BULK_UPDATE_ROWS)));
  }
}

interface BetOutcome {
  status: string;
  totalWinPaise: number;
  tdsPaise: number;
  payoutPaise: number;
  deductionBp: number | null;
  paidPriceSource: 'PRICE' | 'TOTE' | null;
  paidPriceHundredths: number | null;
  bestOfToteExtraPaise: number | null;
}

/** Marks decided bets with their outcome and transfer, in one statement. */
async function markBets(
  tx: Transaction,
  outcomes: (BetOutcome & { id: string; transfer: string | undefined })[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.execute(sql`
    update bets b set status = v.status, settled_at = ${now.toISOString()}::timestamptz,
      settlement_transfer_id = v.transfer, total_win_paise = v.total_win,
      tds_paise = v.tds, payout_paise = v.payout, deduction_bp = v.deduction_bp,
      paid_price_source = v.paid_source, paid_price_hundredths = v.paid_price,
      best_of_tote_extra_paise = v.extra
    from jsonb_to_recordset(${JSON.stringify(
      outcomes.map((outcome) => ({
        id: outcome.id,
        status: outcome.status,
        transfer: outcome.transfer,
        total_win: outcome.totalWinPaise,
        tds: outcome.tdsPaise,
        payout: outcome.payoutPaise,
        deduction_bp: outcome.deductionBp,
        paid_source: outcome.paidPriceSource,
        paid_price: outcome.paidPriceHundredths,
        extra: outcome.bestOfToteExtraPaise,
      })),
    )}::jsonb) as v(id uuid, status text, transfer uuid, total_win bigint, tds bigint,
      payout bigint, deduction_bp integer, paid_source text, paid_price integer, extra bigint)
    where b.id = v.id`);
}

function resultSignature(voided: boolean, facts: Pick<RaceFacts, 'standings'>): string {
  if (voided) return 'VOID';
  const places = [...facts.standings].sort(
    (a, b) => a.place - b.place || a.participantId.localeCompare(b.participantId),
  );
  return places.map((standing) => `${standing.place}:${standing.participantId}`).join(',');
}

function betFacts(bet: BetRow) {
  return {
    participantId: bet.participantId,
    market: bet.market as MarketType,
    stakePaise: bet.stakePaise,
    priceHundredths: bet.priceHundredths,
    gstRateBp: bet.gstRateBp,
    placedAt: bet.placedAt,
    status: bet.status,
    bestOfTote: bet.bestOfTote,
  };
}

/** ₹25,000: the cap when the caller gives none (BEST_TOTE_MAX_EXTRA_RUPEES's default). */
const DEFAULT_BEST_OF_TOTE_MAX_EXTRA_PAISE = 2_500_000;

/**
 * Best of price and tote (decision 066): for a race with bets under the promise, the Win
 * dividends by runner (none until the Win pool is FINAL) and the cap, and what the settlement's
 * signature adds so that a changed dividend (a late carry-forward into the Win pool) settles
 * the bets anew. Undefined for a race with no such bet.
 */
async function bestOfToteFacts(
  tx: Transaction,
  fixtureId: string,
  runners: { id: string; horseNumber: number }[],
  tote: ToteSettlementOptions | undefined,
): Promise<{ facts: NonNullable<RaceFacts['bestOfTote']>; signature: string } | undefined> {
  const [promised] = await tx
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.fixtureId, fixtureId), eq(bets.bestOfTote, true)))
    .limit(1);
  if (!promised) return undefined;
  const [win] = await tx
    .select({ status: totePools.status, outcome: totePools.outcome })
    .from(totePools)
    .where(and(eq(totePools.fixtureId, fixtureId), eq(totePools.pool, 'WIN')));
  const participantOf = new Map(runners.map((runner) => [runner.horseNumber, runner.id]));
  const winDividendsPaise = new Map<string, number>();
  const outcome = win?.outcome as Pick<PoolOutcome, 'dividends'> | null | undefined;
  if (win?.status === 'FINAL' && outcome)
    for (const dividend of outcome.dividends) {
      const participantId = participantOf.get(dividend.combination[0] ?? -1);
      if (participantId) winDividendsPaise.set(participantId, dividend.dividendPaise);
    }
  const keyed = [...winDividendsPaise.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([participantId, paise]) => `${participantId}=${paise}`)
    .join(',');
  return {
    facts: {
      winDividendsPaise,
      maxExtraPaise: tote?.bestOfToteMaxExtraPaise ?? DEFAULT_BEST_OF_TOTE_MAX_EXTRA_PAISE,
    },
    signature: `|win ${keyed}`,
  };
}

/**
 * A settlement requested this long ago and still not done lost its job (the process stopped
 * between the change's commit and the enqueue): the race clock's sweep settles it. Longer
 * than a queued job normally waits, so the sweep does not race the job.
 */
export const SETTLEMENT_REQUEST_GRACE_MS = 30_000;

/**
 * Races whose bets may still need reconciling: the race clock sweeps them. Races with open
 * bets and a state that may settle some, and races whose requested settlement is overdue.
 */
export async function findRacesToSettle(
  tx: Transaction | RaceDeps['db'],
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: bets.fixtureId })
    .from(bets)
    .innerJoin(fixtures, eq(fixtures.id, bets.fixtureId))
    .where(
      and(
        inArray(bets.status, OPEN_BET_STATUSES),
        isNotNull(fixtures.id),
        inArray(fixtures.status, ['SUSPENDED', 'RESULT', 'PAID', 'COMPLETE']),
      ),
    );
  const overdue = await tx
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(
      lt(fixtures.settlementRequestedAt, new Date(now.getTime() - SETTLEMENT_REQUEST_GRACE_MS)),
    );
  const withOpenLegs = await findRacesWithOpenLegs(tx);
  return [...new Set([...rows, ...overdue].map((row) => row.id).concat(withOpenLegs))];
}
