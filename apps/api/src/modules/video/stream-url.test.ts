import { STREAM_TOO_EARLY_MESSAGE, streamUrlSchema } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues } from '../../../test/race-factory';
import { venues } from '../reference/reference.schema';
import { fixtures } from '../races/races.schema';
import { signStreamPath } from './hls-stream-provider';

const OFF = new Date('2031-04-10T10:00:00Z');
const MINUTE = 60_000;

async function insertStreamingVenues(subject: TestApp) {
  await insertVenues(subject);
  await subject.database.db
    .insert(venues)
    .values({ code: 'CAL', name: 'Kolkata', countryCode: 'IN' })
    .onConflictDoNothing();
}

describe('GET /api/r2w-adapter/sis/{fixture}/stream-url', () => {
  const clock = createManualClock(new Date(OFF.getTime() - 10 * MINUTE));
  let subject: TestApp;
  let auth: Record<string, string>;
  let playerUid: string;
  let blrRace: string;
  let calRace: string;

  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: { VIDEO_STREAMS: 'CAL=https://cal.streams.example/live/index.m3u8' },
    });
    await insertStreamingVenues(subject);
    blrRace = await addRace(subject, OFF, { raceNumber: 1 });
    calRace = await addRace(subject, OFF, { raceNumber: 1, venueCode: 'CAL' });
    const player = await signedInPlayer(subject);
    auth = player.auth;
    playerUid = player.session.uid;
  });
  afterAll(async () => {
    await subject.close();
  });

  const streamUrl = (fixture: string, headers: Record<string, string> = auth, query = '') =>
    subject.app.inject({
      method: 'GET',
      url: `/api/r2w-adapter/sis/${fixture}/stream-url${query}`,
      headers,
    });

  it('answers 401 to a visitor who is not signed in', async () => {
    clock.set(OFF);
    const response = await streamUrl(blrRace, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a race more than 5 minutes before the off with the spec message', async () => {
    clock.set(new Date(OFF.getTime() - 5 * MINUTE - 1000));
    const response = await streamUrl(blrRace);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STREAM_NOT_LIVE',
      message: STREAM_TOO_EARLY_MESSAGE,
    });
  });

  it('serves the demo stream from 5 minutes before the off, never cached', async () => {
    clock.set(new Date(OFF.getTime() - 5 * MINUTE));
    const response = await streamUrl(blrRace, auth, `?uid=${playerUid}&streamId=rctc-live`);
    expect(response.statusCode).toBe(200);
    expect(streamUrlSchema.parse(response.json())).toEqual({ hlsUrl: '/api/video/demo/live.m3u8' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('serves the fixed address of a venue configured in VIDEO_STREAMS', async () => {
    clock.set(new Date(OFF.getTime() + 2 * MINUTE));
    const response = await streamUrl(calRace);
    expect(response.json()).toEqual({ hlsUrl: 'https://cal.streams.example/live/index.m3u8' });
  });

  it('answers 404 for a race that does not exist', async () => {
    const response = await streamUrl('0b6f8b2e-4c1a-4f51-9d7e-3f2a1c0d9e88');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 400 for a malformed race id or stream id', async () => {
    expect((await streamUrl('not-a-uuid')).statusCode).toBe(400);
    expect((await streamUrl(calRace, auth, '?streamId=../../etc')).statusCode).toBe(400);
  });

  it("refuses another player's uid with 403", async () => {
    const response = await streamUrl(calRace, auth, '?uid=0b6f8b2e-4c1a-4f51-9d7e-3f2a1c0d9e88');
    expect(response.statusCode).toBe(403);
  });

  it('refuses once the race has completed', async () => {
    await subject.database.db
      .update(fixtures)
      .set({ status: 'COMPLETE' })
      .where(eq(fixtures.id, blrRace));
    clock.set(new Date(OFF.getTime() + 4 * MINUTE));
    const response = await streamUrl(blrRace);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STREAM_NOT_LIVE',
      message: STREAM_TOO_EARLY_MESSAGE,
    });
  });
});

describe('the HLS provider', () => {
  const clock = createManualClock(OFF);
  let subject: TestApp;
  let auth: Record<string, string>;
  let race: string;
  let calRace: string;
  const secret = 'a-long-shared-cdn-secret';

  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: {
        VIDEO_PROVIDER: 'hls',
        VIDEO_HLS_BASE_URL: 'https://video.example.net/races/',
        VIDEO_HLS_SECRET: secret,
        VIDEO_HLS_TTL_SECONDS: '600',
        VIDEO_STREAMS: 'CAL=https://cal.streams.example/live/index.m3u8',
      },
    });
    await insertStreamingVenues(subject);
    race = await addRace(subject, OFF, { raceNumber: 1, videoCode: 'rwitc-live' });
    calRace = await addRace(subject, OFF, { raceNumber: 1, venueCode: 'CAL' });
    auth = (await signedInPlayer(subject)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  it("signs an expiring address for the race's video code", async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/r2w-adapter/sis/${race}/stream-url`,
      headers: auth,
    });
    const url = new URL(streamUrlSchema.parse(response.json()).hlsUrl);
    expect(url.origin + url.pathname).toBe('https://video.example.net/races/rwitc-live/index.m3u8');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBe(OFF.getTime() / 1000 + 600);
    expect(url.searchParams.get('signature')).toBe(signStreamPath(secret, url.pathname, expires));
    expect(url.searchParams.get('signature')).not.toBe(
      signStreamPath('another-secret-entirely', url.pathname, expires),
    );
  });

  it('still serves the fixed address of a configured venue', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/r2w-adapter/sis/${calRace}/stream-url`,
      headers: auth,
    });
    expect(response.json()).toEqual({ hlsUrl: 'https://cal.streams.example/live/index.m3u8' });
  });

  it('does not serve the demo stream', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/video/demo/live.m3u8' });
    expect(response.statusCode).toBe(404);
  });
});
