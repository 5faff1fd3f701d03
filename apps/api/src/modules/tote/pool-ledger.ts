import { tdsOnNetWinnings, type TaxRule, type TotePool } from '@furlong/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { LedgerViolation } from '../../ledger/check-ledger';
import { houseAccountId, type PlayerAccounts } from '../../ledger/ledger-accounts';
import { ledgerEntries } from '../../ledger/ledger.schema';
import { postTransfers, type Leg, type TransferInput } from '../../ledger/post-transfer';
import type { PoolOutcome } from './pool-dividends';
import { toteHouseAccountCode, toteHouseAccountId, totePoolAccountId } from './tote-accounts';
import type { ToteTicketRow } from './tote.schema';

/**
 * The tote's settlement transfers (docs/rules.md "Tote settlement", decision 060). A pool's
 * account holds what its tickets paid in (GST excluded) and any carry-forward in; settling the
 * pool empties it: each ticket's dividends and refunds go to its player, the rest in one pool
 * transfer to commission, breakage and carry-forward, with the house's minus-pool top-up in.
 */

/** Transfer kinds of the tote's results (the statements and the passbook read them). */
export const TOTE_TRANSFER_KINDS = {
  /** Dividends paid on a ticket (any refund of its non-starter combinations with them). */
  settlement: 'TOTE_SETTLEMENT',
  /** A ticket's units given back, GST included: nothing won. */
  refund: 'TOTE_REFUND',
  /** A pool's commission, breakage, carry-forward out and minus-pool top-up. */
  pool: 'TOTE_POOL_SETTLEMENT',
  /** A carry-forward moved from the carry account into the next pool. */
  carry: 'TOTE_CARRY_FORWARD',
  /** The undoing of a pool or carry transfer when a result is corrected. */
  poolReversal: 'TOTE_POOL_REVERSAL',
} as const;

/** What a ticket gets from its pool's outcome. */
export interface TicketFigures {
  status: 'WON' | 'LOST' | 'REFUNDED';
  /** Dividends before TDS: the sum over its winning combinations of dividend x units. */
  totalWinPaise: number;
  tdsPaise: number;
  payoutPaise: number;
  /** Pool money refunded (units on combinations naming a non-starter, or all of it). */
  refundPoolPaise: number;
  /** GST refunded with it. */
  refundGstPaise: number;
  /** The ticket's winning combinations and the dividend per ₹10 unit on each. */
  winning: { combination: string; dividendPaise: number }[];
}

/**
 * A ticket's figures: dividends on its winning combinations x its units; units on
 * combinations naming a non-starter refunded (all of them when the pool is refunded) with the
 * GST they paid; TDS when the dividends less what the ticket cost (refunds left out) exceed the
 * threshold of the tax rule it was bought under, as for a fixed-odds bet.
 */
export function ticketFigures(
  ticket: Pick<
    ToteTicketRow,
    'combinations' | 'units' | 'poolPaise' | 'cgstPaise' | 'sgstPaise' | 'gstRateBp'
  >,
  outcome: Pick<PoolOutcome, 'status' | 'dividends'>,
  starters: ReadonlySet<number>,
  tax: Pick<TaxRule, 'tdsRateBp' | 'tdsThresholdPaise'>,
): TicketFigures {
  const gstPaid = ticket.cgstPaise + ticket.sgstPaise;
  if (outcome.status === 'REFUNDED')
    return {
      status: 'REFUNDED',
      totalWinPaise: 0,
      tdsPaise: 0,
      payoutPaise: 0,
      refundPoolPaise: ticket.poolPaise,
      refundGstPaise: gstPaid,
      winning: [],
    };
  const dividends = new Map(
    outcome.dividends.map((item) => [item.combination.join('-'), item.dividendPaise]),
  );
  const unitPaise = ticket.poolPaise / (ticket.combinations.length * ticket.units);
  let win = 0;
  let refundedCombinations = 0;
  const winning: TicketFigures['winning'] = [];
  for (const combination of ticket.combinations) {
    const horses = combination.split('-').map(Number);
    if (!horses.every((horse) => starters.has(horse))) {
      refundedCombinations += 1;
      continue;
    }
    const dividend = dividends.get(combination);
    if (dividend === undefined) continue;
    win += dividend * ticket.units;
    winning.push({ combination, dividendPaise: dividend });
  }
  const refundPool = refundedCombinations * ticket.units * unitPaise;
  const allRefunded = refundedCombinations === ticket.combinations.length;
  const refundGst = allRefunded
    ? gstPaid
    : Math.min(gstPaid, 2 * Math.floor((refundPool * ticket.gstRateBp) / 20_000));
  const cost = ticket.poolPaise + gstPaid - refundPool - refundGst;
  const tds = Number(tdsOnNetWinnings(BigInt(win - cost), tax));
  return {
    status: win > 0 ? 'WON' : allRefunded ? 'REFUNDED' : 'LOST',
    totalWinPaise: win,
    tdsPaise: tds,
    payoutPaise: win - tds,
    refundPoolPaise: refundPool,
    refundGstPaise: refundGst,
    winning,
  };
}

