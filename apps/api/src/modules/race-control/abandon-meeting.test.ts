import { indiaInstant, type AbandonMeetingResponse, type ErrorBody } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { auditLog } from '../audit/audit.schema';
import { bets } from '../bets/bets.schema';
import { openRace, placeBet, raceAction, walletOf } from '../debts/debts.test-kit';
import { fixtures } from '../races/races.schema';

describe('POST /api/operator/meetings/{uid}/abandon', () => {
  let subject: TestApp;
  let operator: { authorization: string };
  const day = '2025-08-15';
  const clock = createManualClock(indiaInstant(day, '12:00'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    operator = (await signedInOperator(subject)).auth;
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });
  const abandon = (uid: string, payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/meetings/${uid}/abandon`,
      headers: operator,
      payload,
    });

  it('voids every race of the meeting not yet paid and refunds every stake, in one action', async () => {
    const first = await openRace(subject, indiaInstant(day, '12:30'));
    const second = await openRace(subject, indiaInstant(day, '13:30'));
    const third = await openRace(subject, indiaInstant(day, '14:30'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1000_00);
    await placeBet(subject, player, first, { horseNo: 1, rupees: 100 });
    await placeBet(subject, player, second, { horseNo: 2, rupees: 200 });
    await placeBet(subject, player, third, { horseNo: 3, rupees: 300 });
    // The first race is run and paid before the weather closes the course.
    clock.set(indiaInstant(day, '12:35'));
    operator = (await signedInOperator(subject)).auth;
    await raceAction(subject, operator, first, 'suspend');
    await raceAction(subject, operator, first, 'result', 4);
    const paid = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${first}/paid`,
      headers: operator,
    });
    expect(paid.statusCode).toBe(200);
    expect((await walletOf(subject, player)).cash).toBe(400);

    const [race] = await subject.database.db.select().from(fixtures).where(eq(fixtures.id, second));
    const meetingId = race!.meetingId;
    expect((await abandon(meetingId, { reason: 'x' })).statusCode).toBe(400);
    const response = await abandon(meetingId, { reason: 'Waterlogged course' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AbandonMeetingResponse>()).toEqual({
      meetingUid: meetingId,
      racesVoided: 2,
      betsRefunded: 2,
      racesStood: 0,
    });
    expect((await walletOf(subject, player)).cash).toBe(900);
    const rows = await subject.database.db
      .select()
      .from(bets)
      .where(eq(bets.playerId, player.session.uid));
    expect(rows.map((bet) => bet.status).sort()).toEqual(['LOST', 'VOID', 'VOID']);
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, meetingId), eq(auditLog.action, 'meeting.abandon')));
    expect(audits[0]?.details).toMatchObject({ reason: 'Waterlogged course', racesVoided: 2 });

    // Again: nothing left to void.
    expect((await abandon(meetingId, { reason: 'Waterlogged course' })).json()).toMatchObject({
      racesVoided: 0,
    });
  });

  it('keeps the races run with an official result, paid or not, voids the races not run and lets the stewards decide a provisional one', async () => {
    const day2 = '2025-08-16';
    clock.set(indiaInstant(day2, '12:00'));
    const official = await openRace(subject, indiaInstant(day2, '12:30'));
    const standing = await openRace(subject, indiaInstant(day2, '13:30'));
    const enquiry = await openRace(subject, indiaInstant(day2, '14:00'));
    const notRun = await openRace(subject, indiaInstant(day2, '15:30'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1000_00);
    await placeBet(subject, player, official, { horseNo: 1, rupees: 100 });
    await placeBet(subject, player, standing, { horseNo: 2, rupees: 100 });
    await placeBet(subject, player, enquiry, { horseNo: 3, rupees: 100 });
    await placeBet(subject, player, notRun, { horseNo: 4, rupees: 100 });
    clock.set(indiaInstant(day2, '14:30'));
    operator = (await signedInOperator(subject)).auth;
    // Run, official and settled, but nobody clicked "paid".
    await raceAction(subject, operator, official, 'suspend');
    await raceAction(subject, operator, official, 'result', 1);
    const settled = await walletOf(subject, player);
    const provisional = async (uid: string, winner: number) => {
      await raceAction(subject, operator, uid, 'suspend');
      const declared = await subject.app.inject({
        method: 'POST',
        url: `/api/operator/races/${uid}/result`,
        headers: operator,
        payload: {
          standings: [1, 2, 3].map((place) => ({ place, horseNo: ((winner + place - 2) % 8) + 1 })),
        },
      });
      expect(declared.json()).toMatchObject({ result: { state: 'PROVISIONAL' } });
    };
    await provisional(standing, 2);
    await provisional(enquiry, 3);
    const lodged = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${enquiry}/enquiry`,
      headers: operator,
      payload: { state: 'ENQUIRY' },
    });
    expect(lodged.statusCode, lodged.body).toBe(200);
    const [race] = await subject.database.db.select().from(fixtures).where(eq(fixtures.id, notRun));
    const meetingId = race!.meetingId;

    const undecided = await abandon(meetingId, {
      reason: 'Waterlogged course',
      provisional: [{ raceUid: standing, decision: 'STAND' }],
    });
    expect(undecided.statusCode, undecided.body).toBe(409);
    expect(undecided.json<ErrorBody>()).toMatchObject({
      code: 'PROVISIONAL_RACES_UNDECIDED',
      details: { races: [{ raceUid: enquiry, resultState: 'ENQUIRY' }] },
    });
    expect((await walletOf(subject, player)).cash).toBe(settled.cash);
    const stranger = await abandon(meetingId, {
      reason: 'Waterlogged course',
      provisional: [{ raceUid: '00000000-0000-4000-8000-000000000999', decision: 'VOID' }],
    });
    expect(stranger.statusCode).toBe(400);

    const response = await abandon(meetingId, {
      reason: 'Waterlogged course',
      provisional: [
        { raceUid: standing, decision: 'STAND' },
        { raceUid: enquiry, decision: 'VOID' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AbandonMeetingResponse>()).toEqual({
      meetingUid: meetingId,
      racesVoided: 2,
      betsRefunded: 2,
      racesStood: 1,
    });
    const statusOf = async (uid: string) =>
      (
        await subject.database.db
          .select()
          .from(bets)
          .where(and(eq(bets.playerId, player.session.uid), eq(bets.fixtureId, uid)))
      ).map((bet) => bet.status);
    expect(await statusOf(official)).toEqual(['WON']);
    expect(await statusOf(standing)).toEqual(['WON']);
    expect(await statusOf(enquiry)).toEqual(['VOID']);
    expect(await statusOf(notRun)).toEqual(['VOID']);
    const after = await walletOf(subject, player);
    // The official race's winnings stay; the standing race pays; the rest is refunded.
    expect(settled.cash).toBe(834.37);
    expect(after.cash).toBe(1346.87);
    const [stood] = await subject.database.db
      .select()
      .from(fixtures)
      .where(eq(fixtures.id, standing));
    expect(stood).toMatchObject({ resultState: 'OFFICIAL', resultVoided: false });
    const [kept] = await subject.database.db
      .select()
      .from(fixtures)
      .where(eq(fixtures.id, official));
    expect(kept).toMatchObject({ resultState: 'OFFICIAL', resultVoided: false });
  });

  it('answers 404 for an unknown meeting', async () => {
    const response = await abandon('00000000-0000-4000-8000-000000000999', { reason: 'Fog' });
    expect(response.statusCode).toBe(404);
  });
});
