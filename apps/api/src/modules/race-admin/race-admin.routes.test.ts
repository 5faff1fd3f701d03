import {
  indiaInstant,
  type AuditPage,
  type ErrorBody,
  type OperatorRace,
  type OperatorRacesResponse,
} from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';

describe('the operator race API', () => {
  let subject: TestApp;
  let auth: { authorization: string };
  const day = '2031-09-01';
  const off = indiaInstant(day, '15:00');
  const clock = createManualClock(new Date(off.getTime() - 2 * 60 * 60 * 1000));
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    auth = (await signedInOperator(subject)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  const runner = (horseNo: number) => ({
    horseNo,
    name: `Horse ${horseNo}`,
    jockey: `Jockey ${horseNo}`,
    draw: horseNo,
    weightKg: 56,
    lastRuns: ['1', '3'],
    prices: { WIN: horseNo + 1, PLACE: 0.5, SHP: 2, THP: 2.5 },
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    subject.app.inject({
      method,
      url: `/api/operator${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
  async function newRace(runnerCount = 6): Promise<OperatorRace> {
    raceNumber += 1;
    const response = await call('POST', '/races', {
      venue: 'BLR',
      day,
      raceNumber,
      startDate: new Date(off.getTime() + raceNumber * 60_000).toISOString(),
      distance: 1400,
      name: `The Plate ${raceNumber}`,
      label: 'Class II',
      runners: Array.from({ length: runnerCount }, (_, index) => runner(index + 1)),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<OperatorRace>();
  }
  const expectError = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    message?: RegExp,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json<ErrorBody>().message).toMatch(message);
  };

  it('creates a race with runners and markets, and shows it on the day board', async () => {
    const race = await newRace();
    expect(race).toMatchObject({
      status: 'NEW',
      venue: 'BLR',
      distance: 1400,
      noOfHorses: 6,
      betCount: 0,
      stakeTotal: 0,
      pendingReview: 0,
    });
    expect(race.markets.map((market) => market.type).sort()).toEqual([
      'PLACE',
      'SHP',
      'THP',
      'WIN',
    ]);
    expect(race.allowedActions).toEqual([
      'edit',
      'addRunner',
      'prices',
      'publish',
      'suspend',
      'suspendMarkets',
      'scratch',
      'void',
    ]);
    const board = (await call('GET', `/races?day=${day}`)).json<OperatorRacesResponse>();
    expect(board.races.find((summary) => summary.uid === race.uid)).toMatchObject({
      status: 'NEW',
      name: race.name,
      nonRunners: 0,
    });
    expect((await call('GET', `/races/${race.uid}`)).json<OperatorRace>().uid).toBe(race.uid);
  });

  it('refuses bad races clearly: unknown venue, taken number, past start, bad body, unknown race', async () => {
    const body = {
      venue: 'BLR',
      day,
      raceNumber: 1,
      startDate: off.toISOString(),
      distance: 1200,
      name: 'X',
      runners: [runner(1)],
    };
    await expectError(
      await call('POST', '/races', { ...body, venue: 'ZZZ', raceNumber: 50 }),
      400,
      /not known/,
    );
    await expectError(await call('POST', '/races', body), 409, /already has a race 1/);
    await expectError(
      await call('POST', '/races', {
        ...body,
        raceNumber: 51,
        startDate: new Date(clock.now().getTime() - 1).toISOString(),
      }),
      400,
      /future/,
    );
    await expectError(
      await call('POST', '/races', { ...body, raceNumber: 52, runners: [runner(1), runner(1)] }),
      400,
    );
    await expectError(await call('GET', '/races?day=tomorrow'), 400);
    await expectError(await call('GET', '/races/2a3c8e47-93a5-4b6e-9f7e-0c9f0c8d1a11'), 404);
    await expectError(
      await call('POST', '/races/2a3c8e47-93a5-4b6e-9f7e-0c9f0c8d1a11/publish'),
      404,
    );
  });

  it('opens a meeting once for a venue and day', async () => {
    const first = await call('POST', '/meetings', { venue: 'MYS', day });
    expect(first.statusCode).toBe(201);
    expect((await call('POST', '/meetings', { venue: 'MYS', day })).json().uid).toBe(
      first.json().uid,
    );
    await expectError(await call('POST', '/meetings', { venue: 'NOPE', day }), 400);
  });

  it('edits details, adds a runner and sets prices in bulk, then refuses those after the off', async () => {
    const race = await newRace();
    const edited = await call('PATCH', `/races/${race.uid}`, {
      name: 'The Renamed Plate',
      tips: 'Horse 2',
      distance: 1600,
    });
    expect(edited.json<OperatorRace>()).toMatchObject({
      name: 'The Renamed Plate',
      tips: 'Horse 2',
      distance: 1600,
    });
    await expectError(await call('PATCH', `/races/${race.uid}`, {}), 400, /Nothing to change/);
    const added = (
      await call('POST', `/races/${race.uid}/runners`, runner(7))
    ).json<OperatorRace>();
    expect(added.participants.map((participant) => participant.horseNumber)).toContain(7);
    expect(added.markets.every((market) => market.selections.length === 7)).toBe(true);
    await expectError(
      await call('POST', `/races/${race.uid}/runners`, runner(7)),
      409,
      /already in this race/,
    );
    const repriced = (
      await call('PUT', `/races/${race.uid}/prices`, {
        prices: [
          { horseNo: 1, market: 'WIN', price: 7.5 },
          { horseNo: 2, market: 'THP', price: 1.25 },
        ],
      })
    ).json<OperatorRace>();
    const priceOf = (horse: number, market: string) =>
      repriced.participants
        .find((participant) => participant.horseNumber === horse)
        ?.odds.find((odds) => odds.market === market)?.price;
    expect([priceOf(1, 'WIN'), priceOf(2, 'THP')]).toEqual([7.5, 1.25]);
    expect(repriced.version).toBeGreaterThan(race.version);
    await expectError(
      await call('PUT', `/races/${race.uid}/prices`, {
        prices: [{ horseNo: 42, market: 'WIN', price: 2 }],
      }),
      400,
      /Horse 42/,
    );
    await expectError(
      await call('PUT', `/races/${race.uid}/prices`, {
        prices: [{ horseNo: 1, market: 'WIN', price: -1 }],
      }),
      400,
    );

    clock.set(new Date(Date.parse(race.startDate) + 1000));
    auth = (await signedInOperator(subject)).auth;
    await expectError(
      await call('PATCH', `/races/${race.uid}`, { distance: 1000 }),
      409,
      /past its start time/,
    );
    await expectError(await call('POST', `/races/${race.uid}/publish`), 409, /past its start time/);
    expect(
      (await call('PATCH', `/races/${race.uid}`, { message: 'Going: good' })).json<OperatorRace>()
        .message,
    ).toBe('Going: good');
    clock.set(new Date(off.getTime() - 2 * 60 * 60 * 1000));
    auth = (await signedInOperator(subject)).auth;
  });

  it('runs a race through its states, with a dead heat, a scratch, a correction, paid and complete', async () => {
    const race = await newRace(8);
    expect((await call('POST', `/races/${race.uid}/publish`)).json<OperatorRace>().status).toBe(
      'PUBLISHED',
    );
    await expectError(await call('POST', `/races/${race.uid}/publish`), 409, /PUBLISHED/);
    const scratched = (
      await call('POST', `/races/${race.uid}/scratch`, { horseNo: 8 })
    ).json<OperatorRace>();
    expect(scratched).toMatchObject({ nonRunners: 1 });
    expect(scratched.withdrawals.map((withdrawal) => withdrawal.horseNumber)).toEqual([8]);
    await expectError(
      await call('POST', `/races/${race.uid}/scratch`, { horseNo: 8 }),
      409,
      /already scratched/,
    );
    await expectError(
      await call('POST', `/races/${race.uid}/scratch`, { horseNo: 30 }),
      404,
      /not in this race/,
    );
    expect((await call('POST', `/races/${race.uid}/suspend`)).json<OperatorRace>().status).toBe(
      'SUSPENDED',
    );
    expect((await call('POST', `/races/${race.uid}/reopen`)).json<OperatorRace>().status).toBe(
      'PUBLISHED',
    );
    await expectError(
      await call('POST', `/races/${race.uid}/result`, { standings: [{ place: 1, horseNo: 1 }] }),
      409,
    );
    await call('POST', `/races/${race.uid}/suspend`);
    // Suspended early, but no horse has run: a result must wait for the off.
    const early = await call('POST', `/races/${race.uid}/result`, {
      standings: [
        { place: 1, horseNo: 1 },
        { place: 2, horseNo: 2 },
        { place: 3, horseNo: 3 },
      ],
    });
    await expectError(early, 409, /has not started yet/);
    expect(early.json<ErrorBody>().code).toBe('RESULT_BEFORE_OFF');
    clock.set(new Date(Date.parse(race.startDate) + 1000));
    auth = (await signedInOperator(subject)).auth;
    await expectError(
      await call('POST', `/races/${race.uid}/result`, {
        standings: [
          { place: 1, horseNo: 8 },
          { place: 2, horseNo: 2 },
          { place: 3, horseNo: 3 },
        ],
      }),
      400,
      /not a runner/,
    );
    await expectError(
      await call('POST', `/races/${race.uid}/result`, {
        standings: [
          { place: 1, horseNo: 1 },
          { place: 2, horseNo: 2 },
        ],
      }),
      400,
      /first 3 places/,
    );
    await expectError(
      await call('POST', `/races/${race.uid}/result`, { standings: [{ place: 4, horseNo: 1 }] }),
      400,
    );

    const deadHeat = await call('POST', `/races/${race.uid}/result`, {
      standings: [
        { place: 1, horseNo: 1 },
        { place: 1, horseNo: 2 },
        { place: 3, horseNo: 3 },
      ],
    });
    expect(deadHeat.statusCode, deadHeat.body).toBe(200);
    const resulted = deadHeat.json<OperatorRace>();
    expect(resulted.status).toBe('RESULT');
    expect(
      resulted.result?.standings.map((standing) => [standing.place, standing.horseNumber]),
    ).toEqual([
      [1, 1],
      [1, 2],
      [3, 3],
    ]);
    // Provisional until weighed in: an enquiry or official, not paid.
    expect(resulted.result?.state).toBe('PROVISIONAL');
    expect(resulted.allowedActions).toEqual(['edit', 'result', 'enquiry', 'official', 'void']);
    const amended = (
      await call('POST', `/races/${race.uid}/result`, {
        standings: [
          { place: 1, horseNo: 2 },
          { place: 2, horseNo: 1 },
          { place: 3, horseNo: 3 },
        ],
      })
    ).json<OperatorRace>();
    expect(amended.result?.standings.map((standing) => standing.horseNumber)).toEqual([2, 1, 3]);
    expect(amended.result?.state).toBe('PROVISIONAL');
    await expectError(await call('POST', `/races/${race.uid}/paid`), 409, /not official/);
    await expectError(await call('POST', `/races/${race.uid}/enquiry`, { state: 'WHATEVER' }), 400);
    const enquiry = (
      await call('POST', `/races/${race.uid}/enquiry`, { state: 'ENQUIRY' })
    ).json<OperatorRace>();
    expect(enquiry.result?.state).toBe('ENQUIRY');
    const official = (await call('POST', `/races/${race.uid}/official`)).json<OperatorRace>();
    expect(official.result?.state).toBe('OFFICIAL');
    expect(official.allowedActions).toEqual(['edit', 'result', 'void', 'paid']);
    await expectError(await call('POST', `/races/${race.uid}/official`), 409, /already official/);
    await expectError(
      await call('POST', `/races/${race.uid}/enquiry`, { state: 'OBJECTION' }),
      409,
      /already official/,
    );
    await expectError(await call('POST', `/races/${race.uid}/complete`), 409, /RESULT/);
    expect((await call('POST', `/races/${race.uid}/paid`)).json<OperatorRace>().status).toBe(
      'PAID',
    );
    const completed = (await call('POST', `/races/${race.uid}/complete`)).json<OperatorRace>();
    expect(completed).toMatchObject({ status: 'COMPLETE', allowedActions: [] });
    await expectError(await call('POST', `/races/${race.uid}/void`), 409, /COMPLETE/);

    const audit = (await call('GET', `/audit?subject=${race.uid}`)).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual([
      'race.create',
      'race.publish',
      'race.scratch',
      'race.suspend',
      'race.reopen',
      'race.suspend',
      'race.result',
      'race.result',
      'race.enquiry',
      'race.official',
      'race.paid',
      'race.complete',
    ]);
    expect(audit.entries[0]?.actor).toMatchObject({
      type: 'operator',
      name: expect.stringMatching(/^Staff /),
    });
    clock.set(new Date(off.getTime() - 2 * 60 * 60 * 1000));
    auth = (await signedInOperator(subject)).auth;
  });

  it('voids a race, announcing each change on fixture_changed', async () => {
    const race = await newRace();
    const seen: string[] = [];
    const stop = subject.hub.subscribe('sports', (event) => {
      if (event.event === 'fixture_changed' && event.data[race.uid])
        seen.push(event.data[race.uid]?.status ?? '');
    });
    await call('POST', `/races/${race.uid}/publish`);
    const voided = (await call('POST', `/races/${race.uid}/void`)).json<OperatorRace>();
    stop();
    expect(voided).toMatchObject({
      status: 'RESULT',
      result: { voided: true, standings: [], state: 'OFFICIAL' },
    });
    expect(seen).toEqual(['PUBLISHED', 'RESULT']);
  });

  it('pages the audit log with nextBefore', async () => {
    const first = (await call('GET', '/audit?limit=2')).json<AuditPage>();
    expect(first.entries).toHaveLength(2);
    expect(first.nextBefore).toBe(first.entries[1]?.id);
    const second = (
      await call('GET', `/audit?limit=2&before=${first.nextBefore}`)
    ).json<AuditPage>();
    expect(second.entries[0]?.id).toBeLessThan(first.entries[1]?.id ?? 0);
    await expectError(await call('GET', '/audit?limit=500'), 400);
  });
});
