import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  fixtureSchema,
  indiaInstant,
  SPORTS_CHANNEL,
  type FixtureChangedData,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { VERSIONED_CACHE_CONTROL } from './race-card';
import { suspendRace } from '../race-control/suspend-race';
import { updatePrices } from '../race-control/update-prices';

const cardUrl = (id: string, version?: number) =>
  `/api/mc/sport-fixture/cached/${id}${version === undefined ? '' : `?v=${version}`}`;

describe('the race card: events with prices, versioned URL, encodings', () => {
  let subject: TestApp;
  let race: string;
  let origin: string;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    race = await addRace(subject, indiaInstant('2031-03-05', '15:00'), { raceNumber: 1 });
    await subject.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await subject.close();
  });

  const inject = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'GET', url, headers });

  /** Over the wire, so a cached card is answered by the fast lane ahead of Fastify. */
  const overHttp = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = httpRequest(`${origin}${url}`, { headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        outgoing.on('error', reject);
        outgoing.end();
      },
    );

  const nextEvent = () =>
    new Promise<FixtureChangedData>((resolve) => {
      const stop = subject.hub.subscribe(SPORTS_CHANNEL, (event) => {
        if (event.event !== 'fixture_changed') return;
        stop();
        resolve(event.data);
      });
    });

  it('announces a price move with the new prices and the version, and other changes without', async () => {
    const before = fixtureSchema.parse((await inject(cardUrl(race))).json());
    const winOf = (horse: number) =>
      before.markets.find((market) => market.type === 'WIN')?.selections[horse - 1];
    const event = nextEvent();
    await updatePrices(raceDeps(subject), race, [
      { horseNumber: 1, market: 'WIN', price: 6.5 },
      { horseNumber: 2, market: 'WIN', price: 3.25 },
    ]);
    const change = (await event)[race];
    expect(change).toMatchObject({ version: before.version + 1, status: before.status });
    expect(change?.prices).toEqual([
      { selection: winOf(1)?.uid, price: 6.5 },
      { selection: winOf(2)?.uid, price: 3.25 },
    ]);
    expect(Date.parse(change?.at ?? '')).not.toBeNaN();

    const suspended = nextEvent();
    await suspendRace(raceDeps(subject), race);
    const other = (await suspended)[race];
    expect(other).toEqual({ version: before.version + 2, status: 'SUSPENDED' });
  });

  it('lets any cache keep the URL naming the current version for good, and revalidate the plain one', async () => {
    const card = fixtureSchema.parse((await inject(cardUrl(race))).json());
    const viaInject = async (url: string, headers: Record<string, string> = {}) => {
      const response = await inject(url, headers);
      return { status: response.statusCode, headers: response.headers as Record<string, unknown> };
    };
    for (const get of [viaInject, overHttp]) {
      const plain = await get(cardUrl(race));
      expect(plain.headers['cache-control']).toBe('public, no-cache');
      expect(plain.headers.etag).toBe(`"${race}.${card.version}"`);
      const versioned = await get(cardUrl(race, card.version));
      expect(versioned.status).toBe(200);
      expect(versioned.headers['cache-control']).toBe(VERSIONED_CACHE_CONTROL);
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A version this instance does not hold (not yet heard of, or gone): never kept for good.
      const other = await get(cardUrl(race, card.version + 1));
      expect(other.headers['cache-control']).toBe('public, no-cache');
      const notModified = await get(cardUrl(race, card.version), {
        'if-none-match': String(plain.headers.etag),
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['cache-control']).toBe(VERSIONED_CACHE_CONTROL);
      expect(notModified.headers['content-length'] ?? '0').toBe('0');
      expect(notModified.headers['content-type']).toBeUndefined();
    }
  });

  it('refuses a version that is not a whole number, in words for a player', async () => {
    const response = await inject(`${cardUrl(race)}?v=seven`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await overHttp(`${cardUrl(race)}?v=-1`)).status).toBe(400);
  });

  it('sends brotli or gzip as the client accepts, each with its own ETag, and 304 for any of them', async () => {
    const plain = fixtureSchema.parse((await inject(cardUrl(race))).json());
    const br = await overHttp(cardUrl(race), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(fixtureSchema.parse(JSON.parse(brotliDecompressSync(br.body).toString()))).toEqual(
      plain,
    );
    const gz = await overHttp(cardUrl(race), { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(fixtureSchema.parse(JSON.parse(gunzipSync(gz.body).toString()))).toEqual(plain);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const held = await overHttp(cardUrl(race), {
      'accept-encoding': 'br',
      'if-none-match': String(gz.headers.etag),
    });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
  });

  it('answers a cached card over the wire with the security headers, a request id and metrics, as the route does', async () => {
    const routed = await inject(cardUrl(race), { 'accept-encoding': 'br' });
    const fast = await overHttp(cardUrl(race), { 'accept-encoding': 'br' });
    const bodyOf = (headers: Record<string, unknown>) => {
      const {
        date: _date,
        connection: _c,
        'keep-alive': _k,
        'x-request-id': id,
        ...rest
      } = headers;
      expect(String(id)).toMatch(/^[\w-]{1,64}$/);
      return rest;
    };
    expect(bodyOf(fast.headers)).toEqual(bodyOf(routed.headers));
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(fast.headers['content-security-policy']).toContain("default-src 'none'");
    expect(
      (await overHttp(cardUrl(race), { 'x-request-id': 'trace-42' })).headers['x-request-id'],
    ).toBe('trace-42');
    const answered = async () =>
      (await subject.app.metrics.httpRequests.get()).values.find(
        (value) =>
          value.labels.route === '/api/mc/sport-fixture/cached/:id' &&
          value.labels.status_code === '200',
      )?.value ?? 0;
    const before = await answered();
    await overHttp(cardUrl(race));
    expect(await answered()).toBe(before + 1);
  });
});
