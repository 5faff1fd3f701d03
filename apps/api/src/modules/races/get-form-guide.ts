import type { FormGuide } from '@furlong/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { venues } from '../reference/reference.schema';
import { daysSinceLastRun, formRecords } from './form-records';
import { fromHundredths } from './prices';
import { fixtures, formRuns, meetings, participants } from './races.schema';

/** A runner's form guide; undefined when the participant does not exist. */
export async function getFormGuide(
  db: Executor,
  participantId: string,
): Promise<FormGuide | undefined> {
  const [runner] = await db
    .select({
      name: participants.name,
      jockey: participants.jockey,
      distance: fixtures.distanceMetres,
      venue: meetings.venueCode,
      day: meetings.day,
    })
    .from(participants)
    .innerJoin(fixtures, eq(fixtures.id, participants.fixtureId))
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .where(eq(participants.id, participantId));
  if (!runner) return undefined;
  const rows = await db
    .select({ run: formRuns, venueName: venues.name })
    .from(formRuns)
    .innerJoin(venues, eq(venues.code, formRuns.venueCode))
    .where(eq(formRuns.participantId, participantId))
    .orderBy(asc(formRuns.runIndex));
  const runs = rows.map(({ run, venueName }) => ({
    date: run.runOn,
    venue: run.venueCode,
    venueName,
    distance: run.distanceMetres,
    going: run.going,
    position: run.position,
    fieldSize: run.fieldSize,
    jockey: run.jockey,
    weight: run.weightKg,
    margin: run.marginLengths,
    startingPrice: fromHundredths(run.startingPriceHundredths),
  }));
  return {
    participant: participantId,
    horse: runner.name,
    runs,
    daysSinceLastRun: daysSinceLastRun(runs, runner.day),
    records: formRecords(runs, runner),
  };
}
