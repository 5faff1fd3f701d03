import { searchResultsSchema, type SearchResults } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues } from '../../../test/race-factory';
import { venues } from '../reference/reference.schema';
import { fixtureResults, fixtures, participants } from './races.schema';

const NOW = new Date('2031-05-10T06:00:00Z');
const DAY_MS = 86_400_000;
const price = (win: number) => ({ WIN: win, PLACE: win / 4, SHP: win / 2, THP: win / 2 });

describe('GET /api/mc/search', () => {
  let subject: TestApp;
  let pastRace: string;
  let nextRace: string;

  beforeAll(async () => {
    subject = await buildTestApp({ clock: createManualClock(NOW) });
    await insertVenues(subject);
    await subject.database.db
      .insert(venues)
      .values({ code: 'CAL', name: 'Kolkata', countryCode: 'IN' })
      .onConflictDoNothing();
    pastRace = await addRace(subject, new Date(NOW.getTime() - 3 * DAY_MS), {
      runners: [
        {
          horseNumber: 1,
          name: 'Sultan',
          jockey: 'P. Trevor',
          trainer: 'S. Padmanabhan',
          prices: price(3),
        },
        {
          horseNumber: 2,
          name: 'Sunny Side',
          jockey: 'A. Sandesh',
          trainer: 'M. Narredu',
          prices: price(4),
        },
      ],
    });
    await subject.database.db
      .update(fixtures)
      .set({ status: 'COMPLETE', resultState: 'OFFICIAL' })
      .where(eq(fixtures.id, pastRace));
    const [sultanThen] = await subject.database.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.fixtureId, pastRace))
      .orderBy(participants.horseNumber);
    await subject.database.db
      .insert(fixtureResults)
      .values({ fixtureId: pastRace, participantId: sultanThen!.id, place: 1 });
    nextRace = await addRace(subject, new Date(NOW.getTime() + 2 * DAY_MS), {
      venueCode: 'MYS',
      raceNumber: 4,
      runners: [
        {
          horseNumber: 3,
          name: 'Sultan',
          jockey: 'P. Trevor',
          trainer: 'S. Padmanabhan',
          prices: price(5),
        },
        { horseNumber: 5, name: 'Sultana Queen', jockey: 'Suraj Narredu', prices: price(6) },
      ],
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  const search = async (q: string) => {
    const response = await subject.app.inject(`/api/mc/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return searchResultsSchema.parse(response.json());
  };
  const names = (hits: { name: string }[]) => hits.map((hit) => hit.name);

  it('finds "Sultan" misspelt as "Sulatn", once, with its next race and its last result', async () => {
    const { horses } = await search('Sulatn');
    expect(names(horses)).toContain('Sultan');
    expect(names(horses)).not.toContain('Sunny Side');
    const sultan = horses.find((hit) => hit.name === 'Sultan')!;
    expect(sultan.nextRace).toMatchObject({
      uid: nextRace,
      day: '2031-05-12',
      venue: 'MYS',
      venueName: 'Mysuru',
      raceNumber: 4,
    });
    expect(sultan.lastRace).toMatchObject({ uid: pastRace, day: '2031-05-07', venue: 'BLR' });
    expect(sultan.lastPlace).toBe(1);
    const [nextCard] = await subject.database.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.fixtureId, nextRace))
      .orderBy(participants.horseNumber);
    expect(sultan.participant).toBe(nextCard!.id);
  });

  it('puts the whole name first, then names that start with it', async () => {
    const { horses } = await search('sultan');
    expect(names(horses)).toEqual(['Sultan', 'Sultana Queen']);
    expect(horses[1]!.lastRace).toBeNull();
  });

  it('matches two letters to the start of a name only', async () => {
    const found = await search('su');
    expect(names(found.horses).sort()).toEqual(['Sultan', 'Sultana Queen', 'Sunny Side']);
    expect(names(found.jockeys)).toEqual(['Suraj Narredu']);
    expect(names((await search('an')).horses)).toEqual([]);
  });

  it('finds jockeys, trainers and venues, misspelt too', async () => {
    const found: SearchResults = await search('Trevr');
    expect(found.jockeys).toEqual([
      expect.objectContaining({
        name: 'P. Trevor',
        nextRace: expect.objectContaining({ uid: nextRace }),
      }),
    ]);
    expect(names((await search('Padmanaban')).trainers)).toEqual(['S. Padmanabhan']);
    const { venues: places } = await search('Bengalru');
    expect(places).toEqual([
      { code: 'BLR', name: 'Bengaluru', nextRaceDay: null, lastRaceDay: '2031-05-07' },
    ]);
    expect((await search('mys')).venues[0]).toMatchObject({
      code: 'MYS',
      nextRaceDay: '2031-05-12',
    });
    expect((await search('Kolkata')).venues[0]).toMatchObject({
      nextRaceDay: null,
      lastRaceDay: null,
    });
  });

  it('leaves a scratched runner out of the next race', async () => {
    await subject.database.db
      .update(participants)
      .set({ scratchedAt: NOW })
      .where(eq(participants.name, 'Sultana Queen'));
    const { horses } = await search('Sultana');
    expect(horses.find((hit) => hit.name === 'Sultana Queen')?.nextRace ?? null).toBeNull();
  });

  it('treats % and _ as letters, and answers nothing rather than everything', async () => {
    const found = await search('%_%');
    expect([found.horses, found.jockeys, found.trainers, found.venues].flat()).toEqual([]);
  });

  it('refuses text too short or too long in plain words, and is cached for a minute', async () => {
    for (const [q, message] of [
      [' a ', 'Please type at least 2 letters of a name.'],
      ['x'.repeat(41), 'Please type at most 40 characters.'],
    ] as const) {
      const response = await subject.app.inject(`/api/mc/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await subject.app.inject('/api/mc/search')).statusCode).toBe(400);
    const ok = await subject.app.inject('/api/mc/search?q=sultan');
    expect(ok.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/mc/search rate limit', () => {
  it('answers 429 after 300 searches a minute from one address', async () => {
    const subject = await buildTestApp();
    try {
      const search = () => subject.app.inject('/api/mc/search?q=zz');
      // inject() comes from 127.0.0.1: 299 searches counted as the route counts them.
      for (let index = 0; index < 299; index += 1) {
        await subject.app.rateLimiter.hit('search:ip:127.0.0.1', 300, 60);
      }
      expect((await search()).statusCode).toBe(200);
      const refused = await search();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: 'Too many searches. Please wait a moment.' });
    } finally {
      await subject.close();
    }
  });
});
