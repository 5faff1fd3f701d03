import { limitHitsSchema, operatorPlayerProtectionsSchema } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { protectionRefusals } from './protections.schema';

const NOW = new Date('2031-05-05T06:30:00Z');

describe('operator view of player protections', () => {
  let subject: TestApp;
  let staff: Record<string, string>;
  const clock = createManualClock(NOW);

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    staff = (await signedInOperator(subject)).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    subject.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

  it('applies a time-out and an exclusion on request, audited, and never shortens them', async () => {
    const player = await freshPlayer(subject);
    const uid = player.session.uid;
    await subject.app.inject({
      method: 'PUT',
      url: '/api/customer/self/protections/limits',
      headers: player.auth,
      payload: { kind: 'LOSS', period: 'WEEK', amount: 2500 },
    });
    const timedOut = await inject('POST', `/api/operator/players/${uid}/protections/time-out`, {
      duration: 'P6W',
    });
    expect(timedOut.statusCode).toBe(200);
    const shorter = await inject('POST', `/api/operator/players/${uid}/protections/time-out`, {
      duration: 'P1D',
    });
    expect(shorter.statusCode).toBe(409);
    const excluded = await inject(
      'POST',
      `/api/operator/players/${uid}/protections/self-exclusion`,
      { duration: 'P1Y' },
    );
    expect(excluded.statusCode).toBe(200);

    const view = operatorPlayerProtectionsSchema.parse(
      (await inject('GET', `/api/operator/players/${uid}/protections`)).json(),
    );
    expect(view.protections).toMatchObject({
      timeOutUntil: '2031-06-16T06:30:00.000Z',
      selfExcludedUntil: '2032-05-05T06:30:00.000Z',
      limits: [{ kind: 'LOSS', period: 'WEEK', amount: 2500 }],
    });
    expect(view.history.map((entry) => [entry.action, entry.actor.type])).toEqual([
      ['PROTECTION_SELF_EXCLUSION', 'operator'],
      ['PROTECTION_TIME_OUT', 'operator'],
      ['PROTECTION_LIMIT_SET', 'player'],
    ]);
    // The player cannot lift it either, and sees it in their own protections.
    const mine = await subject.app.inject({
      url: '/api/customer/self/protections',
      headers: player.auth,
    });
    expect(mine.json().selfExcludedUntil).toBe('2032-05-05T06:30:00.000Z');
  });

  it('answers 404 for an unknown player and 401 or 403 to anyone but an operator', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await inject('GET', `/api/operator/players/${unknown}/protections`)).statusCode).toBe(
      404,
    );
    const player = await freshPlayer(subject);
    const asPlayer = await subject.app.inject({
      url: `/api/operator/players/${player.session.uid}/protections`,
      headers: player.auth,
    });
    expect(asPlayer.statusCode).toBe(403);
    expect(
      (await subject.app.inject({ url: '/api/operator/protections/limit-hits' })).statusCode,
    ).toBe(401);
  });

  it('lists players whose slips were refused often', async () => {
    const often = await freshPlayer(subject);
    const once = await freshPlayer(subject);
    const hit = (playerId: string, daysAgo: number) => ({
      playerId,
      code: 'LIMIT_REACHED',
      kind: 'STAKE',
      period: 'DAY',
      at: new Date(NOW.getTime() - daysAgo * 24 * 60 * 60 * 1000),
    });
    await subject.database.db
      .insert(protectionRefusals)
      .values([
        hit(often.session.uid, 1),
        hit(often.session.uid, 2),
        hit(often.session.uid, 3),
        hit(often.session.uid, 40),
        hit(once.session.uid, 1),
      ]);
    const listed = limitHitsSchema.parse(
      (await inject('GET', '/api/operator/protections/limit-hits')).json(),
    );
    expect(listed.players.map((player) => [player.uid, player.refusals])).toEqual([
      [often.session.uid, 3],
    ]);
    const wider = limitHitsSchema.parse(
      (await inject('GET', '/api/operator/protections/limit-hits?days=60&atLeast=1')).json(),
    );
    expect(wider.players.map((player) => player.refusals)).toEqual([4, 1]);
  });
});
