import { dayReportSchema, indiaDayOf, indiaInstant } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { fundPlayer } from '../../../test/wallet-factory';
import { openRace, placeBet, raceAction } from '../debts/debts.test-kit';

/** A race's stakes are the house's only once it is settled: before that the day report shows them open. */
describe('the day report before a race is settled', () => {
  let subject: TestApp;
  let operator: { authorization: string };
  // Ten in the morning, India time: the race half an hour on is on today's India day
  // whatever the hour the suite runs.
  const clock = createManualClock(indiaInstant(indiaDayOf(Date.now()), '10:00'));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    operator = (await signedInOperator(subject)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  const dayReport = async () => {
    const response = await subject.app.inject({
      url: `/api/operator/reports/day?day=${indiaDayOf(clock.now())}`,
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    return dayReportSchema.parse(response.json());
  };

  it('shows an unsettled race’s stakes as open, not as house win, until its result', async () => {
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 10_000_00);
    const race = await openRace(subject, new Date(clock.now().getTime() + 30 * 60_000));
    await placeBet(subject, player, race, { horseNo: 2, rupees: 100 });

    const before = await dayReport();
    const row = before.races.find((entry) => entry.fixtureUid === race);
    const face = row!.stakes - row!.gst;
    expect(face).toBeGreaterThan(0);
    expect(row).toMatchObject({ houseResult: 0, openStakes: face });
    expect(before.totals).toMatchObject({ houseResult: 0, openStakes: face });

    clock.set(new Date(clock.now().getTime() + 31 * 60_000));
    operator = (await signedInOperator(subject)).auth;
    // Horse 1 wins: the bet on 2 loses and its face value is the house's.
    await raceAction(subject, operator, race, 'suspend');
    await raceAction(subject, operator, race, 'result', 1);
    const after = (await dayReport()).races.find((entry) => entry.fixtureUid === race);
    expect(after).toMatchObject({ openStakes: 0 });
    expect(after!.houseResult).toBeCloseTo(face, 2);
  });
});
