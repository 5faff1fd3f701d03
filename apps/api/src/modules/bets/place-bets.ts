import { breakDownLine, type BetSlipLine, type Wallet } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { houseAccountId, lockPocketsOfPlayer, randomShard } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import type { TaxRuleLookup } from '../tax/tax-rule-cache';
import { walletOf } from '../wallet/get-wallet';
import { bets } from './bets.schema';
import { checkSlipAgainstRaces } from './check-slip-against-races';
import type { BetRace } from './to-placed-bet';

export type BetRow = typeof bets.$inferSelect;

/**
 * Places a slip, all lines or none, inside the caller's transaction. The stake is debited
 * from the player's cash (deposits first, then winnings) and credited to the book, less
 * the GST, which goes to the GST account, in one balanced transfer.
 */
export interface PlacementRules {
  /**
   * A bet whose liability at the shown price (what the book loses if it wins: face value x
   * price) exceeds this waits, ACCEPTED, for a trader; the rest are CONFIRMED at once.
   */
  reviewLiabilityPaise: number;
  /** The tax rule in force at an instant (cached on the hot path). */
  findTaxRule: TaxRuleLookup;
}

export interface PlacedSlip {
  bets: BetRow[];
  races: Map<string, BetRace>;
  /** The player's wallet after the debit, from the balances locked for it. */
  wallet: Wallet;
}

export async function placeBets(
  tx: Transaction,
  playerId: string,
  lines: BetSlipLine[],
  now: Date,
  rules: PlacementRules,
): Promise<PlacedSlip> {
  const { lines: checked, races } = await checkSlipAgainstRaces(tx, lines, now);
  const tax = await rules.findTaxRule(tx, now);
  const priced = checked.map((item) => ({ ...item, split: breakDownLine(item.line.ticketPrice * 100, item.priceHundredths, tax.gstRateBp) }));
  const totalPaise = priced.reduce((sum, item) => sum + item.split.ticketPaise, 0);

  const { accounts, balances } = await lockPocketsOfPlayer(tx, playerId);
  if (BigInt(totalPaise) > balances['cash-deposits'] + balances['cash-winnings']) {
    throw new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance. Please deposit');
  }
  let depositsLeft = Number(balances['cash-deposits']);
  const funded = priced.map((item) => {
    const fromDeposits = Math.min(depositsLeft, item.split.ticketPaise);
    depositsLeft -= fromDeposits;
    return { ...item, fromDeposits, fromWinnings: item.split.ticketPaise - fromDeposits };
  });
  const sum = (pick: (item: (typeof funded)[number]) => number) => BigInt(funded.reduce((total, item) => total + pick(item), 0));
  const shard = randomShard();
  const slipId = crypto.randomUUID();
  const transferId = await postTransfer(tx, {
    kind: 'BET_STAKE',
    reference: slipId,
    memo: `Bet slip of ${funded.length} line(s)`,
    legs: [
      { accountId: accounts['cash-deposits'], amount: -sum((item) => item.fromDeposits) },
      { accountId: accounts['cash-winnings'], amount: -sum((item) => item.fromWinnings) },
      { accountId: houseAccountId('book', shard), amount: sum((item) => item.split.faceValuePaise + item.split.roundOffPaise) },
      { accountId: houseAccountId('gst-payable', shard), amount: sum((item) => item.split.cgstPaise + item.split.sgstPaise) },
    ],
  });
  const placed = await tx
    .insert(bets)
    .values(
      funded.map((item) => ({
        ticketNumber: sql`'T' || nextval('bet_ticket_seq')::text`,
        playerId,
        slipId,
        fixtureId: item.fixtureId,
        selectionId: item.selectionId,
        participantId: item.participantId,
        market: item.line.market,
        horseNumber: item.line.horseNo,
        horseName: item.horseName,
        priceHundredths: item.priceHundredths,
        stakePaise: item.split.ticketPaise,
        faceValuePaise: item.split.faceValuePaise,
        cgstPaise: item.split.cgstPaise,
        sgstPaise: item.split.sgstPaise,
        roundOffPaise: item.split.roundOffPaise,
        gstRateBp: tax.gstRateBp,
        stakeFromDepositsPaise: item.fromDeposits,
        stakeFromWinningsPaise: item.fromWinnings,
        status: item.split.potentialPayoutPaise - item.split.faceValuePaise > rules.reviewLiabilityPaise ? 'ACCEPTED' : 'CONFIRMED',
        placedAt: now,
        stakeTransferId: transferId,
      })),
    )
    .returning();
  const wallet = walletOf({
    'cash-deposits': balances['cash-deposits'] - sum((item) => item.fromDeposits),
    'cash-winnings': balances['cash-winnings'] - sum((item) => item.fromWinnings),
    bonus: balances.bonus,
  });
  return { bets: placed, races, wallet };
}
