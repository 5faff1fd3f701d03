import { DIGITAL_CHANNEL } from '@furlong/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fixtures, meetings } from '../races/races.schema';

/** What the stream window and the provider need of a race on the digital channel. */
export async function findRaceForStream(db: Executor, fixtureId: string) {
  const [row] = await db
    .select({
      startAt: fixtures.startAt,
      status: fixtures.status,
      resultVoided: fixtures.resultVoided,
      videoCode: fixtures.videoCode,
      venueCode: meetings.venueCode,
    })
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .where(
      and(eq(fixtures.id, fixtureId), sql`${DIGITAL_CHANNEL} = any(${fixtures.allowedChannels})`),
    );
  return row;
}

export type RaceForStream = NonNullable<Awaited<ReturnType<typeof findRaceForStream>>>;

/** True when a race in [from, to) carries this video code: only our own channels are embedded. */
export async function isVideoCodeOnAir(
  db: Executor,
  videoCode: string,
  from: Date,
  to: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(
      and(eq(fixtures.videoCode, videoCode), gte(fixtures.startAt, from), lt(fixtures.startAt, to)),
    )
    .limit(1);
  return row !== undefined;
}

/** What decides a replay, for some races. */
export async function findReplayRaces(db: Executor, fixtureIds: string[]) {
  if (fixtureIds.length === 0) return [];
  return db
    .select({
      id: fixtures.id,
      venueCode: meetings.venueCode,
      videoCode: fixtures.videoCode,
      status: fixtures.status,
      resultVoided: fixtures.resultVoided,
    })
    .from(fixtures)
    .innerJoin(meetings, eq(meetings.id, fixtures.meetingId))
    .where(inArray(fixtures.id, fixtureIds));
}
