import { fixtureSchema, priceHistorySchema } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { updatePrices } from '../race-control/update-prices';

describe('GET /api/mc/sport-fixture/{id}/price-history', () => {
  let subject: TestApp;
  let raceId: string;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    raceId = await addRace(subject, new Date(Date.now() + 3_600_000), { runnerCount: 4 });
    await updatePrices(raceDeps(subject), raceId, [{ horseNumber: 1, market: 'WIN', price: 2.5 }]);
    // A price set to what it already is is not a move.
    await updatePrices(raceDeps(subject), raceId, [
      { horseNumber: 1, market: 'WIN', price: 1.75 },
      { horseNumber: 2, market: 'WIN', price: 3 },
    ]);
  });
  afterAll(async () => {
    await subject.close();
  });

  const get = (url: string) => subject.app.inject({ method: 'GET', url });

  async function selectionOf(horseNumber: number, market: string): Promise<string> {
    const card = fixtureSchema.parse((await get(`/api/mc/sport-fixture/cached/${raceId}`)).json());
    const runner = card.participants.find((participant) => participant.horseNumber === horseNumber);
    const odds = runner?.odds.find((entry) => entry.market === market);
    if (!odds) throw new Error(`no ${market} price for horse ${horseNumber}`);
    return odds.selection;
  }

  it('answers every price of each selection, the opening price first', async () => {
    const response = await get(`/api/mc/sport-fixture/${raceId}/price-history`);
    expect(response.statusCode).toBe(200);
    const history = priceHistorySchema.parse(response.json());
    expect(Object.keys(history)).toHaveLength(4 * 4);

    const moved = history[await selectionOf(1, 'WIN')] ?? [];
    expect(moved.map((point) => point.price)).toEqual([2, 2.5, 1.75]);
    const times = moved.map((point) => Date.parse(point.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    expect(history[await selectionOf(2, 'WIN')]?.map((point) => point.price)).toEqual([3]);
    expect(history[await selectionOf(4, 'PLACE')]?.map((point) => point.price)).toEqual([1.25]);
  });

  it('answers 404 for a race that does not exist and 400 for a malformed id', async () => {
    const missing = await get(
      '/api/mc/sport-fixture/7b0d7c8e-1f7e-4f55-9a51-1d1c2e3f4a5b/price-history',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/api/mc/sport-fixture/not-a-race/price-history')).statusCode).toBe(400);
  });
});
