import type { AbandonMeetingResponse } from '@furlong/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { RaceDeps } from '../races/race-deps';
import { fixtures, meetings } from '../races/races.schema';
import { voidRace } from './void-race';
import { settleRace } from '../settlement/settle-race';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';

/** Races a meeting's abandonment voids: every race not yet paid out (nor voided already). */
const VOIDABLE = ['NEW', 'PUBLISHED', 'SUSPENDED', 'RESULT'];

/**
 * Abandons a meeting in one action: every race not yet paid is voided and its bets refunded
 * (stake and GST). Each race is voided and settled by the same verbs as a single void, one
 * transaction per race, so a failure part-way leaves whole races done and calling again
 * finishes the rest (voided races are skipped). Audited once with the reason.
 */
export async function abandonMeeting(
  deps: RaceDeps,
  actor: OperatorActor,
  meetingId: string,
  reason: string,
): Promise<AbandonMeetingResponse> {
  const [meeting] = await deps.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) throw notFound('Meeting');
  const races = await deps.db
    .select({ id: fixtures.id, resultVoided: fixtures.resultVoided })
    .from(fixtures)
    .where(and(eq(fixtures.meetingId, meetingId), inArray(fixtures.status, VOIDABLE)))
    .orderBy(asc(fixtures.raceNumber));
  let racesVoided = 0;
  let betsRefunded = 0;
  for (const race of races.filter((candidate) => !candidate.resultVoided)) {
    await voidRace(deps, race.id);
    betsRefunded += (await settleRace(deps, race.id)).refunded;
    racesVoided += 1;
  }
  await auditOperator(deps.db, actor, 'meeting.abandon', meetingId, {
    reason,
    racesVoided,
    betsRefunded,
  });
  return { meetingUid: meetingId, racesVoided, betsRefunded };
}
