import {
  fixtureSchema,
  pushKeySchema,
  pushPayloadSchema,
  pushSubscriptionsSchema,
  type BetSlipLine,
  type PushKind,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import {
  startLocalPushService,
  verifyVapid,
  type FakeBrowser,
  type LocalPushService,
} from '../../../test/local-push-service';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { settleRace } from '../settlement/settle-race';
import { isAllowedPushEndpoint } from './push-endpoint';
import { loadVapidKeys } from './vapid-keys';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

describe('Web Push', () => {
  let subject: TestApp;
  let service: LocalPushService;
  const clock = createManualClock(new Date('2026-11-20T08:00:00Z'));

  beforeAll(async () => {
    service = await startLocalPushService();
    subject = await buildTestApp({ clock, env: { PUSH_ALLOW_LOOPBACK_HTTP: 'on' } });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
    await service.close();
  });

  const subscribe = async (player: Player, browser: FakeBrowser, kinds: PushKind[]) =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/customer/self/push/subscriptions',
      headers: player.auth,
      payload: { endpoint: browser.endpoint, keys: browser.keys, kinds },
    });
  const subscriptions = async (player: Player) => {
    const response = await subject.app.inject({
      url: '/api/customer/self/push/subscriptions',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return pushSubscriptionsSchema.parse(response.json());
  };
  const publicKey = async (player: Player) => {
    const response = await subject.app.inject({
      url: '/api/customer/self/push/key',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return pushKeySchema.parse(response.json()).publicKey;
  };

  it('pushes a settled bet encrypted and signed, withholds it in a time-out, drops a gone browser, and tells a scratching', async () => {
    const off = new Date(clock.now().getTime() + 5 * 60 * 1000);
    const id = await addRace(subject, off, { raceNumber: 4, runnerCount: 8 });
    await publishRace(raceDeps(subject), id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const win = (horseNo: number): BetSlipLine => {
      const odds = race.participants
        .find((runner) => runner.horseNumber === horseNo)
        ?.odds.find((price) => price.market === 'WIN');
      if (!odds) throw new Error('no price');
      return {
        venue: 'BLR',
        raceNumber: 4,
        market: 'WIN',
        horseNo,
        horse: `Runner ${horseNo}`,
        odds: odds.price,
        ticketPrice: 100,
        sportFixture: id,
        selection: odds.selection,
      };
    };
    // The winner, a player on a time-out, a player whose browser has gone, a scratched runner's backer.
    const cases = [
      { name: 'winner', horseNo: 1, kinds: ['RESULTS'] },
      { name: 'resting', horseNo: 2, kinds: ['RESULTS'] },
      { name: 'gone', horseNo: 3, kinds: ['RESULTS', 'SCRATCHINGS'] },
      { name: 'backer', horseNo: 8, kinds: ['SCRATCHINGS'] },
    ] as const;
    const players: Record<string, { player: Player; browser: FakeBrowser }> = {};
    for (const { name, horseNo, kinds } of cases) {
      const player = await signedInPlayer(subject);
      await fundPlayer(subject, player.session.uid, 100_000);
      const browser = service.browser(name);
      const saved = await subscribe(player, browser, [...kinds]);
      expect(saved.statusCode, saved.body).toBe(200);
      const placed = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/betslip',
        headers: { ...player.auth, 'idempotency-key': `push-${name}` },
        payload: [win(horseNo)],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      players[name] = { player, browser };
    }
    const { winner, resting, gone, backer } = players as Record<
      'winner' | 'resting' | 'gone' | 'backer',
      { player: Player; browser: FakeBrowser }
    >;
    const timeOut = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/protections/time-out',
      headers: resting.player.auth,
      payload: { duration: 'P1D' },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    service.answer('gone', 410);
    const key = await publicKey(winner.player);

    clock.set(off);
    await suspendRace(raceDeps(subject), id);
    await scratchRunner(raceDeps(subject), id, 8);
    await subject.app.notifier.deliverPending?.();
    // The scratching reached its backer's browser only (the gone browser backed another horse).
    expect(service.requests.map((request) => request.path)).toEqual(['/push/backer']);
    const scratching = pushPayloadSchema.parse(
      JSON.parse(backer.browser.decrypt(service.requests[0]?.body ?? Buffer.alloc(0))),
    );
    expect(scratching).toMatchObject({
      kind: 'SCRATCHINGS',
      title: 'Bengaluru R4',
      body: '8 Runner 8, which you backed, is scratched.',
    });
    service.requests.length = 0;

    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [1, 2, 3].map((horseNumber) => ({ place: horseNumber, horseNumber })),
    });
    await settleRace(raceDeps(subject), id);
    await subject.app.notifier.deliverPending?.();

    // The winner's push: aes128gcm, signed with the server's VAPID key for this push service.
    const paths = service.requests.map((request) => request.path).sort();
    expect(paths).toEqual(['/push/gone', '/push/winner']);
    const pushed = service.requests.find((request) => request.path === '/push/winner');
    if (!pushed) throw new Error('no push for the winner');
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(pushed.headers.ttl)).toBeGreaterThan(0);
    const claims = await verifyVapid(pushed.headers.authorization, key, service.origin);
    expect(claims.sub).toBe('mailto:support@furlong.in');
    const payload = pushPayloadSchema.parse(JSON.parse(winner.browser.decrypt(pushed.body)));
    expect(payload).toMatchObject({
      kind: 'RESULTS',
      title: 'Bengaluru R4',
      url: '/myaccount/my-bets',
      tag: `race-${id}`,
    });
    expect(payload.body).toMatch(/^You won ₹[\d,]+\.\d\d$/);
    // Another browser cannot read it.
    expect(() => service.browser('stranger').decrypt(pushed.body)).toThrow();

    // The time-out: nothing sent, the message kept as withheld.
    const withheld = await queryRows<{ carrier: string; delivered: boolean }>(
      subject.database.db,
      sql`select carrier, delivered_at is not null as delivered from outbox_messages
          where "to" = ${resting.player.session.uid}`,
    );
    expect(withheld).toEqual([{ carrier: 'WITHHELD', delivered: true }]);
    // The push service said the browser is gone (410): its subscription is deleted.
    expect(await subscriptions(gone.player)).toEqual([]);
    expect(await subscriptions(winner.player)).toHaveLength(1);

    // Delivered once: another run of the job sends nothing again.
    service.requests.length = 0;
    await subject.app.notifier.deliverPending?.();
    expect(service.requests).toEqual([]);
  });

  it("words a settlement's push in each player's language, English for a language it lacks", async () => {
    const off = new Date(clock.now().getTime() + 5 * 60 * 1000);
    const id = await addRace(subject, off, { raceNumber: 5, runnerCount: 6 });
    await publishRace(raceDeps(subject), id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const players: Record<string, { player: Player; browser: FakeBrowser }> = {};
    for (const [name, language, horseNo] of [
      ['hindi', 'hi-IN', 1],
      ['gujarati', 'gu-IN', 2],
    ] as const) {
      const player = await signedInPlayer(subject);
      await fundPlayer(subject, player.session.uid, 100_000);
      const chosen = await subject.app.inject({
        method: 'PUT',
        url: '/api/customer/self/language',
        headers: player.auth,
        payload: { language },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const browser = service.browser(name);
      expect((await subscribe(player, browser, ['RESULTS'])).statusCode).toBe(200);
      const odds = race.participants
        .find((runner) => runner.horseNumber === horseNo)
        ?.odds.find((price) => price.market === 'WIN');
      if (!odds) throw new Error('no price');
      const placed = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/betslip',
        headers: { ...player.auth, 'idempotency-key': `push-words-${name}` },
        payload: [
          {
            venue: 'BLR',
            raceNumber: 5,
            market: 'WIN',
            horseNo,
            horse: `Runner ${horseNo}`,
            odds: odds.price,
            ticketPrice: 100,
            sportFixture: id,
            selection: odds.selection,
          } satisfies BetSlipLine,
        ],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      players[name] = { player, browser };
    }
    clock.set(off);
    await suspendRace(raceDeps(subject), id);
    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [1, 3, 4].map((horseNumber, index) => ({ place: index + 1, horseNumber })),
    });
    service.requests.length = 0;
    await settleRace(raceDeps(subject), id);
    await subject.app.notifier.deliverPending?.();

    const read = (name: string) => {
      const request = service.requests.find((sent) => sent.path === `/push/${name}`);
      const browser = players[name]?.browser;
      if (!request || !browser) throw new Error(`no push for ${name}`);
      return pushPayloadSchema.parse(JSON.parse(browser.decrypt(request.body)));
    };
    const hindi = read('hindi');
    expect(hindi.title).toBe('Bengaluru R5');
    expect(hindi.body).toMatch(/^आप ₹[\d,]+\.\d\d जीते$/);
    // gu-IN is a well-formed choice the app has no words for: the push reads English.
    expect(read('gujarati').body).toBe('Your bet lost');
    const subjects = await queryRows<{ subject: string }>(
      subject.database.db,
      sql`select subject from outbox_messages
          where "to" = ${players.hindi?.player.session.uid ?? ''} and channel = 'PUSH'`,
    );
    expect(subjects).toEqual([{ subject: 'Bengaluru R5' }]);
  });

  it("forgets a browser at sign-out by its endpoint, leaving the player's other browsers", async () => {
    const player = await signedInPlayer(subject);
    const leaving = service.browser('leaving');
    expect((await subscribe(player, leaving, ['RESULTS'])).statusCode).toBe(200);
    expect((await subscribe(player, service.browser('staying'), ['RESULTS'])).statusCode).toBe(200);
    const forget = (who: Player, endpoint: string) =>
      subject.app.inject({
        method: 'DELETE',
        url: '/api/customer/self/push/subscriptions',
        headers: who.auth,
        payload: { endpoint },
      });
    // Another player naming this endpoint removes nothing of this player's.
    expect((await forget(await signedInPlayer(subject), leaving.endpoint)).statusCode).toBe(204);
    expect(await subscriptions(player)).toHaveLength(2);
    expect((await forget(player, leaving.endpoint)).statusCode).toBe(204);
    expect((await subscriptions(player)).map((kept) => kept.endpoint)).toEqual([
      service.browser('staying').endpoint,
    ]);
    // Again, or signed out: nothing to remove is not an error; no session is a 401.
    expect((await forget(player, leaving.endpoint)).statusCode).toBe(204);
    const unsigned = await subject.app.inject({
      method: 'DELETE',
      url: '/api/customer/self/push/subscriptions',
      payload: { endpoint: leaving.endpoint },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it("keeps each player's subscriptions to that player", async () => {
    const owner = await signedInPlayer(subject);
    const other = await signedInPlayer(subject);
    expect((await subscribe(owner, service.browser('owner'), ['FOLLOWS'])).statusCode).toBe(200);
    const [mine] = await subscriptions(owner);
    if (!mine) throw new Error('no subscription');
    expect(mine.kinds).toEqual(['FOLLOWS']);
    expect(await subscriptions(other)).toEqual([]);
    const removal = await subject.app.inject({
      method: 'DELETE',
      url: `/api/customer/self/push/subscriptions/${mine.uid}`,
      headers: other.auth,
    });
    expect(removal.statusCode).toBe(404);
    expect(await subscriptions(owner)).toHaveLength(1);
    const unsigned = await subject.app.inject({ url: '/api/customer/self/push/subscriptions' });
    expect(unsigned.statusCode).toBe(401);
    const own = await subject.app.inject({
      method: 'DELETE',
      url: `/api/customer/self/push/subscriptions/${mine.uid}`,
      headers: owner.auth,
    });
    expect(own.statusCode).toBe(204);
    expect(await subscriptions(owner)).toEqual([]);
  });

  it('refuses an endpoint that is not a push service, and bad keys, with a 400', async () => {
    const player = await signedInPlayer(subject);
    const browser = service.browser('checked');
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'http://push.example.com/push',
      'https://push.example.com:8443/push',
      'ftp://push.example.com/push',
    ]) {
      const response = await subscribe(player, { ...browser, endpoint }, ['RESULTS']);
      expect(response.statusCode, endpoint).toBe(400);
    }
    const badKeys = await subject.app.inject({
      method: 'PUT',
      url: '/api/customer/self/push/subscriptions',
      headers: player.auth,
      payload: { endpoint: browser.endpoint, keys: { p256dh: 'x', auth: '' }, kinds: ['RESULTS'] },
    });
    expect(badKeys.statusCode).toBe(400);
    const noKind = await subscribe(player, browser, []);
    expect(noKind.statusCode).toBe(400);
    expect(
      isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', {
        allowLoopbackHttp: false,
      }),
    ).toBe(true);
    expect(isAllowedPushEndpoint(browser.endpoint, { allowLoopbackHttp: false })).toBe(false);
    expect(isAllowedPushEndpoint(browser.endpoint, { allowLoopbackHttp: true })).toBe(true);
  });

  it('keeps its VAPID keys across a restart, the private one sealed', async () => {
    const player = await signedInPlayer(subject);
    const before = await publicKey(player);
    const restarted = await buildTestApp({
      clock,
      env: { PUSH_ALLOW_LOOPBACK_HTTP: 'on' },
      database: subject.database,
    });
    try {
      expect(restarted.app.pushKeys.publicKey).toBe(before);
      expect(restarted.app.pushKeys.privateKey).toBe(subject.app.pushKeys.privateKey);
    } finally {
      await restarted.close();
    }
    const [stored] = await queryRows<{ public_key: string; private_key: string }>(
      subject.database.db,
      sql`select public_key, private_key from vapid_keys`,
    );
    expect(stored?.public_key).toBe(before);
    expect(stored?.private_key).not.toContain(subject.app.pushKeys.privateKey);
    // Keys from the environment win over the stored pair.
    const configured = await loadVapidKeys(
      subject.database.db,
      {
        VAPID_PUBLIC_KEY: 'B'.repeat(87),
        VAPID_PRIVATE_KEY: 'a'.repeat(43),
        VAPID_SUBJECT: 'https://furlong.in',
      },
      subject.app.secrets.fieldCipher,
    );
    expect(configured.publicKey).toBe('B'.repeat(87));
  });
});
