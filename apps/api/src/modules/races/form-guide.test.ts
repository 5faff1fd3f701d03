import { formGuideSchema } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues } from '../../../test/race-factory';
import type { FormRunInput } from './insert-form-runs';

const run = (overrides: Partial<FormRunInput>): FormRunInput => ({
  runOn: '2031-02-20',
  venueCode: 'BLR',
  distanceMetres: 1200,
  going: 'Good',
  position: 4,
  fieldSize: 12,
  jockey: 'Jockey 1',
  weightKg: 56,
  marginLengths: 2.5,
  startingPrice: 6,
  ...overrides,
});

describe('GET /api/mc/participants/{uid}/form', () => {
  let subject: TestApp;
  let runnerId: string;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertVenues(subject);
    const withForm = await addRace(subject, new Date('2031-03-05T12:00:00Z'), {
      runners: [
        {
          horseNumber: 1,
          name: 'Formed Horse',
          jockey: 'Jockey 1',
          lastRuns: ['1', '3', '0'],
          prices: { WIN: 2, PLACE: 0.5, SHP: 1, THP: 1 },
          form: [
            run({ runOn: '2031-02-20', position: 1, startingPrice: 3 }),
            run({ runOn: '2031-01-30', venueCode: 'MYS', distanceMetres: 1400, position: 3 }),
            run({
              runOn: '2030-12-28',
              position: 11,
              fieldSize: 14,
              jockey: 'Someone Else',
              distanceMetres: 1300,
            }),
          ],
        },
        { horseNumber: 2, name: 'No Form', prices: { WIN: 3, PLACE: 0.75, SHP: 1.5, THP: 1.5 } },
      ],
    });
    const formedCard = await subject.app.inject(`/api/mc/sport-fixture/cached/${withForm}`);
    const runners = formedCard.json<{ participants: { uid: string; horseNumber: number }[] }>()
      .participants;
    runnerId = runners.find((runner) => runner.horseNumber === 1)?.uid as string;
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers the runs newest first, days since the last run and the three records', async () => {
    const response = await subject.app.inject(`/api/mc/participants/${runnerId}/form`);
    expect(response.statusCode).toBe(200);
    const guide = formGuideSchema.parse(response.json());
    expect(guide.horse).toBe('Formed Horse');
    expect(guide.runs.map((entry) => entry.position)).toEqual([1, 3, 11]);
    expect(guide.runs[1]).toMatchObject({ venue: 'MYS', venueName: 'Mysuru', fieldSize: 12 });
    expect(guide.runs[0]?.startingPrice).toBe(3);
    expect(guide.daysSinceLastRun).toBe(13);
    expect(guide.records.course).toEqual({ starts: 2, wins: 1, seconds: 0, thirds: 0 });
    // 1200 and 1300 are within 100 m of today's 1200; 1400 is not.
    expect(guide.records.distance).toEqual({ starts: 2, wins: 1, seconds: 0, thirds: 0 });
    expect(guide.records.jockey).toEqual({ starts: 2, wins: 1, seconds: 0, thirds: 1 });
  });

  it('answers 404 for an unknown runner and 400 for a malformed id', async () => {
    const missing = await subject.app.inject(
      '/api/mc/participants/7b0d7c8e-1f7e-4f55-9a51-1d1c2e3f4a5b/form',
    );
    expect(missing.statusCode).toBe(404);
    expect((await subject.app.inject('/api/mc/participants/42/form')).statusCode).toBe(400);
  });
});
