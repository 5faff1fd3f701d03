import { APPROVAL_MESSAGES } from '@furlong/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Executor, Transaction } from '../../db/client';
import { withRetries } from '../../db/with-retries';
import { findPlayerAccounts } from '../../ledger/ledger-accounts';
import { postTransfers } from '../../ledger/post-transfer';
import {
  multipleBetLegs,
  multipleBets,
  type MultipleBetLegRow,
  type MultipleBetRow,
} from '../bets/multiple-bets.schema';
import type { RaceDeps } from '../races/race-deps';
import { fromHundredths } from '../races/prices';
import { fixtures } from '../races/races.schema';
import { refundTransfer } from '../settlement/settlement-transfers';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { hasSetPriceOf } from './own-price.queries';
import { tellPlayerReviewed } from './tell-player-reviewed';

/** Whether the review queue's uid names a multiple (its bets are reviewed together). */
export async function isMultiple(db: Executor, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: multipleBets.id })
    .from(multipleBets)
    .where(eq(multipleBets.multipleId, uid))
    .limit(1);
  return row !== undefined;
}

interface HeldMultiple {
  bets: MultipleBetRow[];
  legs: MultipleBetLegRow[];
  /** When its first leg's race is off: a multiple still held then is void (settle-multiples). */
  firstOff: Date;
  ticketNumber: string;
  playerId: string;
  fixtureId: string;
}

/**
 * Locks the multiple's leg races (in id order), then its bets (in id order): the order the
 * settlement of any of those races locks them (race row, then the multiples' bets), so a
 * trader's decision and the void at the first off never both act on it. Every bet must still
 * be waiting for review.
 */
async function lockMultipleForReview(tx: Transaction, multipleId: string): Promise<HeldMultiple> {
  const ids = await tx
    .select({ id: multipleBets.id })
    .from(multipleBets)
    .where(eq(multipleBets.multipleId, multipleId));
  if (ids.length === 0) throw notFound('Bet');
  const legs = await tx
    .select()
    .from(multipleBetLegs)
    .where(
      inArray(
        multipleBetLegs.betId,
        ids.map((row) => row.id),
      ),
    )
    .orderBy(asc(multipleBetLegs.legIndex));
  const fixtureIds = [...new Set(legs.map((leg) => leg.fixtureId))].sort();
  const races = await tx
    .select({ id: fixtures.id, startAt: fixtures.startAt })
    .from(fixtures)
    .where(inArray(fixtures.id, fixtureIds))
    .orderBy(asc(fixtures.id))
    .for('update');
  const bets = await tx
    .select()
    .from(multipleBets)
    .where(eq(multipleBets.multipleId, multipleId))
    .orderBy(asc(multipleBets.id))
    .for('update');
  const first = bets[0] as MultipleBetRow;
  const decided = bets.find((bet) => bet.status !== 'ACCEPTED');
  if (decided) {
    throw new AppError(
      'CONFLICT',
      `Ticket ${first.multipleTicket} is ${decided.status}: it is no longer waiting for review`,
      undefined,
      { betStatus: decided.status },
    );
  }
  const firstRace = [...races].sort((a, b) => a.startAt.getTime() - b.startAt.getTime())[0];
  return {
    bets,
    legs,
    firstOff: firstRace?.startAt ?? new Date(0),
    ticketNumber: first.multipleTicket,
    playerId: first.playerId,
    fixtureId: firstRace?.id ?? (legs[0] as MultipleBetLegRow).fixtureId,
  };
}

/**
 * A trader lets a held multiple stand (every bet ACCEPTED → CONFIRMED): only before its first
 * leg's off, and never when one of its legs was struck at a price this trader set (409
 * OWN_PRICE_REVIEW_FORBIDDEN), as for a single.
 */
export async function confirmMultiple(
  deps: RaceDeps,
  actor: OperatorActor,
  multipleId: string,
): Promise<{ uid: string; betStatus: 'CONFIRMED' }> {
  const decided = await withRetries(() =>
    deps.db.transaction(async (tx) => {
      const held = await lockMultipleForReview(tx, multipleId);
      if (deps.clock.now().getTime() >= held.firstOff.getTime()) {
        throw new AppError(
          'CONFLICT',
          `A race of ticket ${held.ticketNumber} is off: it can no longer be confirmed and will be refunded`,
        );
      }
      for (const leg of held.legs) {
        if (await hasSetPriceOf(tx, actor.operatorId, leg)) {
          throw new AppError('OWN_PRICE_REVIEW_FORBIDDEN', APPROVAL_MESSAGES.ownPrice, undefined, {
            horseNo: leg.horseNumber,
            market: leg.market,
            price: fromHundredths(leg.priceHundredths),
          });
        }
      }
      await tx
        .update(multipleBets)
        .set({ status: 'CONFIRMED' })
        .where(eq(multipleBets.multipleId, multipleId));
      await auditOperator(tx, actor, 'bet.confirm', multipleId, {
        ticketNumber: held.ticketNumber,
        fixtureId: held.fixtureId,
        bets: held.bets.length,
      });
      return { playerId: held.playerId, fixtureId: held.fixtureId };
    }),
  );
  await tellPlayerReviewed(deps.hub, decided);
  return { uid: multipleId, betStatus: 'CONFIRMED' };
}

/**
 * A trader refuses a held multiple (every bet → REJECTED, its legs VOID, so no settlement
 * decides them): each bet's price goes back to the pockets it came from, in the transaction
 * that changes the statuses, so it is refunded exactly once.
 */
export async function rejectMultiple(
  deps: RaceDeps,
  actor: OperatorActor,
  multipleId: string,
  reason?: string,
): Promise<{ uid: string; betStatus: 'REJECTED' }> {
  const decided = await withRetries(() =>
    deps.db.transaction(async (tx) => {
      const held = await lockMultipleForReview(tx, multipleId);
      const accounts = await findPlayerAccounts(tx, held.playerId);
      const transferIds = await postTransfers(
        tx,
        held.bets.map((bet) =>
          refundTransfer(
            bet,
            accounts,
            'BET_REFUND',
            `Multiple ${bet.multipleTicket}: bet ${bet.ticketNumber} refunded (not accepted by the trader)`,
          ),
        ),
      );
      const now = deps.clock.now();
      for (const [index, bet] of held.bets.entries()) {
        await tx
          .update(multipleBets)
          .set({
            status: 'REJECTED',
            rejectionReason: reason || null,
            settledAt: now,
            settlementTransferId: transferIds[index],
            totalWinPaise: 0,
            tdsPaise: 0,
            payoutPaise: 0,
          })
          .where(eq(multipleBets.id, bet.id));
      }
      await tx
        .update(multipleBetLegs)
        .set({ status: 'VOID', settledAt: now })
        .where(
          and(
            inArray(
              multipleBetLegs.betId,
              held.bets.map((bet) => bet.id),
            ),
            eq(multipleBetLegs.status, 'ACCEPTED'),
          ),
        );
      await auditOperator(tx, actor, 'bet.reject', multipleId, {
        ticketNumber: held.ticketNumber,
        fixtureId: held.fixtureId,
        transferIds,
        ...(reason ? { reason } : {}),
      });
      return { playerId: held.playerId, fixtureId: held.fixtureId };
    }),
  );
  await tellPlayerReviewed(deps.hub, decided);
  return { uid: multipleId, betStatus: 'REJECTED' };
}
