import { fixtureSchema, indiaInstant, SPORTS_CHANNEL } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { addRace, insertVenues } from '../../../test/race-factory';
import type { HubEvent } from '../../realtime/hub';
import { completeRace } from './complete-race';
import { declareResult } from './declare-result';
import { declareOfficial, setResultEnquiry } from './result-state';
import { markPaid } from './mark-paid';
import { publishRace } from './publish-race';
import type { RaceDeps } from '../races/race-deps';
import { reopenRace } from './reopen-race';
import { scratchRunner } from './scratch-runner';
import { suspendRace } from './suspend-race';
import { voidRace } from './void-race';

const OFF = indiaInstant('2031-06-10', '14:00');

describe('race verbs', () => {
  let subject: TestApp;
  let deps: RaceDeps;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  const events: Extract<HubEvent, { event: 'fixture_changed' }>[] = [];

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    deps = { db: subject.database.db, hub: subject.hub, clock };
    await insertVenues(subject);
    subject.hub.subscribe(SPORTS_CHANNEL, (event) => {
      if (event.event === 'fixture_changed') events.push(event);
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  const readRace = async (id: string) =>
    fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );

  it('moves a race through its life and announces every change with a growing version', async () => {
    clock.set(new Date(OFF.getTime() - 60 * 60 * 1000));
    const id = await addRace(subject, OFF, { raceNumber: 1 });
    events.length = 0;
    await publishRace(deps, id);
    await suspendRace(deps, id);
    await reopenRace(deps, id);
    clock.set(OFF);
    await suspendRace(deps, id);
    await declareResult(deps, id, {
      standings: [
        { place: 1, horseNumber: 3 },
        { place: 2, horseNumber: 1 },
        { place: 2, horseNumber: 5 },
      ],
    });
    // Provisional: under an enquiry, then weighed in; only an official result is paid.
    expect((await readRace(id)).result?.state).toBe('PROVISIONAL');
    await expect(markPaid(deps, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/not official/),
    });
    await setResultEnquiry(deps, id, 'ENQUIRY');
    expect((await readRace(id)).result?.state).toBe('ENQUIRY');
    await declareOfficial(deps, id);
    expect((await readRace(id)).result?.state).toBe('OFFICIAL');
    await expect(declareOfficial(deps, id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(setResultEnquiry(deps, id, 'OBJECTION')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await markPaid(deps, id);
    await completeRace(deps, id);

    expect(events.map((event) => Object.keys(event.data)[0])).toEqual(Array(9).fill(id));
    const statuses = events.map((event) => event.data[id]?.status);
    expect(statuses).toEqual([
      'PUBLISHED',
      'SUSPENDED',
      'PUBLISHED',
      'SUSPENDED',
      'RESULT',
      'RESULT',
      'RESULT',
      'PAID',
      'COMPLETE',
    ]);
    const versions = events.map((event) => event.data[id]?.version ?? 0);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    const race = await readRace(id);
    expect(race.status).toBe('COMPLETE');
    expect(
      race.result?.standings.map((standing) => [standing.place, standing.horseNumber]),
    ).toEqual([
      [1, 3],
      [2, 1],
      [2, 5],
    ]);
  });

  it('refuses changes that skip a state, and publishing or reopening after the off', async () => {
    clock.set(new Date(OFF.getTime() - 1));
    const id = await addRace(subject, OFF, { raceNumber: 2 });
    await expect(markPaid(deps, id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      declareResult(deps, id, { standings: [{ place: 1, horseNumber: 1 }] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    clock.set(OFF);
    await expect(publishRace(deps, id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await suspendRace(deps, id);
    await expect(reopenRace(deps, id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('scratches a runner, keeping its WIN price at that moment, and closes its selections', async () => {
    clock.set(new Date(OFF.getTime() - 10 * 60 * 1000));
    const id = await addRace(subject, OFF, { raceNumber: 3 });
    await publishRace(deps, id);
    await scratchRunner(deps, id, 4);
    await expect(scratchRunner(deps, id, 4)).rejects.toMatchObject({ code: 'CONFLICT' });
    const race = await readRace(id);
    expect(race.nonRunners).toBe(1);
    expect(race.withdrawals).toEqual([
      expect.objectContaining({ horseNumber: 4, price: 5, withdrawnAt: clock.now().toISOString() }),
    ]);
    const scratched = race.participants.find((runner) => runner.horseNumber === 4);
    expect(scratched?.isRunner).toBe(false);
    expect(scratched?.odds.every((odds) => odds.status === 'CLOSED')).toBe(true);
    clock.set(OFF);
    await suspendRace(deps, id);
    await expect(
      declareResult(deps, id, {
        standings: [
          { place: 1, horseNumber: 4 },
          { place: 2, horseNumber: 1 },
          { place: 3, horseNumber: 2 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('voids a race so its result shows as voided', async () => {
    clock.set(new Date(OFF.getTime() - 10 * 60 * 1000));
    const id = await addRace(subject, OFF, { raceNumber: 4 });
    await voidRace(deps, id);
    const race = await readRace(id);
    expect(race.status).toBe('RESULT');
    expect(race.result).toEqual({ standings: [], voided: true, state: 'OFFICIAL' });
  });
});
