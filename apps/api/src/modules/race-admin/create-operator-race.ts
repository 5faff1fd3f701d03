import { indiaDayOf, type CreateRaceBody } from '@furlong/contract';
import { AppError } from '../../app-error';
import { createRace } from '../races/create-race';
import type { RaceDeps } from '../races/race-deps';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { findVenue, isRaceNumberTaken } from './race-admin.queries';
import { toRunnerInput } from './to-runner-input';

/**
 * Adds a race (NEW) to a meeting, creating the meeting if new. The venue and the race number
 * are checked first so a mistake is a clear 400/409 rather than a constraint failure.
 */
export async function createOperatorRace(
  deps: RaceDeps,
  actor: OperatorActor,
  body: CreateRaceBody,
): Promise<string> {
  const venueCode = body.venue.toUpperCase();
  if (!(await findVenue(deps.db, venueCode)))
    throw new AppError('VALIDATION_FAILED', `Venue ${venueCode} is not known`);
  if (await isRaceNumberTaken(deps.db, venueCode, body.day, body.raceNumber)) {
    throw new AppError(
      'CONFLICT',
      `${venueCode} already has a race ${body.raceNumber} on ${body.day}`,
    );
  }
  const startAt = new Date(body.startDate);
  if (startAt.getTime() <= deps.clock.now().getTime())
    throw new AppError('VALIDATION_FAILED', 'The start time must be in the future');
  if (indiaDayOf(startAt) !== body.day)
    throw new AppError('VALIDATION_FAILED', `The start time must fall on ${body.day} (India time)`);
  const { id } = await createRace(deps, {
    venueCode,
    day: body.day,
    raceNumber: body.raceNumber,
    startAt,
    distanceMetres: body.distance,
    name: body.name,
    label: body.label ?? null,
    tips: body.tips ?? null,
    message: body.message ?? null,
    videoCode: body.videoCode ?? null,
    runners: body.runners.map(toRunnerInput),
  });
  await auditOperator(deps.db, actor, 'race.create', id, {
    venue: venueCode,
    day: body.day,
    raceNumber: body.raceNumber,
    runners: body.runners.length,
  });
  return id;
}
