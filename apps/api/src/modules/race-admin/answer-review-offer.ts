import { randomUUID } from 'node:crypto';
import { breakDownLine, type ReviewOfferAnswer } from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { houseAccountId, lockPocketsOfPlayer } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { recordAudit } from '../audit/record-audit';
import { bets, counterOffers, type BetRow } from '../bets/bets.schema';
import { fromHundredths } from '../races/prices';
import { lockBetForReview } from './lock-bet-for-review';
import { refundHeldBet } from './reject-bet';
import { findPlayerOffer, lockOffer, type ReviewOfferRow } from './review-offer.queries';

type Unavailable = 'TAKEN' | 'DECLINED' | 'EXPIRED' | 'UNKNOWN';

/** 409 COUNTER_OFFER_UNAVAILABLE, as a slip's counter-offer that cannot be taken (decision 072). */
function unavailable(offerId: string, reason: Unavailable): AppError {
  return new AppError(
    'COUNTER_OFFER_UNAVAILABLE',
    reason === 'TAKEN' || reason === 'DECLINED'
      ? 'This offer was already answered.'
      : 'This offer has expired. Your stake has been returned.',
    undefined,
    { offerId, reason },
  );
}

/**
 * The player's own open offer with its bet, locked in the order of every review verb: the
 * race row, the bet, then the offer. Another player's offer reads as UNKNOWN.
 */
async function lockOpenOffer(
  tx: Transaction,
  playerId: string,
  offerId: string,
  now: Date,
): Promise<{ bet: BetRow; offer: ReviewOfferRow }> {
  const found = await findPlayerOffer(tx, playerId, offerId);
  if (!found) throw unavailable(offerId, 'UNKNOWN');
  let bet: BetRow | undefined;
  try {
    ({ bet } = await lockBetForReview(tx, found.betId));
  } catch (error) {
    // No longer held (CONFLICT): refunded at the off or at the offer's expiry, or answered.
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
  }
  const offer = await lockOffer(tx, offerId);
  if (offer.takenAt) throw unavailable(offerId, 'TAKEN');
  if (offer.declinedAt) throw unavailable(offerId, 'DECLINED');
  // A bet no longer held was refunded at the off or at the offer's expiry.
  if (!bet || now.getTime() >= offer.expiresAt.getTime()) throw unavailable(offerId, 'EXPIRED');
  return { bet, offer };
}

/**
 * The player takes a trader's offer on a held bet (decision 080), once: the held bet is
 * refunded whole (REJECTED, naming its successor) and a new bet, CONFIRMED, is struck now at
 * the offer's stake and price, its stake taken deposits first, each by a balanced transfer in
 * this one transaction. So only the offered stake stays staked and the rest is back in the
 * pockets it came from, and every bet keeps its own stake transfer (the ledger check and the
 * statements read a bet's stake from its row). Of two takes, the second waits on the offer's
 * row lock and reads it taken.
 */
export async function acceptReviewOffer(
  tx: Transaction,
  playerId: string,
  offerId: string,
  now: Date,
): Promise<ReviewOfferAnswer> {
  const { bet, offer } = await lockOpenOffer(tx, playerId, offerId, now);
  const stakePaise = offer.maxStakePaise;
  const priceHundredths = offer.priceHundredths ?? bet.priceHundredths;
  const slipId = randomUUID();
  const betId = randomUUID();
  const [ticket] = await queryRows<{ number: string }>(
    tx,
    sql`select 'T' || nextval('bet_ticket_seq')::text as number`,
  );
  const ticketNumber = ticket?.number ?? '';
  await refundHeldBet(
    tx,
    bet,
    now,
    `Refund of ticket ${bet.ticketNumber} (replaced by ticket ${ticketNumber} at the trader's offer)`,
    `Replaced by ticket ${ticketNumber} at the offer you took`,
  );
  const { accounts, balances } = await lockPocketsOfPlayer(tx, playerId);
  const line = breakDownLine(stakePaise, priceHundredths, bet.gstRateBp);
  // Deposits first, as place_bet_slip takes a stake (cash_from_deposits).
  const deposits = balances['cash-deposits'] > 0n ? balances['cash-deposits'] : 0n;
  const fromDeposits = Number(deposits < BigInt(stakePaise) ? deposits : BigInt(stakePaise));
  const transferId = await postTransfer(tx, {
    kind: 'BET_STAKE',
    reference: slipId,
    memo: `Ticket ${ticketNumber} at the trader's offer on ticket ${bet.ticketNumber}`,
    legs: [
      { accountId: accounts['cash-deposits'], amount: -BigInt(fromDeposits) },
      { accountId: accounts['cash-winnings'], amount: -BigInt(stakePaise - fromDeposits) },
      {
        accountId: houseAccountId('book', 0),
        amount: BigInt(line.faceValuePaise + line.roundOffPaise),
      },
      {
        accountId: houseAccountId('gst-payable', 0),
        amount: BigInt(line.cgstPaise + line.sgstPaise),
      },
    ].filter((leg) => leg.amount !== 0n),
  });
  await tx.insert(bets).values({
    id: betId,
    ticketNumber,
    playerId,
    slipId,
    fixtureId: bet.fixtureId,
    selectionId: bet.selectionId,
    participantId: bet.participantId,
    market: bet.market,
    horseNumber: bet.horseNumber,
    horseName: bet.horseName,
    priceHundredths,
    stakePaise,
    faceValuePaise: line.faceValuePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    roundOffPaise: line.roundOffPaise,
    gstRateBp: bet.gstRateBp,
    stakeFromDepositsPaise: fromDeposits,
    stakeFromWinningsPaise: stakePaise - fromDeposits,
    status: 'CONFIRMED',
    placedAt: now,
    stakeTransferId: transferId,
    bestOfTote: bet.bestOfTote,
  });
  await tx
    .update(counterOffers)
    .set({ takenAt: now, takenSlipId: slipId })
    .where(eq(counterOffers.id, offer.id));
  await recordAudit(tx, {
    actor: { type: 'player', id: playerId },
    action: 'bet.offer.accept',
    subjectId: bet.id,
    details: { offerId, ticketNumber: bet.ticketNumber, newTicketNumber: ticketNumber },
  });
  return {
    uid: betId,
    betStatus: 'CONFIRMED',
    stake: stakePaise / 100,
    odds: fromHundredths(priceHundredths),
    released: (bet.stakePaise - stakePaise) / 100,
  };
}

/** The player declines a trader's offer: the held bet is refunded whole (REJECTED), once. */
export async function declineReviewOffer(
  tx: Transaction,
  playerId: string,
  offerId: string,
  now: Date,
): Promise<ReviewOfferAnswer> {
  const { bet, offer } = await lockOpenOffer(tx, playerId, offerId, now);
  await refundHeldBet(tx, bet, now, `Refund of ticket ${bet.ticketNumber} (offer declined)`);
  await tx.update(counterOffers).set({ declinedAt: now }).where(eq(counterOffers.id, offer.id));
  await recordAudit(tx, {
    actor: { type: 'player', id: playerId },
    action: 'bet.offer.decline',
    subjectId: bet.id,
    details: { offerId, ticketNumber: bet.ticketNumber },
  });
  return {
    uid: bet.id,
    betStatus: 'REJECTED',
    stake: bet.stakePaise / 100,
    odds: fromHundredths(bet.priceHundredths),
    released: bet.stakePaise / 100,
  };
}
