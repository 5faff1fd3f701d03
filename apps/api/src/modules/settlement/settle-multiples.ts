import type { MarketType, TaxRule } from '@furlong/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { findPlayerAccounts, type PlayerAccounts } from '../../ledger/ledger-accounts';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { postTransfers, type TransferInput } from '../../ledger/post-transfer';
import {
  multipleBetLegs,
  multipleBets,
  type MultipleBetLegRow,
  type MultipleBetRow,
} from '../bets/multiple-bets.schema';
import { decideLeg, type RaceFacts } from './decide-bet';
import { decideMultipleBet, type LegOutcome } from './multiple-return';
import {
  refundTransfer,
  reverseAllForCorrection,
  winningsTransfer,
  type CorrectionReversal,
} from './settlement-transfers';

const OPEN = ['ACCEPTED', 'CONFIRMED'];
/** Transfers that follow from legs' results: reversed when a leg's result is corrected. */
const RESULT_KINDS = ['BET_SETTLEMENT', 'BET_REFUND'];

/**
 * The multiples' bets with a leg in the race, locked (in id order) before any money of the
 * race moves: two races settling at once each see the other's legs once it has committed, so
 * a bet whose last legs run in both is settled by whichever comes second, exactly once.
 */
export async function lockMultipleBetsOfRace(
  tx: Transaction,
  fixtureId: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from multiple_bets where id in
      (select bet_id from multiple_bet_legs where fixture_id = ${fixtureId}::uuid)
      order by id for update`,
  );
  return rows.map((row) => row.id);
}

/**
 * A correction of the race (decision 030): every settled bet with a leg in it is reversed (its
 * payout or refund clawed back through the debt rule; a lost bet simply reopened), and the
 * race's legs are made open again, for settleMultiplesIn to decide anew. Bets voided for their
 * own reasons (never confirmed) stay void.
 */
export async function reverseMultiplesOfRace(
  tx: Transaction,
  fixtureId: string,
  betIds: string[],
  touched: Set<string>,
): Promise<void> {
  if (betIds.length === 0) return;
  const rows = await tx
    .select({ bet: multipleBets, transferKind: ledgerTransfers.kind })
    .from(multipleBets)
    .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, multipleBets.settlementTransferId))
    .where(
      and(
        inArray(multipleBets.id, betIds),
        inArray(multipleBets.status, ['WON', 'LOST', 'VOID', 'REFUNDED']),
      ),
    )
    .orderBy(multipleBets.id);
  const settled = rows
    .filter((row) => row.bet.status === 'LOST' || RESULT_KINDS.includes(row.transferKind ?? ''))
    .map((row) => row.bet);
  const accountsByPlayer = new Map<string, PlayerAccounts>();
  const reversals: CorrectionReversal[] = [];
  for (const bet of settled) {
    touched.add(bet.playerId);
    if (!bet.settlementTransferId) continue;
    const accounts =
      accountsByPlayer.get(bet.playerId) ?? (await findPlayerAccounts(tx, bet.playerId));
    accountsByPlayer.set(bet.playerId, accounts);
    reversals.push({
      transferId: bet.settlementTransferId,
      accounts,
      memo: `Result corrected: multiple ${bet.multipleTicket}, bet ${bet.ticketNumber}`,
    });
  }
  await reverseAllForCorrection(tx, reversals);
  if (settled.length > 0)
    await tx
      .update(multipleBets)
      .set({
        status: 'CONFIRMED',
        settledAt: null,
        settlementTransferId: null,
        totalWinPaise: null,
        tdsPaise: null,
        payoutPaise: null,
      })
      .where(
        inArray(
          multipleBets.id,
          settled.map((bet) => bet.id),
        ),
      );
  await tx
    .update(multipleBetLegs)
    .set({ status: 'ACCEPTED', sharePaid: null, shareOf: null, deductionBp: null, settledAt: null })
    .where(and(eq(multipleBetLegs.fixtureId, fixtureId), inArray(multipleBetLegs.betId, betIds)));
}

export interface MultiplesReport {
  settled: number;
  refunded: number;
}

/**
 * Decides the race's legs of the locked bets (decideLeg, the singles' racing rules), then each
 * open bet from all its legs (decideMultipleBet): lost as soon as a leg loses, won when its last
 * leg is decided, refunded whole when every leg is void or when it was never confirmed by the
 * off; payouts and refunds posted in bulk, each bet under the tax rule of the day it was struck.
 */
export async function settleMultiplesIn(
  tx: Transaction,
  race: { fixtureId: string; facts: Omit<RaceFacts, 'tax'>; now: Date },
  betIds: string[],
  taxStruckUnder: (placedAt: Date) => Promise<TaxRule>,
  touched: Set<string>,
): Promise<MultiplesReport> {
  const report: MultiplesReport = { settled: 0, refunded: 0 };
  if (betIds.length === 0) return report;
  const placed = await tx
    .select()
    .from(multipleBets)
    .where(inArray(multipleBets.id, betIds))
    .orderBy(multipleBets.id);
  const byId = new Map(placed.map((bet) => [bet.id, bet]));
  const raceLegs = await tx
    .select()
    .from(multipleBetLegs)
    .where(
      and(
        eq(multipleBetLegs.fixtureId, race.fixtureId),
        inArray(multipleBetLegs.betId, betIds),
        eq(multipleBetLegs.status, 'ACCEPTED'),
      ),
    );
  const unconfirmed = new Set<string>();
  for (const leg of raceLegs) {
    const bet = byId.get(leg.betId) as MultipleBetRow;
    const decision = decideLeg(
      {
        participantId: leg.participantId,
        market: leg.market as MarketType,
        placedAt: bet.placedAt,
        status: bet.status,
      },
      race.facts,
    );
    if (decision.kind === 'OPEN') continue;
    if (decision.kind === 'REFUND' && decision.reason === 'NOT_CONFIRMED') {
      unconfirmed.add(bet.id);
      continue;
    }
    await tx
      .update(multipleBetLegs)
      .set(
        decision.kind === 'WIN'
          ? {
              status: 'WON',
              sharePaid: decision.share[0],
              shareOf: decision.share[1],
              deductionBp: decision.deductionBp,
              settledAt: race.now,
            }
          : { status: decision.kind === 'LOSE' ? 'LOST' : 'VOID', settledAt: race.now },
      )
      .where(and(eq(multipleBetLegs.betId, leg.betId), eq(multipleBetLegs.legIndex, leg.legIndex)));
  }

  const open = placed.filter((bet) => OPEN.includes(bet.status));
  if (open.length === 0) return report;
  // A new statement: it sees the legs other races' settlements committed before the lock.
  const legs = await tx
    .select()
    .from(multipleBetLegs)
    .where(
      inArray(
        multipleBetLegs.betId,
        open.map((bet) => bet.id),
      ),
    );
  const accountsByPlayer = new Map<string, PlayerAccounts>();
  const accountsOf = async (playerId: string) => {
    const known = accountsByPlayer.get(playerId);
    if (known) return known;
    const accounts = await findPlayerAccounts(tx, playerId);
    accountsByPlayer.set(playerId, accounts);
    return accounts;
  };
  const paid: { bet: MultipleBetRow; transfer: TransferInput; outcome: Outcome }[] = [];
  const lost: string[] = [];
  for (const bet of open) {
    if (unconfirmed.has(bet.id)) {
      touched.add(bet.playerId);
      paid.push({
        bet,
        transfer: refundTransfer(
          bet,
          await accountsOf(bet.playerId),
          'BET_VOID',
          `Multiple ${bet.multipleTicket}: bet ${bet.ticketNumber} refunded (not confirmed)`,
        ),
        outcome: { status: 'VOID', totalWinPaise: 0, tdsPaise: 0, payoutPaise: 0 },
      });
      report.refunded += 1;
      continue;
    }
    const decision = decideMultipleBet(
      bet,
      legs.filter((leg) => leg.betId === bet.id).map(legOutcomeOf),
      await taxStruckUnder(bet.placedAt),
      bet.maxPayoutPaise,
    );
    if (decision.kind === 'OPEN') continue;
    touched.add(bet.playerId);
    if (decision.kind === 'LOSE') {
      lost.push(bet.id);
    } else if (decision.kind === 'REFUND') {
      paid.push({
        bet,
        transfer: refundTransfer(
          bet,
          await accountsOf(bet.playerId),
          'BET_REFUND',
          `Multiple ${bet.multipleTicket}: bet ${bet.ticketNumber} refunded (every leg void)`,
        ),
        outcome: { status: 'VOID', totalWinPaise: 0, tdsPaise: 0, payoutPaise: 0 },
      });
      report.refunded += 1;
    } else {
      paid.push({
        bet,
        transfer: {
          ...winningsTransfer(bet, await accountsOf(bet.playerId), decision.figures),
          memo: `Multiple ${bet.multipleTicket}: winnings on bet ${bet.ticketNumber}`,
        },
        outcome: {
          status: 'WON',
          totalWinPaise: decision.figures.totalWinPaise,
          tdsPaise: decision.figures.tdsPaise,
          payoutPaise: decision.figures.payoutPaise,
        },
      });
      report.settled += 1;
    }
  }
  const transferIds = await postTransfers(
    tx,
    paid.map((item) => item.transfer),
  );
  for (const [index, item] of paid.entries()) {
    await tx
      .update(multipleBets)
      .set({ ...item.outcome, settledAt: race.now, settlementTransferId: transferIds[index] })
      .where(eq(multipleBets.id, item.bet.id));
  }
  if (lost.length > 0)
    await tx
      .update(multipleBets)
      .set({ status: 'LOST', settledAt: race.now, totalWinPaise: 0, tdsPaise: 0, payoutPaise: 0 })
      .where(inArray(multipleBets.id, lost));
  report.settled += lost.length;
  return report;
}

interface Outcome {
  status: string;
  totalWinPaise: number;
  tdsPaise: number;
  payoutPaise: number;
}

function legOutcomeOf(leg: MultipleBetLegRow): LegOutcome {
  switch (leg.status) {
    case 'WON':
      return {
        kind: 'WON',
        priceHundredths: leg.priceHundredths,
        share: [leg.sharePaid ?? 1, leg.shareOf ?? 1],
        deductionBp: leg.deductionBp ?? 0,
      };
    case 'LOST':
      return { kind: 'LOST' };
    case 'VOID':
      return { kind: 'VOID' };
    default:
      return { kind: 'OPEN' };
  }
}

/** Races with a leg still open on a bet still open: the race clock's sweep settles them. */
export async function findRacesWithOpenLegs(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct l.fixture_id as id from multiple_bet_legs l
      join multiple_bets b on b.id = l.bet_id
      join fixtures f on f.id = l.fixture_id
      where l.status = 'ACCEPTED' and b.status in ('ACCEPTED', 'CONFIRMED')
        and f.status in ('SUSPENDED', 'RESULT', 'PAID', 'COMPLETE')`,
  );
  return rows.map((row) => row.id);
}
