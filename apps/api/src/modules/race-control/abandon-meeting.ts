import type {
  AbandonMeetingBody,
  AbandonMeetingResponse,
  StewardsDecision,
} from '@furlong/contract';
import { asc, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../app-error';
import type { RaceDeps } from '../races/race-deps';
import { fixtures, meetings } from '../races/races.schema';
import { voidRace } from './void-race';
import { declareOfficial } from './result-state';
import { settleRace } from '../settlement/settle-race';
import { auditOperator, type OperatorActor } from '../audit/audit-operator';

/** Races an abandonment may still touch: those not yet paid out (nor completed). */
const UNPAID = ['NEW', 'PUBLISHED', 'SUSPENDED', 'RESULT'];

type Race = {
  id: string;
  raceNumber: number;
  status: string;
  resultVoided: boolean;
  resultState: string | null;
};

/** A rule of racing: races run before an abandonment stand once their result is official. */
const hasOfficialResult = (race: Race) =>
  race.status === 'RESULT' && race.resultState === 'OFFICIAL';
/** Provisional, under an enquiry or an objection: the stewards decide whether it stands. */
const isProvisional = (race: Race) =>
  race.status === 'RESULT' && !race.resultVoided && race.resultState !== 'OFFICIAL';

function decisionsFor(
  races: Race[],
  provisional: NonNullable<AbandonMeetingBody['provisional']>,
): Map<string, StewardsDecision> {
  const known = new Set(races.map((race) => race.id));
  const decisions = new Map(provisional.map((entry) => [entry.raceUid, entry.decision]));
  const strangers = [...decisions.keys()].filter((uid) => !known.has(uid));
  if (strangers.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'A stewards’ decision names a race that is not of this meeting.',
      [{ path: 'provisional', message: 'Choose races of this meeting only.' }],
    );
  const undecided = races.filter((race) => isProvisional(race) && !decisions.has(race.id));
  if (undecided.length > 0)
    throw new AppError(
      'PROVISIONAL_RACES_UNDECIDED',
      `The stewards must say whether race ${undecided.map((race) => race.raceNumber).join(', ')} stands or is void before the meeting is abandoned.`,
      undefined,
      {
        races: undecided.map((race) => ({
          raceUid: race.id,
          raceNumber: race.raceNumber,
          resultState: race.resultState,
        })),
      },
    );
  return decisions;
}

/**
 * Abandons a meeting in one action. Races already run with an official result stand, paid or
 * not; every race without a result is voided and its bets refunded (stake and GST); a race
 * under a provisional result follows the stewards' decision sent with the request (STAND: its
 * result is declared official and settled; VOID: voided and refunded), and none is touched
 * while one is undecided (409 PROVISIONAL_RACES_UNDECIDED listing them). Each race goes through
 * the same verbs as on its own, one transaction per race, so a failure part-way leaves whole
 * races done and calling again finishes the rest. Audited once with the reason.
 */
export async function abandonMeeting(
  deps: RaceDeps,
  actor: OperatorActor,
  meetingId: string,
  body: AbandonMeetingBody,
): Promise<AbandonMeetingResponse> {
  const [meeting] = await deps.db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) throw notFound('Meeting');
  const races: Race[] = await deps.db
    .select({
      id: fixtures.id,
      raceNumber: fixtures.raceNumber,
      status: fixtures.status,
      resultVoided: fixtures.resultVoided,
      resultState: fixtures.resultState,
    })
    .from(fixtures)
    .where(eq(fixtures.meetingId, meetingId))
    .orderBy(asc(fixtures.raceNumber));
  const decisions = decisionsFor(races, body.provisional ?? []);
  const open = races.filter(
    (race) => UNPAID.includes(race.status) && !race.resultVoided && !hasOfficialResult(race),
  );
  let racesVoided = 0;
  let racesStood = 0;
  let betsRefunded = 0;
  for (const race of open) {
    if (isProvisional(race) && decisions.get(race.id) === 'STAND') {
      await declareOfficial(deps, race.id);
      await settleRace(deps, race.id);
      racesStood += 1;
      continue;
    }
    await voidRace(deps, race.id);
    betsRefunded += (await settleRace(deps, race.id)).refunded;
    racesVoided += 1;
  }
  await auditOperator(deps.db, actor, 'meeting.abandon', meetingId, {
    reason: body.reason,
    racesVoided,
    racesStood,
    betsRefunded,
    ...(decisions.size > 0 ? { provisional: Object.fromEntries(decisions) } : {}),
  });
  return { meetingUid: meetingId, racesVoided, betsRefunded, racesStood };
}
