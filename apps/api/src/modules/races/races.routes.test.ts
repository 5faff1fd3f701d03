import { fixtureListSchema, fixtureSchema, indiaInstant } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { updatePrices } from '../race-control/update-prices';

describe('race API', () => {
  let subject: TestApp;
  let earlyRace: string;
  let lateRace: string;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    // 00:10 IST on 5 March is 18:40 UTC on 4 March: it belongs to the 5th in India.
    earlyRace = await addRace(subject, indiaInstant('2031-03-05', '00:10'), { raceNumber: 1 });
    lateRace = await addRace(subject, indiaInstant('2031-03-05', '23:50'), {
      raceNumber: 2,
      venueCode: 'ASC',
    });
    await addRace(subject, indiaInstant('2031-03-05', '15:00'), {
      raceNumber: 3,
      allowedChannels: ['RETAIL'],
    });
    await addRace(subject, indiaInstant('2031-03-04', '23:59'), { raceNumber: 4 });
  });
  afterAll(async () => {
    await subject.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  it('lists the digital races of an India-time day in start order', async () => {
    const response = await get('/api/mc/sport-fixture?active=true&date=2031-03-05');
    expect(response.statusCode).toBe(200);
    const races = fixtureListSchema.parse(response.json());
    expect(races.map((race) => race.uid)).toEqual([earlyRace, lateRace]);
    expect(races[0]).toMatchObject({
      venue: 'BLR',
      venueName: 'Bengaluru',
      country: 'IN',
      raceNumber: 1,
      distance: 1200,
      sport: 'HORSE_RACING',
      status: 'NEW',
      noOfHorses: 8,
      nonRunners: 0,
      result: null,
      allowedChannels: ['DIGITAL'],
    });
    expect(races[0]?.startDate).toBe('2031-03-04T18:40:00.000Z');
  });

  it('puts a race at 23:59 IST on the previous day, not this one', async () => {
    const response = await get('/api/mc/sport-fixture?active=true&date=2031-03-04');
    expect(response.json().map((race: { raceNumber: number }) => race.raceNumber)).toEqual([4]);
  });

  it('answers an empty list for a day without races', async () => {
    const response = await get('/api/mc/sport-fixture?active=true&date=2031-03-06');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['2031-02-30', '05-03-2031', 'today', '2031-3-5'])(
    'refuses the malformed date %s with 400',
    async (date) => {
      const response = await get(`/api/mc/sport-fixture?active=true&date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );

  it('refuses an active flag other than true', async () => {
    expect((await get('/api/mc/sport-fixture?active=yes')).statusCode).toBe(400);
  });

  it('returns one race with runners, prices and the four markets', async () => {
    const response = await get(`/api/mc/sport-fixture/cached/${earlyRace}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const race = fixtureSchema.parse(response.json());
    expect(race.participants).toHaveLength(8);
    expect(race.markets.map((market) => market.type)).toEqual(['WIN', 'PLACE', 'SHP', 'THP']);
    expect(race.participants[0]).toMatchObject({
      horseNumber: 1,
      isRunner: true,
      weight: 55.5,
      cageNumber: 8,
    });
    expect(race.participants[0]?.odds.find((odds) => odds.market === 'WIN')?.price).toBe(2);
  });

  it('serves the cached race until the race changes, then the new prices', async () => {
    const first = await get(`/api/mc/sport-fixture/cached/${lateRace}`);
    const etag = String(first.headers.etag);
    expect(
      (await get(`/api/mc/sport-fixture/cached/${lateRace}`, { 'if-none-match': etag })).statusCode,
    ).toBe(304);

    await updatePrices(raceDeps(subject), lateRace, [
      { horseNumber: 1, market: 'WIN', price: 7.5 },
    ]);

    const after = await get(`/api/mc/sport-fixture/cached/${lateRace}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const race = fixtureSchema.parse(after.json());
    expect(race.version).toBeGreaterThan(fixtureSchema.parse(first.json()).version);
    expect(race.participants[0]?.odds.find((odds) => odds.market === 'WIN')?.price).toBe(7.5);
  });

  it('answers 404 for an unknown race and for a race not on the digital channel', async () => {
    expect(
      (await get('/api/mc/sport-fixture/cached/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const list = await get('/api/mc/sport-fixture?active=true&date=2031-03-05');
    expect(list.json()).toHaveLength(2);
  });

  it('answers 400 for a malformed id, in words for a player', async () => {
    const response = await get('/api/mc/sport-fixture/cached/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This race could not be found.',
    });
  });

  it('lists the days that have digital races for the calendar', async () => {
    const response = await get('/api/mc/race-days?from=2031-03-01&to=2031-03-31');
    expect(response.json()).toEqual(['2031-03-04', '2031-03-05']);
    expect((await get('/api/mc/race-days?from=2031-03-31&to=2031-03-01')).statusCode).toBe(400);
    expect((await get('/api/mc/race-days?from=2031-01-01&to=2031-12-31')).statusCode).toBe(400);
  });
});
