import { formGuideSchema, raceResultsSchema, streamUrlSchema } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues } from '../../../test/race-factory';
import type { FormRunInput } from '../races/insert-form-runs';
import { fixtureResults, fixtures, participants } from '../races/races.schema';
import { venues } from '../reference/reference.schema';
import { signStreamPath } from './hls-stream-provider';

const RACE_DAY = '2031-04-10';
const OFF = new Date(`${RACE_DAY}T10:00:00Z`);
const NOW = new Date('2031-04-20T06:00:00Z');
const price = (win: number) => ({ WIN: win, PLACE: win / 4, SHP: win / 2, THP: win / 2 });
const formRun = (venueCode: string): FormRunInput => ({
  runOn: RACE_DAY,
  venueCode,
  distanceMetres: 1200,
  going: 'Good',
  position: 1,
  fieldSize: 8,
  jockey: 'Jockey 1',
  weightKg: 56,
  marginLengths: 1,
  startingPrice: 3,
});

/** Marks a race run and resulted, its runner 1 the winner. */
async function resultRace(subject: TestApp, fixtureId: string) {
  await subject.database.db
    .update(fixtures)
    .set({ status: 'COMPLETE', resultState: 'OFFICIAL' })
    .where(eq(fixtures.id, fixtureId));
  const [winner] = await subject.database.db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.fixtureId, fixtureId))
    .orderBy(participants.horseNumber);
  await subject.database.db
    .insert(fixtureResults)
    .values({ fixtureId, participantId: winner!.id, place: 1 });
}

interface Races {
  run: string;
  notRun: string;
  unlicensed: string;
  fixedVenue: string;
  later: string;
}

async function addRaces(subject: TestApp): Promise<Races> {
  await insertVenues(subject);
  await subject.database.db
    .insert(venues)
    .values({ code: 'CAL', name: 'Kolkata', countryCode: 'IN' })
    .onConflictDoNothing();
  const runners = [
    { horseNumber: 1, name: 'Replay Star', prices: price(3) },
    { horseNumber: 2, name: 'Also Ran', prices: price(4) },
  ];
  const races: Races = {
    run: await addRace(subject, OFF, { raceNumber: 1, runners }),
    notRun: await addRace(subject, OFF, { raceNumber: 2 }),
    unlicensed: await addRace(subject, OFF, { raceNumber: 1, venueCode: 'MYS', runners }),
    fixedVenue: await addRace(subject, OFF, { raceNumber: 1, venueCode: 'CAL' }),
    later: await addRace(subject, new Date(NOW.getTime() + 3_600_000), {
      raceNumber: 1,
      runners: [
        {
          horseNumber: 4,
          name: 'Replay Star',
          prices: price(2),
          form: [formRun('BLR'), formRun('MYS')],
        },
      ],
    }),
  };
  for (const race of [races.run, races.unlicensed, races.fixedVenue])
    await resultRace(subject, race);
  return races;
}

async function formOf(subject: TestApp, fixtureId: string) {
  const card = await subject.app.inject(`/api/mc/sport-fixture/cached/${fixtureId}`);
  const uid = card.json<{ participants: { uid: string }[] }>().participants[0]!.uid;
  return formGuideSchema.parse(
    (await subject.app.inject(`/api/mc/participants/${uid}/form`)).json(),
  );
}

async function replayFlags(subject: TestApp) {
  const response = await subject.app.inject(`/api/mc/race-results?date=${RACE_DAY}`);
  return Object.fromEntries(
    raceResultsSchema.parse(response.json()).map((race) => [race.uid, race.hasReplay]),
  );
}

describe('replays with the demo provider', () => {
  let subject: TestApp;
  let races: Races;
  let auth: Record<string, string>;

  beforeAll(async () => {
    subject = await buildTestApp({ clock: createManualClock(NOW) });
    races = await addRaces(subject);
    auth = (await signedInPlayer(subject)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  const replay = (fixtureId: string, headers = auth) =>
    subject.app.inject({ method: 'GET', url: `/api/video/replays/${fixtureId}`, headers });

  it('marks the result rows of run races at licensed venues, and not the others', async () => {
    expect(await replayFlags(subject)).toEqual({
      [races.run]: true,
      [races.unlicensed]: false,
      [races.fixedVenue]: true,
    });
  });

  it('links a form line to our race of that day and course, when it has a replay', async () => {
    const guide = await formOf(subject, races.later);
    expect(guide.runs.map((run) => [run.venue, run.replay])).toEqual([
      ['BLR', races.run],
      ['MYS', null],
    ]);
  });

  it('serves the recorded stream to a signed-in player, and a finished playlist', async () => {
    const response = await replay(races.run);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(streamUrlSchema.parse(response.json())).toEqual({
      hlsUrl: '/api/video/demo/replay.m3u8',
    });
    const playlist = await subject.app.inject('/api/video/demo/replay.m3u8');
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlist.body.match(/^segment-\d\.ts$/gm)).toEqual([
      'segment-0.ts',
      'segment-1.ts',
      'segment-2.ts',
      'segment-3.ts',
    ]);
  });

  it('answers 404 in plain words for a race not run or at a venue without pictures', async () => {
    for (const race of [races.notRun, races.unlicensed]) {
      const response = await replay(race);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'There is no replay of this race.' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await replay(races.run, {})).statusCode).toBe(401);
  });
});

describe('replays with the HLS provider', () => {
  const secret = 'a-long-shared-cdn-secret';
  let subject: TestApp;
  let races: Races;
  let auth: Record<string, string>;

  beforeAll(async () => {
    subject = await buildTestApp({
      clock: createManualClock(NOW),
      env: {
        VIDEO_PROVIDER: 'hls',
        VIDEO_HLS_BASE_URL: 'https://video.example.net/races/',
        VIDEO_HLS_SECRET: secret,
        VIDEO_HLS_TTL_SECONDS: '600',
        VIDEO_STREAMS: 'CAL=https://cal.streams.example/live/index.m3u8',
      },
    });
    races = await addRaces(subject);
    auth = (await signedInPlayer(subject)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  it("signs the race's VOD address, expiring like the live one", async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/video/replays/${races.run}`,
      headers: auth,
    });
    const url = new URL(streamUrlSchema.parse(response.json()).hlsUrl);
    expect(url.origin + url.pathname).toBe(
      `https://video.example.net/races/recordings/${races.run}/index.m3u8`,
    );
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBe(NOW.getTime() / 1000 + 600);
    expect(url.searchParams.get('signature')).toBe(signStreamPath(secret, url.pathname, expires));
  });

  it('has no recording of a venue on a fixed live address', async () => {
    expect((await replayFlags(subject))[races.fixedVenue]).toBe(false);
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/video/replays/${races.fixedVenue}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve the demo recording', async () => {
    expect((await subject.app.inject('/api/video/demo/replay.m3u8')).statusCode).toBe(404);
  });
});
