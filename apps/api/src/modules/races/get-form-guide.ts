import type { FormGuide } from '@furlong/contract';
import { DIGITAL_CHANNEL } from '@furlong/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { venues } from '../reference/reference.schema';
import { racesWithReplay } from '../video/replays';
import type { StreamProvider } from '../video/stream-provider';
import { daysSinceLastRun, formRecords } from './form-records';
import { fromHundredths } from './prices';
import { fixtures, formRuns, meetings, participants } from './races.schema';

/** A runner's form guide; undefined when the participant does not exist. */
export async function getFormGuide(
  db: Executor,
  participantId: string,
  replays: { provider: StreamProvider; now: Date },
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
  const replayOfRun = await findRunReplays(db, participantId, replays);
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
    replay: replayOfRun.get(run.runIndex) ?? null,
  }));
  return {
    participant: participantId,
    horse: runner.name,
    runs,
    daysSinceLastRun: daysSinceLastRun(runs, runner.day),
    records: formRecords(runs, runner),
  };
}

const ranBefore = alias(participants, 'ran_before');
const runMeetings = alias(meetings, 'run_meetings');
const runRaces = alias(fixtures, 'run_races');

/**
 * The form feed names a run by day and course only: it is our race when the same horse (by
 * name) ran in one of ours there that day. Run index to that race, where it has a replay.
 */
async function findRunReplays(
  db: Executor,
  participantId: string,
  { provider, now }: { provider: StreamProvider; now: Date },
): Promise<Map<number, string>> {
  const rows = await db
    .select({ runIndex: formRuns.runIndex, fixtureId: runRaces.id })
    .from(formRuns)
    .innerJoin(participants, eq(participants.id, formRuns.participantId))
    .innerJoin(
      runMeetings,
      and(eq(runMeetings.venueCode, formRuns.venueCode), eq(runMeetings.day, formRuns.runOn)),
    )
    .innerJoin(
      runRaces,
      and(
        eq(runRaces.meetingId, runMeetings.id),
        sql`${DIGITAL_CHANNEL} = any(${runRaces.allowedChannels})`,
      ),
    )
    .innerJoin(
      ranBefore,
      and(
        eq(ranBefore.fixtureId, runRaces.id),
        sql`lower(${ranBefore.name}) = lower(${participants.name})`,
        isNull(ranBefore.scratchedAt),
      ),
    )
    .where(eq(formRuns.participantId, participantId));
  const withReplay = await racesWithReplay(
    db,
    provider,
    rows.map((row) => row.fixtureId),
    now,
  );
  return new Map(
    rows.filter((row) => withReplay.has(row.fixtureId)).map((row) => [row.runIndex, row.fixtureId]),
  );
}
