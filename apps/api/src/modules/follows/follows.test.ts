import { MAX_FOLLOWS, type FollowList } from '@furlong/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer, signIn } from '../../../test/players';
import { addRace, insertVenues } from '../../../test/race-factory';
import { queryRows } from '../../db/query-rows';
import { outboxMessages } from '../notifications/notifications.schema';
import { publishRace } from '../race-control/publish-race';
import { declareResultAndSettle, recordOffAndSettle } from '../race-control/race-operations';
import { sendFollowNotices, type FollowNoticeDeps } from './send-follow-notices';

const MINUTE = 60_000;
const BASE = '/api/customer/self/follows';

describe('the follow list', () => {
  let subject: TestApp;
  // Race day: the off at 14:00 UTC; the clock starts two hours before it.
  const off = new Date('2031-03-10T14:00:00.000Z');
  const clock = createManualClock(new Date(off.getTime() - 120 * MINUTE));

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const deps = (): FollowNoticeDeps => ({
    db: subject.database.db,
    hub: subject.hub,
    clock,
    notifier: subject.app.notifier,
  });
  const raceDeps = () => ({ db: subject.database.db, hub: subject.hub, clock });

  /** Signs in again: the test's clock moves hours, past any access token's life. */
  async function noticesOf(player: { email: string }) {
    const { accessToken } = await signIn(subject.app, player.email);
    const response = await subject.app.inject({
      url: `${BASE}/notices`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ moment: string; message: string; fixture: string; raceDay: string }[]>();
  }

  async function followEmailsTo(email: string) {
    return subject.database.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.purpose, 'FOLLOW_NOTICE')));
  }

  it('answers 401 without a signed-in player', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/notices`],
      ['PUT', `${BASE}/settings`],
      ['DELETE', `${BASE}/HORSE/Star`],
    ] as const) {
      const response = await subject.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('follows, lists newest first, ignores a second follow of one name, and unfollows', async () => {
    const player = await signedInPlayer(subject);
    const follow = (kind: string, name: string) =>
      subject.app.inject({
        method: 'POST',
        url: BASE,
        headers: player.auth,
        payload: { kind, name },
      });
    expect((await follow('HORSE', 'Star Dancer')).statusCode).toBe(200);
    clock.advance(1000);
    const second = await follow('JOCKEY', '  P.  Trevor ');
    expect(second.json<FollowList>().follows.map((row) => [row.kind, row.name])).toEqual([
      ['JOCKEY', 'P. Trevor'],
      ['HORSE', 'Star Dancer'],
    ]);
    // The same horse in other letters is the same horse.
    const again = await follow('HORSE', 'star dancer');
    expect(again.json<FollowList>().follows).toHaveLength(2);

    const removed = await subject.app.inject({
      method: 'DELETE',
      url: `${BASE}/JOCKEY/${encodeURIComponent('p. trevor')}`,
      headers: player.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<FollowList>().follows.map((row) => row.name)).toEqual(['Star Dancer']);
    expect(removed.json<FollowList>().emailNotices).toBe(false);
  });

  it('refuses a bad kind or an empty name with a 400, and the 101st follow with a 409', async () => {
    const player = await signedInPlayer(subject);
    const post = (payload: Record<string, unknown>) =>
      subject.app.inject({ method: 'POST', url: BASE, headers: player.auth, payload });
    expect((await post({ kind: 'OWNER', name: 'X' })).statusCode).toBe(400);
    const blank = await post({ kind: 'HORSE', name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_FAILED');
    for (let index = 0; index < MAX_FOLLOWS; index += 1) {
      expect((await post({ kind: 'HORSE', name: `Horse ${index}` })).statusCode).toBe(200);
    }
    const tooMany = await post({ kind: 'TRAINER', name: 'One Too Many' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain(`up to ${MAX_FOLLOWS}`);
    // Following one already followed is still fine at the limit.
    expect((await post({ kind: 'HORSE', name: 'Horse 0' })).statusCode).toBe(200);
  });

  it('tells a follower when declared, 30 minutes before and with the result: once each, by email when chosen', async () => {
    const horseFan = await signedInPlayer(subject);
    const jockeyFan = await signedInPlayer(subject);
    const stranger = await signedInPlayer(subject);
    const follow = (auth: Record<string, string>, kind: string, name: string) =>
      subject.app.inject({ method: 'POST', url: BASE, headers: auth, payload: { kind, name } });
    await follow(horseFan.auth, 'HORSE', 'Runner 2');
    // Following the horse and its jockey still makes one notice per moment.
    await follow(horseFan.auth, 'JOCKEY', 'Jockey 2');
    await follow(jockeyFan.auth, 'JOCKEY', 'jockey 3');
    await follow(stranger.auth, 'TRAINER', 'Nobody Here');
    const emails = await subject.app.inject({
      method: 'PUT',
      url: `${BASE}/settings`,
      headers: horseFan.auth,
      payload: { emailNotices: true },
    });
    expect(emails.json<FollowList>().emailNotices).toBe(true);

    const raceId = await addRace(subject, off, { runnerCount: 4 });
    // A card not yet published declares nobody.
    expect(await sendFollowNotices(deps())).toBe(0);
    await publishRace(raceDeps(), raceId);

    // Two instances running the job at once still make one notice each.
    const made = await Promise.all([sendFollowNotices(deps()), sendFollowNotices(deps())]);
    expect(made[0] + made[1]).toBe(2);
    const [declared] = await noticesOf(horseFan);
    expect(declared).toMatchObject({ moment: 'DECLARED', fixture: raceId, raceDay: '2031-03-10' });
    expect(declared?.message).toBe('Declared: Runner 2 in Bengaluru R1, 10-MAR-2031 at 19:30.');
    expect((await noticesOf(jockeyFan))[0]?.message).toBe(
      'Declared: Jockey 3 rides Runner 3 in Bengaluru R1, 10-MAR-2031 at 19:30.',
    );
    expect(await noticesOf(stranger)).toEqual([]);

    // 31 minutes before: nothing yet; 30 minutes before: the reminder.
    clock.set(new Date(off.getTime() - 31 * MINUTE));
    expect(await sendFollowNotices(deps())).toBe(0);
    clock.set(new Date(off.getTime() - 30 * MINUTE));
    expect(await sendFollowNotices(deps())).toBe(2);
    expect((await noticesOf(horseFan))[0]?.message).toBe(
      'Off in 30 minutes: Runner 2 in Bengaluru R1 at 19:30.',
    );
    clock.advance(MINUTE);
    expect(await sendFollowNotices(deps())).toBe(0);

    // The off and the result: Runner 2 wins, Runner 3 is second.
    clock.set(off);
    await recordOffAndSettle(raceDeps(), raceId);
    clock.advance(2 * MINUTE);
    await declareResultAndSettle(raceDeps(), raceId, {
      standings: [
        { place: 1, horseNumber: 2 },
        { place: 2, horseNumber: 3 },
        { place: 3, horseNumber: 1 },
      ],
    });
    expect(await sendFollowNotices(deps())).toBe(2);
    expect(await sendFollowNotices(deps())).toBe(0);
    expect((await noticesOf(horseFan)).map((notice) => notice.message)).toEqual([
      'Result of Bengaluru R1: Runner 2 won.',
      'Off in 30 minutes: Runner 2 in Bengaluru R1 at 19:30.',
      'Declared: Runner 2 in Bengaluru R1, 10-MAR-2031 at 19:30.',
    ]);
    expect((await noticesOf(jockeyFan))[0]?.message).toBe(
      'Result of Bengaluru R1: Runner 3 finished 2nd (Jockey 3 rides Runner 3).',
    );

    // Email only for the player who chose it, one per notice, with the race's address.
    const sent = await followEmailsTo(horseFan.email);
    expect(sent).toHaveLength(3);
    expect(sent.every((email) => email.body.includes(`/fixtures/2031-03-10/${raceId}`))).toBe(true);
    expect(await followEmailsTo(jockeyFan.email)).toEqual([]);
  });

  it('tells the page on the player’s private channel when a notice is made', async () => {
    const fan = await signedInPlayer(subject);
    await subject.app.inject({
      method: 'POST',
      url: BASE,
      headers: fan.auth,
      payload: { kind: 'TRAINER', name: 'Trainer 1' },
    });
    const heard: unknown[] = [];
    const playerUid = (
      await subject.app.inject({ url: '/api/customer/self', headers: fan.auth })
    ).json<{ identity: { uid: string } }>().identity.uid;
    const stop = subject.hub.subscribe(`player:${playerUid}`, (message) => {
      heard.push(message);
    });
    clock.set(new Date(off.getTime() + 24 * 60 * MINUTE - 180 * MINUTE));
    const raceId = await addRace(subject, new Date(off.getTime() + 24 * 60 * MINUTE), {
      runnerCount: 2,
    });
    await publishRace(raceDeps(), raceId);
    // This player's trainer, and the earlier test's follower of Runner 2 (in this race too).
    expect(await sendFollowNotices(deps())).toBe(2);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({
      event: 'account_changed',
      data: { reason: 'FOLLOW_NOTICE' },
    });
    stop();
  });

  it('says nothing to a player on a time-out', async () => {
    const resting = await signedInPlayer(subject);
    await subject.app.inject({
      method: 'POST',
      url: BASE,
      headers: resting.auth,
      payload: { kind: 'TRAINER', name: 'Trainer 3' },
    });
    const timeOut = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/protections/time-out',
      headers: resting.auth,
      payload: { duration: 'P1D' },
    });
    expect(timeOut.statusCode).toBe(200);
    const startAt = new Date(clock.now().getTime() + 120 * MINUTE);
    const raceId = await addRace(subject, startAt, { runnerCount: 4, raceNumber: 2 });
    await publishRace(raceDeps(), raceId);
    await sendFollowNotices(deps());
    const rows = await queryRows<{ count: number | string }>(
      subject.database.db,
      sql`SELECT count(*) AS count FROM follow_notices n JOIN players p ON p.id = n.player_id
          WHERE p.email = ${resting.email}`,
    );
    expect(Number(rows[0]?.count)).toBe(0);
    // The same follow without the time-out is told: the query above would have seen it.
    const active = await signedInPlayer(subject);
    await subject.app.inject({
      method: 'POST',
      url: BASE,
      headers: active.auth,
      payload: { kind: 'TRAINER', name: 'Trainer 3' },
    });
    expect(await sendFollowNotices(deps())).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(active)).toHaveLength(1);
  });

  it('says nothing to a player whose exclusion ended until their return has come', async () => {
    const excluded = await signedInPlayer(subject);
    await subject.app.inject({
      method: 'POST',
      url: BASE,
      headers: excluded.auth,
      payload: { kind: 'TRAINER', name: 'Trainer 4' },
    });
    await subject.app.inject({
      method: 'PUT',
      url: `${BASE}/settings`,
      headers: excluded.auth,
      payload: { emailNotices: true },
    });
    const setProtections = (ended: string, returnAt: string | null) =>
      subject.database.db.execute(
        sql`INSERT INTO player_protections (player_id, self_excluded_until, self_exclusion_return_at)
            SELECT id, ${ended}::timestamptz, ${returnAt}::timestamptz FROM players WHERE email = ${excluded.email}
            ON CONFLICT (player_id) DO UPDATE SET self_excluded_until = excluded.self_excluded_until,
              self_exclusion_return_at = excluded.self_exclusion_return_at`,
      );
    const now = clock.now().getTime();
    // The exclusion ended an hour ago and the player has not asked to return.
    await setProtections(new Date(now - 60 * MINUTE).toISOString(), null);
    const startAt = new Date(now + 120 * MINUTE);
    const raceId = await addRace(subject, startAt, { runnerCount: 4, raceNumber: 3 });
    await publishRace(raceDeps(), raceId);
    const noticesCount = async () => {
      const rows = await queryRows<{ count: number | string }>(
        subject.database.db,
        sql`SELECT count(*) AS count FROM follow_notices n JOIN players p ON p.id = n.player_id
            WHERE p.email = ${excluded.email}`,
      );
      return Number(rows[0]?.count);
    };
    await sendFollowNotices(deps());
    expect(await noticesCount()).toBe(0);
    expect(await followEmailsTo(excluded.email)).toEqual([]);
    // Asked to return: still nothing during the 24 hours' wait.
    await setProtections(
      new Date(now - 60 * MINUTE).toISOString(),
      new Date(now + MINUTE).toISOString(),
    );
    await sendFollowNotices(deps());
    expect(await noticesCount()).toBe(0);
    // Returned: told, by the page and by email.
    await setProtections(
      new Date(now - 60 * MINUTE).toISOString(),
      new Date(now - MINUTE).toISOString(),
    );
    await sendFollowNotices(deps());
    const told = await noticesCount();
    expect(told).toBeGreaterThan(0);
    expect(await followEmailsTo(excluded.email)).toHaveLength(told);
  });
});
