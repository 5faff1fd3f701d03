import {
  fixtureSchema,
  indiaInstant,
  protectionsSchema,
  type BetSlipLine,
  type Protections,
} from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signIn } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { auditLog } from '../audit/audit.schema';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { bets } from '../bets/bets.schema';
import { protectionRefusals } from './protections.schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A Wednesday, 10:00 India time. */
const START = indiaInstant('2031-04-09', '10:00');

describe('player protections', () => {
  let subject: TestApp;
  const clock = createManualClock(START);
  let raceNumber = 0;
  let keySequence = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  /** A published race two hours after the clock's now. */
  async function openRace(): Promise<string> {
    raceNumber += 1;
    const off = new Date(clock.now().getTime() + 2 * HOUR);
    const id = await addRace(subject, off, { raceNumber });
    await publishRace(raceDeps(subject), id);
    return id;
  }

  async function winLine(raceId: string, rupees: number, horseNo = 1): Promise<BetSlipLine> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const runner = race.participants.find((participant) => participant.horseNumber === horseNo);
    const odds = runner?.odds.find((price) => price.market === 'WIN');
    if (!runner || !odds) throw new Error('no such runner');
    return {
      venue: 'BLR',
      raceNumber: race.raceNumber,
      market: 'WIN',
      horseNo,
      horse: runner.name,
      odds: odds.price,
      ticketPrice: rupees,
      sportFixture: raceId,
      selection: odds.selection,
    };
  }

  interface Player {
    email: string;
    uid: string;
    headers: Record<string, string>;
    signedInAt: number;
  }

  async function newPlayer(): Promise<Player> {
    const fresh = await freshPlayer(subject);
    return {
      email: fresh.email,
      uid: fresh.session.uid,
      headers: fresh.auth,
      signedInAt: clock.now().getTime(),
    };
  }

  /**
   * The player's authorization, signed in again when the clock has moved past the access
   * token's 15 minutes (the clock jumps days in these tests).
   */
  async function auth(player: Player): Promise<Record<string, string>> {
    if (clock.now().getTime() - player.signedInAt < 10 * 60 * 1000) return player.headers;
    const session = await signIn(subject.app, player.email);
    player.headers = { authorization: `Bearer ${session.accessToken}` };
    player.signedInAt = clock.now().getTime();
    return player.headers;
  }

  const place = async (player: Player, raceId: string, ...rupees: number[]) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...(await auth(player)), 'idempotency-key': `protect-${(keySequence += 1)}` },
      payload: await Promise.all(rupees.map((amount) => winLine(raceId, amount))),
    });

  const call = async (
    player: Player | null,
    method: 'GET' | 'PUT' | 'POST',
    path = '',
    payload?: object,
  ) =>
    subject.app.inject({
      method,
      url: `/api/customer/self/protections${path}`,
      headers: player ? await auth(player) : {},
      ...(payload ? { payload } : {}),
    });

  const protections = async (player: Player): Promise<Protections> => {
    const response = await call(player, 'GET');
    expect(response.statusCode).toBe(200);
    return protectionsSchema.parse(response.json());
  };

  async function fundedPlayer(rupees = 50_000): Promise<Player> {
    const player = await newPlayer();
    await fundPlayer(subject, player.uid, rupees * 100);
    return player;
  }

  /**
   * Settles the player's bets on a race as a win paying `payoutPaise` each, as settlement
   * writes them (the settlement itself is settle-race's to test).
   */
  const settleAsWon = async (raceId: string, payoutPaise: number) => {
    await subject.database.db
      .update(bets)
      .set({ status: 'WON', payoutPaise, settledAt: clock.now() })
      .where(eq(bets.fixtureId, raceId));
  };

  it('answers no limits and the defaults for a new player', async () => {
    clock.set(START);
    const player = await newPlayer();
    expect(await protections(player)).toEqual({
      limits: [],
      timeOutUntil: null,
      selfExcludedUntil: null,
      selfExclusionReturnFrom: null,
      realityCheckMinutes: null,
      priceChangePolicy: 'ASK',
      marketingConsent: false,
      closedAt: null,
    });
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });

  it('refuses a slip that would break a daily stake limit, naming the limit and what is left', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    const raceId = await openRace();
    const set = await call(player, 'PUT', '/limits', {
      kind: 'STAKE',
      period: 'DAY',
      amount: 1000,
    });
    expect(set.statusCode).toBe(200);
    expect(protectionsSchema.parse(set.json()).limits).toEqual([
      {
        kind: 'STAKE',
        period: 'DAY',
        amount: 1000,
        used: 0,
        pendingAmount: null,
        pendingFrom: null,
      },
    ]);

    expect((await place(player, raceId, 400, 200)).statusCode).toBe(201);
    const refused = await place(player, raceId, 500);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'This slip would break your daily stake limit of ₹1,000.00. You have ₹400.00 left.',
      details: { kind: 'STAKE', period: 'DAY', amount: 1000, used: 600, left: 400 },
    });
    // Exactly up to the limit is allowed.
    expect((await place(player, raceId, 400)).statusCode).toBe(201);
    expect((await place(player, raceId, 100)).statusCode).toBe(403);
    expect((await protections(player)).limits[0]?.used).toBe(1000);
    // A refused slip leaves no lock behind: the race can still change.
    const suspended = await suspendRace(raceDeps(subject), raceId);
    expect(suspended.status).toBe('SUSPENDED');

    const hits = await subject.database.db
      .select()
      .from(protectionRefusals)
      .where(eq(protectionRefusals.playerId, player.uid));
    expect(hits.map((hit) => [hit.code, hit.kind, hit.period])).toEqual([
      ['LIMIT_REACHED', 'STAKE', 'DAY'],
      ['LIMIT_REACHED', 'STAKE', 'DAY'],
    ]);
  });

  it('starts a new India-time day at midnight IST and a new week on Monday', async () => {
    clock.set(indiaInstant('2031-04-13', '23:00')); // a Sunday
    const player = await fundedPlayer();
    await call(player, 'PUT', '/limits', { kind: 'STAKE', period: 'DAY', amount: 500 });
    await call(player, 'PUT', '/limits', { kind: 'STAKE', period: 'WEEK', amount: 800 });
    const sunday = await openRace();
    expect((await place(player, sunday, 500)).statusCode).toBe(201);
    clock.set(indiaInstant('2031-04-13', '23:59'));
    expect((await place(player, sunday, 100)).json()).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { period: 'DAY' },
    });
    // 00:00 IST Monday is 18:30 UTC Sunday: a new day and a new week.
    clock.set(indiaInstant('2031-04-14', '00:00'));
    const monday = await openRace();
    expect((await protections(player)).limits.map((limit) => limit.used)).toEqual([0, 0]);
    expect((await place(player, monday, 500)).statusCode).toBe(201);
    clock.set(indiaInstant('2031-04-15', '09:00'));
    const tuesday = await openRace();
    const refused = await place(player, tuesday, 400);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { period: 'WEEK', used: 500, left: 300 },
    });
  });

  it('applies a lower limit at once; a raise waits 24 hours and the player confirms it', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    const raceId = await openRace();
    await call(player, 'PUT', '/limits', { kind: 'STAKE', period: 'WEEK', amount: 2000 });
    const lowered = await call(player, 'PUT', '/limits', {
      kind: 'STAKE',
      period: 'WEEK',
      amount: 300,
    });
    expect(protectionsSchema.parse(lowered.json()).limits[0]).toMatchObject({ amount: 300 });
    expect((await place(player, raceId, 400)).statusCode).toBe(403);

    const raised = await call(player, 'PUT', '/limits', {
      kind: 'STAKE',
      period: 'WEEK',
      amount: 5000,
    });
    expect(raised.statusCode).toBe(200);
    expect(protectionsSchema.parse(raised.json()).limits[0]).toEqual({
      kind: 'STAKE',
      period: 'WEEK',
      amount: 300,
      used: 0,
      pendingAmount: 5000,
      pendingFrom: new Date(START.getTime() + DAY).toISOString(),
    });
    // The raise is not in force while it waits.
    expect((await place(player, raceId, 400)).statusCode).toBe(403);

    clock.set(new Date(START.getTime() + DAY - 1000));
    const early = await call(player, 'POST', '/limits/confirm', { kind: 'STAKE', period: 'WEEK' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This change can be confirmed only once its 24 hours have passed.',
    );

    clock.set(new Date(START.getTime() + DAY));
    // Not confirmed: still the old limit, even after the 24 hours.
    const raceAfter = await openRace();
    expect((await place(player, raceAfter, 400)).statusCode).toBe(403);
    const confirmed = await call(player, 'POST', '/limits/confirm', {
      kind: 'STAKE',
      period: 'WEEK',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(protectionsSchema.parse(confirmed.json()).limits[0]).toMatchObject({
      amount: 5000,
      pendingAmount: null,
      pendingFrom: null,
    });
    expect((await place(player, raceAfter, 400)).statusCode).toBe(201);
    const again = await call(player, 'POST', '/limits/confirm', { kind: 'STAKE', period: 'WEEK' });
    expect(again.statusCode).toBe(409);
  });

  it('removes a limit only after 24 hours and a confirmation; a lower limit drops a waiting raise', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    await call(player, 'PUT', '/limits', { kind: 'LOSS', period: 'MONTH', amount: 1000 });
    const removal = protectionsSchema.parse(
      (
        await call(player, 'PUT', '/limits', { kind: 'LOSS', period: 'MONTH', amount: null })
      ).json(),
    );
    expect(removal.limits[0]).toMatchObject({ amount: 1000, pendingAmount: null });
    expect(removal.limits[0]?.pendingFrom).toBe(new Date(START.getTime() + DAY).toISOString());

    // A lower limit meanwhile applies at once and drops the waiting removal.
    const lowered = protectionsSchema.parse(
      (await call(player, 'PUT', '/limits', { kind: 'LOSS', period: 'MONTH', amount: 800 })).json(),
    );
    expect(lowered.limits[0]).toMatchObject({
      amount: 800,
      pendingAmount: null,
      pendingFrom: null,
    });

    await call(player, 'PUT', '/limits', { kind: 'LOSS', period: 'MONTH', amount: null });
    clock.set(new Date(START.getTime() + DAY + 1));
    const removed = await call(player, 'POST', '/limits/confirm', {
      kind: 'LOSS',
      period: 'MONTH',
    });
    expect(protectionsSchema.parse(removed.json()).limits).toEqual([]);

    const history = await subject.database.db
      .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorType })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, player.uid)));
    expect(
      history
        .filter((entry) => entry.action.startsWith('PROTECTION_'))
        .map((entry) => [entry.action, entry.details.applied ?? null, entry.actor]),
    ).toEqual([
      ['PROTECTION_LIMIT_SET', 'NOW', 'player'],
      ['PROTECTION_LIMIT_SET', 'PENDING', 'player'],
      ['PROTECTION_LIMIT_SET', 'NOW', 'player'],
      ['PROTECTION_LIMIT_SET', 'PENDING', 'player'],
      ['PROTECTION_LIMIT_CONFIRMED', null, 'player'],
    ]);
  });

  it('counts net losses: stakes less what settled bets paid, open stakes as lost', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    await call(player, 'PUT', '/limits', { kind: 'LOSS', period: 'DAY', amount: 1000 });
    const first = await openRace();
    expect((await place(player, first, 600)).statusCode).toBe(201);
    // Open stakes count as lost: ₹600 used, ₹400 left.
    expect((await place(player, first, 500)).json()).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { kind: 'LOSS', used: 600, left: 400 },
    });
    // Horse 1 wins at 2.0: the return comes off the loss.
    await settleAsWon(first, 45_000);
    expect((await protections(player)).limits[0]?.used).toBe(150);
    const second = await openRace();
    expect((await place(player, second, 600)).statusCode).toBe(201);
  });

  it('refuses bets during a time-out, which cannot be shortened, and leaves the account open', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    const raceId = await openRace();
    const taken = await call(player, 'POST', '/time-out', { duration: 'P7D' });
    expect(taken.statusCode).toBe(200);
    const until = new Date(START.getTime() + 7 * DAY).toISOString();
    expect(protectionsSchema.parse(taken.json()).timeOutUntil).toBe(until);

    const refused = await place(player, raceId, 100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TIMED_OUT',
      message:
        'You are taking a break until 16-APR-2031 10:00 IST. You can sign in, see your account and withdraw, but not bet.',
      details: { until },
    });
    const shorter = await call(player, 'POST', '/time-out', { duration: 'P1D' });
    expect(shorter.statusCode).toBe(409);
    expect(protectionsSchema.parse((await call(player, 'GET')).json()).timeOutUntil).toBe(until);
    // The account and the wallet stay open.
    expect(
      (await subject.app.inject({ url: '/api/customer/self/wallet', headers: await auth(player) }))
        .statusCode,
    ).toBe(200);

    clock.set(new Date(START.getTime() + 7 * DAY));
    const later = await openRace();
    expect((await place(player, later, 100)).statusCode).toBe(201);
  });

  it('takes each time-out length from now', async () => {
    clock.set(indiaInstant('2031-01-31', '12:00'));
    const player = await newPlayer();
    const ends = [];
    for (const duration of ['P1D', 'P7D', 'P1M', 'P6W'])
      ends.push(
        protectionsSchema.parse((await call(player, 'POST', '/time-out', { duration })).json())
          .timeOutUntil,
      );
    expect(ends).toEqual([
      '2031-02-01T06:30:00.000Z',
      '2031-02-07T06:30:00.000Z',
      '2031-03-03T06:30:00.000Z',
      '2031-03-14T06:30:00.000Z',
    ]);
  });

  it('self-excludes at once, cannot be undone, and after its end needs a return and 24 hours', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    await call(player, 'PUT', '/settings', {
      realityCheckMinutes: null,
      priceChangePolicy: 'ASK',
      marketingConsent: true,
    });
    const raceId = await openRace();
    expect((await place(player, raceId, 100)).statusCode).toBe(201);

    const excluded = await call(player, 'POST', '/self-exclusion', { duration: 'P6M' });
    expect(excluded.statusCode).toBe(200);
    const until = '2031-10-09T04:30:00.000Z';
    expect(protectionsSchema.parse(excluded.json())).toMatchObject({
      selfExcludedUntil: until,
      marketingConsent: false,
    });
    const refused = await place(player, raceId, 100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SELF_EXCLUDED', details: { until } });
    // A shorter exclusion, or asking to return before the end, changes nothing.
    expect((await call(player, 'POST', '/self-exclusion', { duration: 'P6M' })).statusCode).toBe(
      409,
    );
    expect((await call(player, 'POST', '/self-exclusion/return')).statusCode).toBe(409);
    // The open bet stands (and settles as any other).
    const myBets = await subject.app.inject({
      url: '/api/customer/self/sports/bets',
      headers: await auth(player),
    });
    expect(myBets.json().map((bet: { betStatus: string }) => bet.betStatus)).toEqual(['CONFIRMED']);

    // The end passes: still closed until the player asks to return and waits 24 hours.
    clock.set(new Date(until));
    const later = await openRace();
    expect((await place(player, later, 100)).json().code).toBe('SELF_EXCLUDED');
    const asked = await call(player, 'POST', '/self-exclusion/return');
    expect(protectionsSchema.parse(asked.json()).selfExclusionReturnFrom).toBe(
      new Date(Date.parse(until) + DAY).toISOString(),
    );
    clock.set(new Date(Date.parse(until) + DAY - 1000));
    const dayAfter = await openRace();
    expect((await place(player, dayAfter, 100)).json().code).toBe('SELF_EXCLUDED');
    clock.set(new Date(Date.parse(until) + DAY));
    expect((await place(player, dayAfter, 100)).statusCode).toBe(201);

    const actions = await subject.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, player.uid));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['PROTECTION_SELF_EXCLUSION', 'PROTECTION_RETURN_REQUESTED']),
    );
  });

  it('keeps the reality-check interval, the price-change policy and marketing consent', async () => {
    clock.set(START);
    const player = await newPlayer();
    const saved = await call(player, 'PUT', '/settings', {
      realityCheckMinutes: 30,
      priceChangePolicy: 'HIGHER',
    });
    expect(protectionsSchema.parse(saved.json())).toMatchObject({
      realityCheckMinutes: 30,
      priceChangePolicy: 'HIGHER',
      marketingConsent: false,
    });
    const consented = await call(player, 'PUT', '/settings', {
      realityCheckMinutes: null,
      priceChangePolicy: 'ANY',
      marketingConsent: true,
    });
    expect(protectionsSchema.parse(consented.json())).toMatchObject({
      realityCheckMinutes: null,
      priceChangePolicy: 'ANY',
      marketingConsent: true,
    });
  });

  it('answers bad input with 400', async () => {
    const player = await newPlayer();
    const cases: [string, 'PUT' | 'POST', object][] = [
      ['/limits', 'PUT', { kind: 'STAKE', period: 'DAY', amount: 0 }],
      ['/limits', 'PUT', { kind: 'STAKE', period: 'YEAR', amount: 100 }],
      ['/limits', 'PUT', { kind: 'BET', period: 'DAY', amount: 100 }],
      ['/limits', 'PUT', { kind: 'STAKE', period: 'DAY', amount: 10.001 }],
      ['/time-out', 'POST', { duration: 'P2D' }],
      ['/self-exclusion', 'POST', { duration: 'P1M' }],
      ['/settings', 'PUT', { realityCheckMinutes: 20, priceChangePolicy: 'ASK' }],
      ['/settings', 'PUT', { realityCheckMinutes: 15, priceChangePolicy: 'LOWER' }],
    ];
    for (const [path, method, body] of cases) {
      const response = await call(player, method, path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('closes an account: bets refused, the wallet still open', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    const raceId = await openRace();
    const closed = await call(player, 'POST', '/close-account', { reason: 'Moving abroad' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().closedAt).toBe(START.toISOString());
    const refused = await place(player, raceId, 100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your account is closed. Contact support to reopen it.',
    });
    expect(
      (await subject.app.inject({ url: '/api/customer/self/wallet', headers: await auth(player) }))
        .statusCode,
    ).toBe(200);
  });

  it('tells the reality check the minutes and the net result of this sign-in', async () => {
    clock.set(START);
    const player = await fundedPlayer();
    const raceId = await openRace();
    await place(player, raceId, 250);
    clock.set(new Date(START.getTime() + 9 * 60 * 1000));
    const response = await call(player, 'GET', '/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      startedAt: START.toISOString(),
      minutes: 9,
      stakes: 250,
      returns: 0,
      net: -250,
    });
  });
});
