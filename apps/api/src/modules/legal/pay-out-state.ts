import {
  indiaDayBounds,
  indiaDayOf,
  LEGAL_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  WITHDRAWAL_LIMITS,
  type LegalPayoutReport,
  type LegalUnpaidReason,
} from '@furlong/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database, Transaction } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { findOwedPaise } from '../../ledger/find-owed';
import { ledgerAccounts } from '../../ledger/ledger.schema';
import { isWithdrawalHeld } from '../aml/withdrawal-hold';
import { recordAudit } from '../audit/record-audit';
import { beneficiaryAvailableFrom } from '../cashier/beneficiary-cooling-off';
import { listBeneficiaries } from '../cashier/beneficiaries.queries';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import { withdrawnInWindow } from '../cashier/withdrawals.queries';
import { lockPlayer } from '../customers/customers.queries';
import { players } from '../customers/customers.schema';
import { findWinningsUnderCorrection } from '../settlement/find-winnings-under-correction';
import { findStateMode } from './legal-states.queries';

export interface StatePayoutRun {
  state: string;
  operatorId: string;
  ip: string;
  now: Date;
  /** Above this a payout waits for two operators (REVIEW), as any withdrawal does. */
  reviewAbovePaise: bigint;
  coolingOffHours: number;
}

type Paid = LegalPayoutReport['paid'][number];
type Unpaid = LegalPayoutReport['unpaid'][number];
type PlayerOutcome = { paid?: Paid; unpaid?: Unpaid };

const DAILY_MAX_PAISE = BigInt(rupeesToPaise(WITHDRAWAL_LIMITS.maxPerDayRupees));

/**
 * Pays every withdrawable balance of a closing state's players to their own beneficiary
 * (decision 063): for each player with winnings, in their own transaction, the normal
 * withdrawal's phase one (requestWithdrawal: KYC, debt, correction and daily limits checked
 * with the player and pockets locked, the amount held in payout clearing), then the provider
 * or, above the review threshold, two operators (REVIEW). A balance held is no longer in the
 * pocket, so a second run pays only what the first could not: run twice, paid once. Answers
 * who was paid and who could not be (no KYC, no beneficiary past its cooling-off, a debt, a
 * correction pending, the day's withdrawal limit).
 */
export async function payOutState(db: Database, run: StatePayoutRun): Promise<LegalPayoutReport> {
  if ((await findStateMode(db, run.state)) === 'LIVE')
    throw new AppError('CONFLICT', LEGAL_MESSAGES.payoutWhileLive);
  const holders = await db
    .select({ id: players.id, firstname: players.firstname, lastname: players.lastname })
    .from(players)
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.playerId, players.id), eq(ledgerAccounts.kind, 'cash-winnings')),
    )
    .where(and(eq(players.state, run.state), gt(ledgerAccounts.balance, 0n)))
    .orderBy(asc(players.id));
  const report: LegalPayoutReport = { state: run.state, paid: [], unpaid: [] };
  for (const holder of holders) {
    const player = { uid: holder.id, name: `${holder.firstname} ${holder.lastname}` };
    const outcome = await withRetries(() => db.transaction((tx) => payOutPlayer(tx, run, player)));
    if (outcome.paid) report.paid.push(outcome.paid);
    if (outcome.unpaid) report.unpaid.push(outcome.unpaid);
  }
  await recordAudit(db, {
    actor: { type: 'operator', id: run.operatorId },
    action: 'LEGAL_STATE_PAID_OUT',
    ip: run.ip,
    details: {
      state: run.state,
      paid: report.paid.length,
      paidAmount: report.paid.reduce((sum, row) => sum + row.amount, 0),
      unpaid: report.unpaid.map((row) => ({ player: row.player.uid, reason: row.reason })),
    },
  });
  return report;
}

async function payOutPlayer(
  tx: Transaction,
  run: StatePayoutRun,
  player: Paid['player'],
): Promise<PlayerOutcome> {
  // The player's row lock first, as every withdrawal takes it: reads below are current.
  const row = await lockPlayer(tx, player.uid);
  if (!row) return {};
  const [pocket] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, player.uid), eq(ledgerAccounts.kind, 'cash-winnings')));
  const winnings = pocket?.balance ?? 0n;
  if (winnings <= 0n) return {};
  const unpaid = (reason: LegalUnpaidReason, paise = winnings): PlayerOutcome => ({
    unpaid: { player, amount: paiseToRupees(paise), reason },
  });
  if (row.kycStatus !== 'VERIFIED') return unpaid('NO_KYC');
  const beneficiaries = await listBeneficiaries(tx, player.uid);
  if (beneficiaries.length === 0) return unpaid('NO_BENEFICIARY');
  const ready = beneficiaries
    .filter((b) => beneficiaryAvailableFrom(b.createdAt, run.coolingOffHours) <= run.now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
  if (!ready) return unpaid('BENEFICIARY_COOLING_OFF');
  if ((await findOwedPaise(tx, player.uid)) > 0n) return unpaid('DEBT_OUTSTANDING');
  if (await isWithdrawalHeld(tx, player.uid)) return unpaid('WITHDRAWALS_HELD');
  const underCorrection = await findWinningsUnderCorrection(tx, player.uid);
  const withdrawable = winnings - (underCorrection < winnings ? underCorrection : winnings);
  if (withdrawable <= 0n) return unpaid('CORRECTION_PENDING');
  const { start, end } = indiaDayBounds(indiaDayOf(run.now));
  const today = await withdrawnInWindow(tx, player.uid, start, end);
  const roomToday = DAILY_MAX_PAISE - today.paise;
  if (today.count >= WITHDRAWAL_LIMITS.maxPerDay || roomToday <= 0n) return unpaid('DAILY_LIMIT');
  const amount = withdrawable < roomToday ? withdrawable : roomToday;
  const view = await requestWithdrawal(tx, {
    playerId: player.uid,
    body: {
      transferType: 'WITHDRAW',
      amount: paiseToRupees(amount),
      currency: 'INR',
      beneficiaryId: ready.id,
    },
    now: run.now,
    reviewAbovePaise: run.reviewAbovePaise,
    ip: run.ip,
    requestedBy: { type: 'operator', id: run.operatorId },
  });
  const status = view.withdrawal.status === 'REVIEW' ? 'REVIEW' : 'PENDING';
  const paid: Paid = {
    player,
    amount: paiseToRupees(amount),
    withdrawal: view.withdrawal.id,
    status,
  };
  // What the day's limit kept back is paid by a run on a later day.
  const left = winnings - amount;
  if (left > 0n)
    return {
      paid,
      unpaid: {
        player,
        amount: paiseToRupees(left),
        reason: underCorrection > 0n ? 'CORRECTION_PENDING' : 'DAILY_LIMIT',
      },
    };
  return { paid };
}
