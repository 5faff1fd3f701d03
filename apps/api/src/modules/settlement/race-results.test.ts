import { indiaInstant, raceResultsSchema, type RaceResultPrices } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';

const DAY = '2031-04-12';

describe('GET /api/mc/race-results', () => {
  let subject: TestApp;
  const clock = createManualClock(indiaInstant(DAY, '09:00'));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    const deps = raceDeps(subject);
    const race = async (raceNumber: number, runnerCount: number) => {
      const id = await addRace(subject, indiaInstant(DAY, `1${raceNumber}:00`), {
        raceNumber,
        runnerCount,
      });
      await publishRace(deps, id);
      return id;
    };
    // Race 1: eight runners, a dead heat for second. Race 2: five starters once one is
    // scratched (Place pays two). Race 3: three runners (only Win runs). Race 4: void.
    // Race 5: not yet run.
    const eight = await race(1, 8);
    const six = await race(2, 6);
    await scratchRunner(deps, six, 6);
    const three = await race(3, 3);
    const voided = await race(4, 8);
    await race(5, 8);
    clock.set(indiaInstant(DAY, '15:00'));
    for (const id of [eight, six, three, voided]) await suspendRace(deps, id);
    await declareResult(deps, eight, {
      standings: [
        { place: 1, horseNumber: 4 },
        { place: 2, horseNumber: 2 },
        { place: 2, horseNumber: 7 },
      ],
    });
    await declareResult(deps, six, {
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 3 },
        { place: 3, horseNumber: 5 },
      ],
    });
    await declareResult(deps, three, {
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await voidRace(deps, voided);
  });
  afterAll(async () => {
    await subject.close();
  });

  const results = async (date: string) => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/mc/race-results?date=${date}`,
    });
    expect(response.statusCode).toBe(200);
    return raceResultsSchema.parse(response.json());
  };
  /** "4@5" per winner, market by market. */
  const winnersOf = (race: RaceResultPrices | undefined) =>
    Object.fromEntries(
      (race?.markets ?? []).map((market) => [
        market.market,
        market.isRunning
          ? market.winners.map(
              (winner) => `${winner.horseNumber}@${winner.price}${winner.isDeadHeat ? ' DH' : ''}`,
            )
          : 'not run',
      ]),
    );

  it('lists the resulted races of the day with the winners and prices of every market', async () => {
    const day = await results(DAY);
    expect(day.map((race) => race.raceNumber)).toEqual([1, 2, 3, 4]);
    // Runner n is priced WIN n+1, PLACE (n+1)/4, SHP and THP (n+1)/2.
    expect(winnersOf(day[0])).toEqual({
      WIN: ['4@5'],
      PLACE: ['4@1.25', '2@0.75 DH', '7@2 DH'],
      SHP: ['2@1.5 DH', '7@4 DH'],
      // Two dead-heated for second: they share second and third, so Third Horse Pool pays on both.
      THP: ['2@1.5 DH', '7@4 DH'],
    });
    expect(day[1]).toMatchObject({ starters: 5, voided: false });
    expect(winnersOf(day[1])).toEqual({
      WIN: ['1@2'],
      PLACE: ['1@0.5', '3@1'],
      SHP: ['3@2'],
      THP: ['5@3'],
    });
    expect(winnersOf(day[2])).toEqual({
      WIN: ['2@3'],
      PLACE: 'not run',
      SHP: 'not run',
      THP: 'not run',
    });
    expect(day[3]).toMatchObject({ voided: true, markets: [] });
  });

  it('answers an empty list for a day without results', async () => {
    expect(await results('2031-04-13')).toEqual([]);
  });

  it('asks for a race day in words for a player', async () => {
    for (const url of ['/api/mc/race-results', '/api/mc/race-results?date=12-04-2031']) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please choose a race day.');
    }
  });
});
