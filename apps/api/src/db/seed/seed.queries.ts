import { DIGITAL_CHANNEL } from '@furlong/contract';
import { and, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { fixtures, meetings } from '../../modules/races/races.schema';

/** Venues that already have a meeting on an India-time day. */
export async function findMeetingVenues(db: Executor, day: string): Promise<Set<string>> {
  const rows = await db
    .select({ venueCode: meetings.venueCode })
    .from(meetings)
    .where(eq(meetings.day, day));
  return new Set(rows.map((row) => row.venueCode));
}

/** Start of the last race in [from, to) that players can still bet on, if any. */
export async function findLatestOpenStart(
  db: Executor,
  from: Date,
  to: Date,
): Promise<Date | null> {
  const [latest] = await db
    .select({ startAt: max(fixtures.startAt) })
    .from(fixtures)
    .where(
      and(
        inArray(fixtures.status, ['NEW', 'PUBLISHED']),
        gte(fixtures.startAt, from),
        lt(fixtures.startAt, to),
        sql`${DIGITAL_CHANNEL} = any(${fixtures.allowedChannels})`,
      ),
    );
  return latest?.startAt ?? null;
}
