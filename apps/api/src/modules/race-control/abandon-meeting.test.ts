import { indiaInstant, type AbandonMeetingResponse } from '@furlong/contract';
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

  it('answers 404 for an unknown meeting', async () => {
    const response = await abandon('00000000-0000-4000-8000-000000000999', { reason: 'Fog' });
    expect(response.statusCode).toBe(404);
  });
});
