import type { MeetingResponse } from '@furlong/contract';
import { AppError } from '../../app-error';
import { meetings } from '../races/races.schema';
import type { RaceDeps } from '../races/race-deps';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';
import { findMeeting, findVenue } from './race-admin.queries';

/** Opens a race day at a venue; asking again for the same venue and day returns the same meeting. */
export async function createMeeting(
  deps: RaceDeps,
  actor: OperatorActor,
  input: { venue: string; day: string },
): Promise<MeetingResponse> {
  const venueCode = input.venue.toUpperCase();
  if (!(await findVenue(deps.db, venueCode)))
    throw new AppError('VALIDATION_FAILED', `Venue ${venueCode} is not known`);
  const existing = await findMeeting(deps.db, venueCode, input.day);
  if (!existing) {
    await deps.db.transaction(async (tx) => {
      const [meeting] = await tx
        .insert(meetings)
        .values({ venueCode, day: input.day })
        .onConflictDoNothing()
        .returning({ id: meetings.id });
      if (meeting)
        await auditOperator(tx, actor, 'meeting.create', meeting.id, {
          venue: venueCode,
          day: input.day,
        });
    });
  }
  const meeting = await findMeeting(deps.db, venueCode, input.day);
  if (!meeting)
    throw new AppError('CONFLICT', 'The meeting could not be created; please try again');
  return {
    uid: meeting.id,
    venue: meeting.venueCode,
    venueName: meeting.venueName,
    day: meeting.day,
  };
}
