import type { OperatorRace, PriceModel } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { addRace, insertVenues } from '../../../test/race-factory';

/** A four-runner race at 1-1, 3-1, 4-1 and 19-1: Win chances .5, .25, .2, .05 (harville.test.ts). */
const RUNNER_WIN = [1, 3, 4, 19];

const priceOf = (race: OperatorRace, horse: number, market: string) =>
  race.participants
    .find((runner) => runner.horseNumber === horse)!
    .odds.find((odds) => odds.market === market)!.price;

describe('derived prices and moving the field (decision 073)', () => {
  let subject: TestApp;
  let auth: { authorization: string };
  let raceId: string;
  let raceNumber = 0;

  const newRace = async () => {
    raceNumber += 1;
    const id = await addRace(subject, new Date(Date.now() + 60 * 60 * 1000), {
      raceNumber,
      runnerCount: 4,
    });
    await put(id, 'prices', {
      prices: RUNNER_WIN.map((price, index) => ({ horseNo: index + 1, market: 'WIN', price })),
    });
    return id;
  };
  const put = (id: string, path: string, payload: unknown) =>
    subject.app.inject({
      method: 'PUT',
      url: `/api/operator/races/${id}/${path}`,
      headers: auth,
      payload: payload as object,
    });
  const race = async (id = raceId) =>
    (
      await subject.app.inject({ url: `/api/operator/races/${id}`, headers: auth })
    ).json<OperatorRace>();

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    auth = (await signedInOperator(subject, 'TRADER')).auth;
    raceId = await newRace();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('derives SHP from the Win prices with the margin, and the card carries the prices', async () => {
    const response = await put(raceId, 'price-model', {
      margins: [{ market: 'SHP', marginPercent: 20 }],
    });
    expect(response.statusCode).toBe(200);
    const model = response.json<PriceModel>();
    const shp = model.markets.find((market) => market.market === 'SHP')!;
    expect(shp.marginPercent).toBe(20);
    expect(shp.runners).toEqual([
      { horseNo: 1, price: 1.62, modelPrice: 1.62, overridden: false },
      { horseNo: 2, price: 1.55, modelPrice: 1.55, overridden: false },
      { horseNo: 3, price: 2, modelPrice: 2, overridden: false },
      { horseNo: 4, price: 9.52, modelPrice: 9.52, overridden: false },
    ]);
    expect(model.winBookPercent).toBe(100);
    // Place is still typed: no model price.
    expect(model.markets.find((market) => market.market === 'PLACE')!.marginPercent).toBeNull();
    expect(priceOf(await race(), 4, 'SHP')).toBe(9.52);
  });

  it('keeps a price set by hand in a derived market until the override is cleared', async () => {
    expect(
      (await put(raceId, 'prices', { prices: [{ horseNo: 1, market: 'SHP', price: 3 }] }))
        .statusCode,
    ).toBe(200);
    // The Win prices move: the other SHP prices follow, horse 1's override stays.
    await put(raceId, 'prices', {
      prices: [
        { horseNo: 1, market: 'WIN', price: 3 },
        { horseNo: 2, market: 'WIN', price: 1 },
      ],
    });
    let model = (
      await subject.app.inject({ url: `/api/operator/races/${raceId}/price-model`, headers: auth })
    ).json<PriceModel>();
    let shp = model.markets.find((market) => market.market === 'SHP')!.runners;
    expect(shp[0]).toEqual({ horseNo: 1, price: 3, modelPrice: 1.55, overridden: true });
    // Horses 1 and 2 swapped prices, so 2 now has what 1 had.
    expect(shp[1]).toEqual({ horseNo: 2, price: 1.62, modelPrice: 1.62, overridden: false });

    const cleared = await put(raceId, 'price-model', {
      clearOverrides: [{ market: 'SHP', horseNo: 1 }],
    });
    model = cleared.json<PriceModel>();
    shp = model.markets.find((market) => market.market === 'SHP')!.runners;
    expect(shp[0]).toEqual({ horseNo: 1, price: 1.55, modelPrice: 1.55, overridden: false });
    expect(priceOf(await race(), 1, 'SHP')).toBe(1.55);
  });

  it('types a market again: its prices stay and follow the Win prices no more', async () => {
    await put(raceId, 'price-model', { margins: [{ market: 'SHP', marginPercent: null }] });
    await put(raceId, 'prices', { prices: [{ horseNo: 1, market: 'WIN', price: 1 }] });
    expect(priceOf(await race(), 1, 'SHP')).toBe(1.55);
  });

  it('moves every Win price 10 % shorter, and the derived Place prices follow', async () => {
    const id = await newRace();
    await put(id, 'price-model', { margins: [{ market: 'PLACE', marginPercent: 20 }] });
    expect(priceOf(await race(id), 4, 'PLACE')).toBe(5.45);
    const moved = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${id}/prices/move`,
      headers: auth,
      payload: { market: 'WIN', percent: 10 },
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json<OperatorRace>();
    // .5 → .55 (0.82), .25 → .275 (2.64), .2 → .22 (3.55), .05 → .055 (17.18).
    expect([1, 2, 3, 4].map((horse) => priceOf(after, horse, 'WIN'))).toEqual([
      0.82, 2.64, 3.55, 17.18,
    ]);
    // Place follows the Win chances normalised: the same chances, so the same Place prices but
    // for the hair the rounding of the Win prices moved them (17.18 is not exactly .055).
    expect(priceOf(after, 4, 'PLACE')).toBe(5.44);
  });

  it('moves one runner and keeps the book, audited', async () => {
    const id = await newRace();
    const moved = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${id}/prices/move`,
      headers: auth,
      payload: { market: 'WIN', percent: -50, horseNo: 1 },
    });
    expect(moved.statusCode).toBe(200);
    const model = (
      await subject.app.inject({ url: `/api/operator/races/${id}/price-model`, headers: auth })
    ).json<PriceModel>();
    // Horse 1 .5 → .25 (3.00); the others share .75 for .5: × 1.5 → .375 (1.67), .3 (2.33), .075 (12.33).
    const after = await race(id);
    expect([1, 2, 3, 4].map((horse) => priceOf(after, horse, 'WIN'))).toEqual([
      3, 1.67, 2.33, 12.33,
    ]);
    expect(model.winBookPercent).toBeCloseTo(100, 0);
    const audit = await subject.app.inject({
      url: `/api/operator/audit?subject=${id}`,
      headers: (await signedInOperator(subject, 'ADMIN')).auth,
    });
    expect(audit.body).toContain('race.moveField');
  });

  it('refuses bad input with the words of the contract, and any change once the race is void', async () => {
    const bad = await put(raceId, 'price-model', {
      margins: [{ market: 'WIN', marginPercent: 5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose PLACE, SHP or THP');
    const tooMuch = await put(raceId, 'price-model', {
      margins: [{ market: 'PLACE', marginPercent: 60 }],
    });
    expect(tooMuch.body).toContain('Margin must be 0 to 50 per cent');
    const id = await newRace();
    // Horse 1 at evens against three 999-1 shots: half again on its chance (.75) is more than the book.
    await put(id, 'prices', {
      prices: [2, 3, 4].map((horseNo) => ({ horseNo, market: 'WIN', price: 999 })),
    });
    const noRoom = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${id}/prices/move`,
      headers: auth,
      payload: { market: 'WIN', percent: 50, horseNo: 1 },
    });
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.body).toContain('no room in the book');
    const voided = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/races/${id}/void`,
      headers: auth,
    });
    expect(voided.statusCode).toBe(200);
    const afterVoid = await put(id, 'price-model', {
      margins: [{ market: 'SHP', marginPercent: 10 }],
    });
    expect(afterVoid.statusCode).toBe(409);
  });
});
