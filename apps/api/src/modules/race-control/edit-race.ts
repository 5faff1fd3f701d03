import type { EditRaceBody } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { assertBeforeOff, changeFixture, type FixturePatch } from './change-fixture';
import type { RaceDeps } from '../races/race-deps';
import { fixtures } from '../races/races.schema';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';

/**
 * Edits a race's details. Names, tips and messages may change until the race is complete;
 * the start time and distance only while bets are still being struck, before the off, since
 * they change what a player bet on (and the start time is when betting closes).
 */
export async function editRace(
  deps: RaceDeps,
  actor: OperatorActor,
  fixtureId: string,
  body: EditRaceBody,
): Promise<void> {
  const changesTheRace = body.startDate !== undefined || body.distance !== undefined;
  await changeFixture(deps, fixtureId, {
    from: changesTheRace
      ? ['NEW', 'PUBLISHED', 'SUSPENDED']
      : ['NEW', 'PUBLISHED', 'SUSPENDED', 'RESULT', 'PAID'],
    apply: async (tx, fixture, now) => {
      if (changesTheRace) assertBeforeOff(fixture, now);
      const startAt = body.startDate === undefined ? undefined : new Date(body.startDate);
      if (startAt && startAt.getTime() <= now.getTime())
        throw new AppError('VALIDATION_FAILED', 'The start time must be in the future');
      const extra = {
        ...(startAt ? { startAt } : {}),
        ...(body.distance !== undefined ? { distanceMetres: body.distance } : {}),
        ...(body.videoCode !== undefined ? { videoCode: body.videoCode } : {}),
      };
      if (Object.keys(extra).length > 0)
        await tx.update(fixtures).set(extra).where(eq(fixtures.id, fixture.id));
      const patch: FixturePatch = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.label !== undefined) patch.label = body.label;
      if (body.tips !== undefined) patch.tips = body.tips;
      if (body.message !== undefined) patch.message = body.message;
      return patch;
    },
  });
  await auditOperator(deps.db, actor, 'race.edit', fixtureId, { ...body });
}
