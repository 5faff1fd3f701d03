import { asc, eq, inArray } from 'drizzle-orm';
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
import {
  postTransfer,
  postTransfers,
  type Leg,
  type TransferInput,
} from '../../ledger/post-transfer';
import type { BetRow } from '../bets/bets.schema';
import type { WinningFigures } from './settlement-rules';

/** What a refund or a payout needs of a bet: a single's or a multiple's (decision 061). */
export type SettledBet = Pick<
  BetRow,
  | 'id'
  | 'ticketNumber'
  | 'stakeFromDepositsPaise'
  | 'stakeFromWinningsPaise'
  | 'faceValuePaise'
  | 'roundOffPaise'
  | 'cgstPaise'
  | 'sgstPaise'
>;

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
  bet: SettledBet,
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
  bet: SettledBet,
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

/** A settlement or refund to reverse for a correction, with its player's pockets. */
export interface CorrectionReversal {
  transferId: string;
  accounts: PlayerAccounts;
  memo: string;
}

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
  const [id] = await reverseAllForCorrection(tx, [{ transferId, accounts, memo }]);
  if (!id) throw new Error('the reversal was not posted');
  return id;
}

/** Ids per statement when reading the entries of the transfers to reverse. */
const TRANSFERS_PER_READ = 5_000;

/**
 * `reverseForCorrection` for a race's many transfers at once (a correction): the entries read
 * in a few statements, each player's pockets locked once (in account id order, so two
 * corrections never wait on each other in opposite orders), the clawback worked out in order
 * against balances kept here, and the reversals posted in bulk. The pockets stay locked until
 * the transaction ends, so the balances kept here are the ledger's.
 */
export async function reverseAllForCorrection(
  tx: Transaction,
  reversals: CorrectionReversal[],
): Promise<string[]> {
  if (reversals.length === 0) return [];
  const entriesByTransfer = new Map<string, LedgerEntryRow[]>();
  for (let start = 0; start < reversals.length; start += TRANSFERS_PER_READ) {
    const ids = reversals.slice(start, start + TRANSFERS_PER_READ).map((item) => item.transferId);
    const rows = await tx
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.transferId, ids))
      .orderBy(asc(ledgerEntries.id));
    for (const row of rows)
      entriesByTransfer.set(row.transferId, [
        ...(entriesByTransfer.get(row.transferId) ?? []),
        row,
      ]);
  }
  const playerByPocket = new Map<string, PlayerAccounts>();
  for (const item of reversals) playerByPocket.set(item.accounts['cash-deposits'], item.accounts);
  const balancesByPlayer = new Map<string, Record<PlayerPocket, bigint>>();
  for (const key of [...playerByPocket.keys()].sort()) {
    balancesByPlayer.set(
      key,
      await lockPlayerPockets(tx, playerByPocket.get(key) as PlayerAccounts),
    );
  }
  const receivableByPlayer = new Map<string, string>();
  const inputs: TransferInput[] = [];
  for (const { transferId, accounts, memo } of reversals) {
    const balances = balancesByPlayer.get(accounts['cash-deposits']) as Record<
      PlayerPocket,
      bigint
    >;
    const { legs, owed } = clawbackLegs(
      entriesByTransfer.get(transferId) ?? [],
      accounts,
      balances,
    );
    if (owed > 0n) {
      const key = accounts['cash-deposits'];
      const receivable =
        receivableByPlayer.get(key) ??
        (await findPlayerReceivable(tx, await playerOf(tx, accounts)));
      receivableByPlayer.set(key, receivable);
      legs.push({ accountId: receivable, amount: -owed });
    }
    inputs.push({
      kind: 'SETTLEMENT_REVERSAL',
      reference: transferId,
      reversesTransferId: transferId,
      memo,
      details: owed > 0n ? { owedPaise: Number(owed) } : {},
      legs,
    });
  }
  return postTransfers(tx, inputs);
}

type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * The legs that undo one transfer: house legs and debits as they were, each pocket credit
 * taken back from that pocket first, then other cash (`balances` is drawn down as it goes);
 * `owed` is what the player no longer has.
 */
function clawbackLegs(
  entries: LedgerEntryRow[],
  accounts: PlayerAccounts,
  balances: Record<PlayerPocket, bigint>,
): { legs: Leg[]; owed: bigint } {
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
  return { legs, owed };
}

async function playerOf(tx: Transaction, accounts: PlayerAccounts): Promise<string> {
  const [row] = await tx
    .select({ playerId: ledgerAccounts.playerId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accounts['cash-deposits']));
  if (!row?.playerId) throw new Error('pockets without a player');
  return row.playerId;
}