/**
 * The transfer that pays a ticket: the pool gives its dividends (winnings pocket, TDS to TDS
 * payable) and its refunded units, GST payable gives back their GST; the refund goes back to the
 * pockets the stake came from, deposits first. A debt is paid first by the ledger (decision 030).
 * Undefined when nothing moves.
 */
export function ticketTransfer(
  ticket: Pick<
    ToteTicketRow,
    'id' | 'ticketNumber' | 'fixtureId' | 'pool' | 'stakeFromDepositsPaise'
  >,
  accounts: PlayerAccounts,
  figures: TicketFigures,
): TransferInput | undefined {
  const refund = figures.refundPoolPaise + figures.refundGstPaise;
  if (figures.totalWinPaise === 0 && refund === 0) return undefined;
  const toDeposits = Math.min(refund, ticket.stakeFromDepositsPaise);
  const poolAccount = totePoolAccountId(ticket.fixtureId, ticket.pool as TotePool);
  const won = figures.totalWinPaise > 0;
  return {
    kind: won ? TOTE_TRANSFER_KINDS.settlement : TOTE_TRANSFER_KINDS.refund,
    reference: ticket.id,
    memo: won
      ? `Tote dividend on ticket ${ticket.ticketNumber}`
      : `Tote ticket ${ticket.ticketNumber} refunded`,
    details: {
      refundPoolPaise: figures.refundPoolPaise,
      refundGstPaise: figures.refundGstPaise,
    },
    legs: [
      { accountId: accounts['cash-winnings'], amount: BigInt(figures.payoutPaise) },
      { accountId: houseAccountId('tds-payable', 0), amount: BigInt(figures.tdsPaise) },
      { accountId: accounts['cash-deposits'], amount: BigInt(toDeposits) },
      { accountId: accounts['cash-winnings'], amount: BigInt(refund - toDeposits) },
      {
        accountId: poolAccount,
        amount: -BigInt(figures.totalWinPaise + figures.refundPoolPaise),
      },
      { accountId: houseAccountId('gst-payable', 0), amount: -BigInt(figures.refundGstPaise) },
    ],
  };
}

/**
 * The pool's own transfer: commission, breakage and the carry-forward out leave the pool's
 * account for the tote's house accounts; the house's minus-pool top-up comes in. Undefined
 * when all are zero.
 */
export function poolTransfer(
  fixtureId: string,
  pool: TotePool,
  amounts: Pick<
    PoolOutcome,
    'commissionPaise' | 'breakagePaise' | 'carryOutPaise' | 'minusPoolTopUpPaise'
  >,
): TransferInput | undefined {
  const { commissionPaise, breakagePaise, carryOutPaise, minusPoolTopUpPaise } = amounts;
  if (commissionPaise + breakagePaise + carryOutPaise + minusPoolTopUpPaise === 0) return undefined;
  return {
    kind: TOTE_TRANSFER_KINDS.pool,
    reference: poolReference(fixtureId, pool),
    memo: `${pool} pool settled`,
    details: { commissionPaise, breakagePaise, carryOutPaise, minusPoolTopUpPaise },
    legs: [
      {
        accountId: totePoolAccountId(fixtureId, pool),
        amount: BigInt(minusPoolTopUpPaise - commissionPaise - breakagePaise - carryOutPaise),
      },
      { accountId: toteHouseAccountId('tote-commission'), amount: BigInt(commissionPaise) },
      { accountId: toteHouseAccountId('tote-breakage'), amount: BigInt(breakagePaise) },
      { accountId: toteHouseAccountId('tote-carry-forward'), amount: BigInt(carryOutPaise) },
      { accountId: toteHouseAccountId('tote-minus-pool'), amount: -BigInt(minusPoolTopUpPaise) },
    ],
  };
}

