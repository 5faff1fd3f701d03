import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues } from '../../../test/race-factory';

const OFF = new Date('2031-04-10T10:00:00Z');

describe('GET /api/video/connect', () => {
  let configured: TestApp;
  let unconfigured: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    const clock = createManualClock(OFF);
    configured = await buildTestApp({
      clock,
      env: { VIDEO_EMBED_URL: 'https://player.example.tv/embed/{videoCode}?muted=1' },
    });
    unconfigured = await buildTestApp({ clock });
    await insertVenues(configured);
    await addRace(configured, OFF, { videoCode: 'uk-racing-tv', venueCode: 'ASC' });
    auth = (await signedInPlayer(configured)).auth;
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
  });

  const connect = (subject: TestApp, query: string, headers: Record<string, string> = auth) =>
    subject.app.inject({ method: 'GET', url: `/api/video/connect${query}`, headers });

  it("answers the embeddable player's address for a race's video code", async () => {
    const response = await connect(configured, '?videoCode=uk-racing-tv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: 'https://player.example.tv/embed/uk-racing-tv?muted=1',
    });
  });

  it('answers 401 when not signed in', async () => {
    expect((await connect(configured, '?videoCode=uk-racing-tv', {})).statusCode).toBe(401);
  });

  it('answers 404 for a code no race carries and 400 for a malformed one', async () => {
    expect((await connect(configured, '?videoCode=someone-else')).statusCode).toBe(404);
    expect((await connect(configured, '?videoCode=a%2Fb')).statusCode).toBe(400);
    expect((await connect(configured, '')).statusCode).toBe(400);
  });

  it('answers 404 when no embeddable player is configured', async () => {
    const player = await signedInPlayer(unconfigured);
    const response = await connect(unconfigured, '?videoCode=uk-racing-tv', player.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'Live video is not available here at the moment.',
    });
  });
});
