import { fixtureSchema, type NextOffResponse, type RaceBookResponse } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { fundPlayer } from '../../../test/wallet-factory';
import { publishRace } from '../race-control/publish-race';
import { recordOff } from '../race-control/record-off';

const MINUTE = 60_000;

describe('the next-off board', () => {
  let subject: TestApp;
  let trader: { authorization: string };

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    trader = (await signedInOperator(subject, 'TRADER')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  it('lists the races still to run across venues and days, soonest first, with stakes, worst case and reviews', async () => {
    const now = Date.now();
    const bengaluru = await addRace(subject, new Date(now + 60 * MINUTE), { raceNumber: 1 });
    const mysuru = await addRace(subject, new Date(now + 30 * MINUTE), {
      raceNumber: 1,
      venueCode: 'MYS',
    });
    const tomorrow = await addRace(subject, new Date(now + 24 * 60 * MINUTE), { raceNumber: 2 });
    const gone = await addRace(subject, new Date(now + 5 * MINUTE), { raceNumber: 3 });
    await publishRace(raceDeps(subject), gone);
    await recordOff(raceDeps(subject), gone);

    // A bet on the Mysuru race: its stake and the book's worst case show on the board.
    await publishRace(raceDeps(subject), mysuru);
    const card = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${mysuru}` })).json(),
    );
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const line = { ...slipLineFor(card, 1, 'WIN', 500), venue: 'MYS' };
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': 'next-off-1' },
      payload: [line],
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const response = await subject.app.inject({
      url: '/api/operator/races/next-off',
      headers: trader,
    });
    expect(response.statusCode).toBe(200);
    const board = response.json<NextOffResponse>();
    expect(board.races.map((race) => race.uid)).toEqual([mysuru, bengaluru, tomorrow]);
    expect(board.races.map((race) => race.venue)).toEqual(['MYS', 'BLR', 'BLR']);
    const book = (
      await subject.app.inject({ url: `/api/operator/races/${mysuru}/book`, headers: trader })
    ).json<RaceBookResponse>();
    expect(board.races[0]).toMatchObject({
      stakeTotal: 500,
      betCount: 1,
      pendingReview: 0,
      worstCase: book.worstCase,
    });
    expect(book.worstCase).toBeLessThan(0);
    expect(board.races[1]).toMatchObject({ stakeTotal: 0, worstCase: 0 });
    expect(Date.parse(board.asOf)).toBeGreaterThanOrEqual(now);
  });

  it('is for operators who may see races', async () => {
    const cashier = (await signedInOperator(subject, 'CASHIER')).auth;
    const refused = await subject.app.inject({
      url: '/api/operator/races/next-off',
      headers: cashier,
    });
    expect(refused.statusCode).toBe(403);
  });
});
