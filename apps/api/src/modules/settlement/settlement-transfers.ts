import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  findPlayerReceivable,
  houseAccountId,
  isHouseAccount,
  lockPlayerPockets,
  type PlayerAccounts,
  type PlayerPocket,
} from '../../ledger/ledger-accounts';
import { ledgerAccounts, ledgerEntries } from '../../ledger/ledger.schema';
import { postTransfer, type Leg, type TransferInput } from '../../ledger/post-transfer';
import type { BetRow } from '../bets/bets.schema';
import type { WinningFigures } from './settlement-rules';

/** Returns a stake to the pockets it came from, GST included: the book and GST give it back. */
export function postRefund(
  tx: Transaction,
  bet: BetRow,
  accounts: PlayerAccounts,
  kind: string,
  memo: string,
): Promise<string> {
  return postTransfer(tx, refundTransfer(bet, accounts, kind, memo));
}

/** The refund of a bet's stake, to post (alone or with others). */
export function refundTransfer(
  bet: BetRow,
  accounts: PlayerAccounts,
  kind: string,
  memo: string,
): TransferInput {
  const shard = 0;
  return {
    kind,
    reference: bet.id,
    memo,
    legs: [
      { accountId: accounts['cash-deposits'], amount: BigInt(bet.stakeFromDepositsPaise) },
      { accountId: accounts['cash-winnings'], amount: BigInt(bet.stakeFromWinningsPaise) },
      {
        accountId: houseAccountId('book', shard),
        amount: -BigInt(bet.faceValuePaise + bet.roundOffPaise),
      },
      {
        accountId: houseAccountId('gst-payable', shard),
        amount: -BigInt(bet.cgstPaise + bet.sgstPaise),
      },
    ],
  };
}

/** A winning bet's payout into the player's winnings; TDS is withheld to the TDS account. */
export function winningsTransfer(
  bet: BetRow,
  accounts: PlayerAccounts,
  figures: WinningFigures,
): TransferInput {
  return {
    kind: 'BET_SETTLEMENT',
    reference: bet.id,
    memo: `Winnings on ticket ${bet.ticketNumber}`,
    // The reports' "deductions applied" are read from here, per settlement and its reversal.
    details: { deductionPaise: figures.deductionPaise },
    legs: [
      { accountId: accounts['cash-winnings'], amount: BigInt(figures.payoutPaise) },
      { accountId: houseAccountId('tds-payable', 0), amount: BigInt(figures.tdsPaise) },
      { accountId: houseAccountId('book', 0), amount: -BigInt(figures.totalWinPaise) },
    ],
  };
}

/** Pockets a clawback may draw on, after the pocket that was credited. */
const CLAWBACK_ORDER: PlayerPocket[] = ['cash-winnings', 'cash-deposits'];

/**
 * Reverses a settlement or refund when a result is corrected. The player gives back what the
 * transfer credited, from the credited pocket first, then other cash; what they no longer
 * have is recorded as owed (the player's receivable), so the reversal always balances and no
 * pocket goes below zero. Later credits to the player pay it first (decision 030).
 */
export async function reverseForCorrection(
  tx: Transaction,
  transferId: string,
  accounts: PlayerAccounts,
  memo: string,
): Promise<string> {
  const entries = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId));
  const balances = await lockPlayerPockets(tx, accounts);
  const pocketById = new Map(
    Object.entries(accounts).map(([pocket, id]) => [id, pocket as PlayerPocket]),
  );
  const legs: Leg[] = [];
  let owed = 0n;
  for (const entry of entries) {
    const pocket = pocketById.get(entry.accountId);
    if (!pocket || isHouseAccount(entry.accountId) || entry.amount < 0n) {
      legs.push({ accountId: entry.accountId, amount: -entry.amount });
      continue;
    }
    let due = entry.amount;
    for (const source of [pocket, ...CLAWBACK_ORDER.filter((other) => other !== pocket)]) {
      const take = due < balances[source] ? due : balances[source];
      if (take > 0n) {
        legs.push({ accountId: accounts[source], amount: -take });
        balances[source] -= take;
        due -= take;
      }
    }
    owed += due;
  }
  if (owed > 0n) {
    const playerId = await playerOf(tx, accounts);
    legs.push({ accountId: await findPlayerReceivable(tx, playerId), amount: -owed });
  }
  return postTransfer(tx, {
    kind: 'SETTLEMENT_REVERSAL',
    reference: transferId,
    reversesTransferId: transferId,
    memo,
    details: owed > 0n ? { owedPaise: Number(owed) } : {},
    legs,
  });
}

async function playerOf(tx: Transaction, accounts: PlayerAccounts): Promise<string> {
  const [row] = await tx
    .select({ playerId: ledgerAccounts.playerId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accounts['cash-deposits']));
  if (!row?.playerId) throw new Error('pockets without a player');
  return row.playerId;
}
