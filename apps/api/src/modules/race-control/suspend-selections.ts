import type { SuspendSelectionsBody } from '@furlong/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { changeFixture } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { markets, participants, selections } from '../races/races.schema';

/**
 * Suspends or reopens one runner (in every market), one market, or one runner in one market,
 * while the race stays open, before the off only. A bet on it is refused inside the bet
 * transaction (SUSPENDED).
 * Through changeFixture: the bets in flight finish first, and the card is announced.
 */
export async function suspendSelections(
  deps: RaceDeps,
  actor: OperatorActor,
  fixtureId: string,
  body: SuspendSelectionsBody,
): Promise<void> {
  const status = body.suspended ? 'SUSPENDED' : 'OPEN';
  await changeFixture(deps, fixtureId, {
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    apply: async (tx, fixture, now) => {
      // After the off betting stays closed: a market reopened then would take no bet, and
      // answering "reopened" would mislead the trader.
      if (fixture.offAt !== null || now.getTime() >= fixture.startAt.getTime())
        throw new AppError(
          'RACE_ALREADY_OFF',
          `Race ${fixture.raceNumber} is off: its markets and runners can no longer be suspended or reopened`,
        );
      const raceMarkets = await tx
        .select({ id: markets.id, type: markets.type })
        .from(markets)
        .where(
          and(
            eq(markets.fixtureId, fixture.id),
            ...(body.market ? [eq(markets.type, body.market)] : []),
          ),
        );
      if (raceMarkets.length === 0)
        throw new AppError('NOT_FOUND', `This race has no ${body.market ?? ''} market`);
      const marketIds = raceMarkets.map((market) => market.id);
      if (body.horseNo === null) {
        // The market itself: place_bet_slip and the card read its status over its selections'.
        await tx.update(markets).set({ status }).where(inArray(markets.id, marketIds));
      } else {
        const [runner] = await tx
          .select({ id: participants.id, scratchedAt: participants.scratchedAt })
          .from(participants)
          .where(
            and(eq(participants.fixtureId, fixture.id), eq(participants.horseNumber, body.horseNo)),
          );
        if (!runner) throw new AppError('NOT_FOUND', `Horse ${body.horseNo} is not in this race`);
        if (runner.scratchedAt)
          throw new AppError('CONFLICT', `Horse ${body.horseNo} is scratched`);
        await tx
          .update(selections)
          .set({ status })
          .where(
            and(eq(selections.participantId, runner.id), inArray(selections.marketId, marketIds)),
          );
      }
      await auditOperator(
        tx,
        actor,
        body.suspended ? 'race.suspend-selections' : 'race.reopen-selections',
        fixture.id,
        {
          horseNo: body.horseNo,
          market: body.market,
        },
      );
    },
  });
}
