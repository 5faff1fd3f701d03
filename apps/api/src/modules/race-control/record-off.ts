import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { changeFixture, type FixtureRow } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { fixtures } from '../races/races.schema';
import { setMarketsStatus } from './set-markets-status';

/**
 * Records the actual off (the operator, or the race clock at the card time): betting closes
 * and the race's start time becomes the off, so a bet struck at or after it is void at
 * settlement (decision 012), even one accepted before the off was recorded. A late start is
 * a later start time (edit) until the off is recorded. Once only.
 */
export function recordOff(deps: RaceDeps, fixtureId: string, offAt?: Date): Promise<FixtureRow> {
  return changeFixture(deps, fixtureId, {
    settles: true,
    from: ['NEW', 'PUBLISHED', 'SUSPENDED'],
    apply: async (tx, fixture, now) => {
      if (fixture.offAt)
        throw new AppError('CONFLICT', `Race ${fixture.raceNumber} is already off`);
      const off = offAt ?? now;
      if (off.getTime() > now.getTime())
        throw new AppError('VALIDATION_FAILED', 'The off cannot be in the future');
      await setMarketsStatus(tx, fixture.id, 'SUSPENDED');
      await tx
        .update(fixtures)
        .set({ offAt: off, startAt: off })
        .where(eq(fixtures.id, fixture.id));
      return { status: 'SUSPENDED' };
    },
  });
}
