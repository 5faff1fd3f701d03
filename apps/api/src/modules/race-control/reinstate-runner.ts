import { and, eq, inArray, lte } from 'drizzle-orm';
import { findPlayerAccounts } from '../../ledger/ledger-accounts';
import { bets } from '../bets/bets.schema';
import { multipleBetLegs, multipleBets } from '../bets/multiple-bets.schema';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { lockScratchedRunner } from './lock-scratched-runner';
import { changeFixture } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { participants, selections } from '../races/races.schema';
import { lockMultipleBetsOfRace } from '../settlement/settle-multiples';
import { postRefund } from '../settlement/settlement-transfers';

/**
 * Puts back a runner scratched by mistake, before the result. The bets struck on it before the
 * scratch were refunded at the scratch (REFUNDED, a SCRATCH_REFUND transfer, which a corrected
 * result never reverses) and stay so; any still open (a scratch that did not settle) are
 * refunded here the same way, so each is refunded exactly once. The runner's scratch time and price are cleared, so the Rule 4
 * deduction it caused on the other runners' bets is gone when the race settles (settlement
 * computes deductions from the runners scratched at that time).
 *
 * Multiples' legs on the runner that its scratch voided come back as they were (ACCEPTED at
 * their struck price) while their bet is still open: no money moved for a void leg, and the
 * runner runs. A bet the void leg let settle (paid, or refunded when every leg was void) stays
 * settled, as a refunded single stays refunded.
 */
export async function reinstateRunner(
  deps: RaceDeps,
  actor: OperatorActor,
  fixtureId: string,
  horseNo: number,
  reason: string,
): Promise<{ refunded: number; legsRestored: number }> {
  let refunded = 0;
  let legsRestored = 0;
  await changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    apply: async (tx, fixture, now) => {
      const runner = await lockScratchedRunner(tx, fixture.id, horseNo);
      const open = await tx
        .select()
        .from(bets)
        .where(
          and(
            eq(bets.participantId, runner.id),
            inArray(bets.status, ['ACCEPTED', 'CONFIRMED']),
            lte(bets.placedAt, runner.scratchedAt),
          ),
        )
        .orderBy(bets.id)
        .for('update');
      for (const bet of open) {
        const transferId = await postRefund(
          tx,
          bet,
          await findPlayerAccounts(tx, bet.playerId),
          'SCRATCH_REFUND',
          `Refund of ticket ${bet.ticketNumber} (scratched runner)`,
        );
        await tx
          .update(bets)
          .set({
            status: 'REFUNDED',
            settledAt: now,
            settlementTransferId: transferId,
            totalWinPaise: 0,
            tdsPaise: 0,
            payoutPaise: 0,
          })
          .where(eq(bets.id, bet.id));
      }
      refunded = open.length;
      // Locked in id order, as the race's settlement locks them.
      const multiples = await lockMultipleBetsOfRace(tx, fixture.id);
      if (multiples.length > 0) {
        const openBets = tx
          .select({ id: multipleBets.id })
          .from(multipleBets)
          .where(
            and(
              inArray(multipleBets.id, multiples),
              inArray(multipleBets.status, ['ACCEPTED', 'CONFIRMED']),
            ),
          );
        const restored = await tx
          .update(multipleBetLegs)
          .set({ status: 'ACCEPTED', settledAt: null })
          .where(
            and(
              eq(multipleBetLegs.fixtureId, fixture.id),
              eq(multipleBetLegs.participantId, runner.id),
              eq(multipleBetLegs.status, 'VOID'),
              inArray(multipleBetLegs.betId, openBets),
            ),
          )
          .returning({ betId: multipleBetLegs.betId });
        legsRestored = restored.length;
      }
      await tx
        .update(participants)
        .set({ scratchedAt: null, scratchedPriceHundredths: null })
        .where(eq(participants.id, runner.id));
      await tx
        .update(selections)
        .set({ status: fixture.status === 'SUSPENDED' ? 'SUSPENDED' : 'OPEN' })
        .where(eq(selections.participantId, runner.id));
      await auditOperator(tx, actor, 'race.reinstate-runner', fixture.id, {
        horseNo,
        reason,
        scratchedAt: runner.scratchedAt.toISOString(),
        scratchPriceHundredths: runner.scratchedPriceHundredths,
        betsRefunded: refunded,
        multipleLegsRestored: legsRestored,
      });
    },
  });
  return { refunded, legsRestored };
}