/** The reference a pool's transfers carry: the race and the pool. */
export const poolReference = (fixtureId: string, pool: TotePool): string => `${fixtureId}:${pool}`;

/**
 * Undoes house-only transfers (a pool's transfer, a carry-forward): each leg negated. No
 * player pocket is touched, so nothing can be short.
 */
export async function reverseHouseTransfers(
  tx: Transaction,
  transferIds: readonly string[],
  memo: string,
): Promise<string[]> {
  if (transferIds.length === 0) return [];
  const entries = await tx
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.transferId, [...transferIds]))
    .orderBy(asc(ledgerEntries.id));
  const legsByTransfer = new Map<string, Leg[]>();
  for (const entry of entries)
    legsByTransfer.set(entry.transferId, [
      ...(legsByTransfer.get(entry.transferId) ?? []),
      { accountId: entry.accountId, amount: -entry.amount },
    ]);
  return postTransfers(
    tx,
    transferIds.map((id) => ({
      kind: TOTE_TRANSFER_KINDS.poolReversal,
      reference: id,
      reversesTransferId: id,
      memo,
      legs: legsByTransfer.get(id) ?? [],
    })),
  );
}

/**
 * The tote's invariants over the ledger (`npm run ledger:check` runs them with checkLedger):
 * 1. a worked-out pool's account is empty, an open one holds its gross and carry-in;
 * 2. every worked-out pool conserves its money: payouts + commission + breakage + carry-forward
 *    out + refunds = gross + carry-forward in + minus-pool top-up;
 * 3. the carry-forward account holds exactly the carry-forwards still waiting for their race.
 */
export async function checkTotePools(db: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const pools = await queryRows<{
    fixture_id: string;
    pool: TotePool;
    gross_paise: string;
    carry_in_paise: string;
    carried_to_fixture_id: string | null;
    outcome: (PoolOutcome & { host?: string }) | null;
  }>(
    db,
    sql`select fixture_id, pool, gross_paise::text, carry_in_paise::text, carried_to_fixture_id,
      outcome from tote_pools`,
  );
  const balances = new Map(
    (
      await queryRows<{ account_id: string; total: string }>(
        db,
        sql`select e.account_id, sum(e.amount)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.kind in ('tote-pool', 'tote-carry-forward') group by e.account_id`,
      )
    ).map((row) => [row.account_id, Number(row.total)]),
  );
  let waiting = 0;
  for (const row of pools) {
    const subject = `tote:${row.fixture_id}:${row.pool}`;
    const held = balances.get(totePoolAccountId(row.fixture_id, row.pool)) ?? 0;
    const carryIn = Number(row.carry_in_paise);
    const outcome = row.outcome;
    const expected = outcome ? 0 : Number(row.gross_paise) + carryIn;
    if (held !== expected)
      violations.push({
        rule: outcome ? 'a settled pool’s account is empty' : 'an open pool holds its money',
        subject,
        detail: `account ${held}, expected ${expected}`,
      });
    // A club's pool is the club's to conserve and carry (decision 060).
    if (!outcome || outcome.host !== undefined) continue;
    const out =
      outcome.payoutPaise +
      outcome.commissionPaise +
      outcome.breakagePaise +
      outcome.carryOutPaise +
      outcome.refundPaise;
    const into = outcome.grossPaise + carryIn + outcome.minusPoolTopUpPaise;
    if (out !== into)
      violations.push({
        rule: 'a pool conserves its money',
        subject,
        detail: `paid out and kept ${out}, in ${into}`,
      });
    if (row.carried_to_fixture_id === null) waiting += outcome.carryOutPaise;
  }
  const carried = balances.get(toteHouseAccountId('tote-carry-forward')) ?? 0;
  if (carried !== waiting)
    violations.push({
      rule: 'the carry-forward account holds the waiting carry-forwards',
      subject: toteHouseAccountCode('tote-carry-forward'),
      detail: `account ${carried}, waiting ${waiting}`,
    });
  return violations;
}
