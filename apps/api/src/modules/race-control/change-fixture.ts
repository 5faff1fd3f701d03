import type { FixtureStatus } from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { Transaction } from '../../db/client';
import { announceFixtureChange, type PriceMove } from '../races/announce-fixture-change';
import type { RaceDeps } from '../races/race-deps';
import { lockRaceAgainstBetting } from '../races/race-betting-lock';
import { fixtures } from '../races/races.schema';

export type FixtureRow = typeof fixtures.$inferSelect;
export type FixturePatch = Partial<
  Pick<
    FixtureRow,
    | 'status'
    | 'resultVoided'
    | 'resultState'
    | 'settlementRequestedAt'
    | 'name'
    | 'label'
    | 'tips'
    | 'message'
  >
>;

export interface FixtureChange {
  /** Statuses the race may be in for this change; anything else is a conflict. */
  from: readonly FixtureStatus[];
  /** Runs inside the transaction with the race row locked; returns the race's own changes. */
  apply(tx: Transaction, fixture: FixtureRow, now: Date): Promise<FixturePatch | void>;
  /**
   * The change needs the race's bets brought in line: the settlement outbox is set in its
   * transaction (settlement/request-settlement), so no committed change goes unsettled.
   */
  settles?: boolean;
  /**
   * The new prices, when they were the whole change; read after the commit. The announcement
   * then carries them and clients holding the previous version need no reload.
   */
  priceMove?: () => PriceMove | undefined;
}

/**
 * The one way a race changes: wait for the bets being placed on it (its betting lock), lock
 * its row, check the status, apply, bump the version,
 * commit, then announce (without waiting for the fan-out). Every verb of this module (and so the operator and the simulator)
 * goes through here, which keeps caches and realtime clients honest.
 */
export async function changeFixture(
  deps: RaceDeps,
  fixtureId: string,
  change: FixtureChange,
): Promise<FixtureRow> {
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    await lockRaceAgainstBetting(tx, fixtureId);
    const [fixture] = await tx
      .select()
      .from(fixtures)
      .where(eq(fixtures.id, fixtureId))
      .for('update');
    if (!fixture) throw notFound('Race');
    if (!(change.from as readonly string[]).includes(fixture.status)) {
      throw new AppError(
        'CONFLICT',
        `Race ${fixture.raceNumber} is ${fixture.status}: that change is not allowed now`,
      );
    }
    const patch = {
      ...(change.settles ? { settlementRequestedAt: now } : {}),
      ...((await change.apply(tx, fixture, now)) ?? {}),
    };
    const [row] = await tx
      .update(fixtures)
      .set({ ...patch, version: sql`${fixtures.version} + 1`, updatedAt: now })
      .where(eq(fixtures.id, fixtureId))
      .returning();
    return row as FixtureRow;
  });
  // Listeners on this instance (the card cache) hear it now, before the change returns; the
  // broker and the sockets are not waited for (decision 068). The hub logs its own failures,
  // and a committed change is answered as committed whatever the announcement meets.
  announceFixtureChange(deps.hub, updated, change.priceMove?.()).catch(() => undefined);
  return updated;
}

export function assertBeforeOff(fixture: FixtureRow, now: Date): void {
  if (now.getTime() >= fixture.startAt.getTime()) {
    throw new AppError('CONFLICT', `Race ${fixture.raceNumber} is past its start time`);
  }
}
