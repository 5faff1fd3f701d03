import type { MarketStatus } from '@furlong/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { markets, participants, selections } from '../races/races.schema';

/** Sets every market of a race, and the selections of runners still in it, to one status. */
export async function setMarketsStatus(
  tx: Executor,
  fixtureId: string,
  status: MarketStatus,
): Promise<void> {
  const raceMarkets = await tx
    .update(markets)
    .set({ status })
    .where(eq(markets.fixtureId, fixtureId))
    .returning({ id: markets.id });
  const runners = tx
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.fixtureId, fixtureId), isNull(participants.scratchedAt)));
  if (raceMarkets.length === 0) return;
  await tx
    .update(selections)
    .set({ status })
    .where(
      and(
        inArray(
          selections.marketId,
          raceMarkets.map((market) => market.id),
        ),
        inArray(selections.participantId, runners),
      ),
    );
}
