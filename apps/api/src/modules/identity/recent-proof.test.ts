import { STEP_UP_MESSAGES, type ErrorBody } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { latestCode, signedInPlayer, signIn, STRONG_PASSWORD } from '../../../test/players';
import { players } from '../customers/customers.schema';
import { outboxMessages } from '../notifications/notifications.schema';
import { RECENT_PROOF_MS, requireRecentProof } from './recent-proof';

const NEW_PASSWORD = 'Galop#2032x';

describe('recent proof before a change of password', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const post = (url: string, auth: Record<string, string>, payload: object) =>
    subject.app.inject({ method: 'POST', url: `/api/aic${url}`, headers: auth, payload });
  const changePassword = (auth: Record<string, string>, payload: object) =>
    post('/identity/self/change-password', auth, { newPassword: NEW_PASSWORD, ...payload });
  const self = (auth: Record<string, string>) =>
    subject.app.inject({ method: 'GET', url: '/api/customer/self', headers: auth });

  it('refuses an access token alone: the password stays and the owner stays signed in', async () => {
    const player = await signedInPlayer(subject);
    const response = await changePassword(player.auth, {});
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'STEP_UP_REQUIRED',
      message: STEP_UP_MESSAGES.required,
    });
    expect((await self(player.auth)).statusCode).toBe(200);
    await expect(signIn(subject.app, player.email, STRONG_PASSWORD)).resolves.toBeDefined();
  });

  it('refuses a wrong current password on its field, and accepts the right one', async () => {
    const player = await signedInPlayer(subject);
    const wrong = await changePassword(player.auth, { currentPassword: 'Wrong@12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().issues).toEqual([
      { path: 'currentPassword', message: STEP_UP_MESSAGES.failed },
    ]);
    const right = await changePassword(player.auth, { currentPassword: STRONG_PASSWORD });
    expect(right.statusCode).toBe(200);
    await expect(signIn(subject.app, player.email, NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('accepts a fresh code sent to the verified email only', async () => {
    const player = await signedInPlayer(subject);
    const unverified = await post('/identity/self/step-up/otp', player.auth, { channel: 'EMAIL' });
    expect(unverified.statusCode).toBe(400);
    await subject.database.db
      .update(players)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(players.id, player.session.uid));
    const sent = await post('/identity/self/step-up/otp', player.auth, { channel: 'EMAIL' });
    expect(sent.statusCode).toBe(202);
    const otp = await latestCode(subject, player.email);
    expect((await changePassword(player.auth, { otp })).statusCode).toBe(200);
  });

  it('lets the forgotten-password sign-in change the password it leads to (the spec flow)', async () => {
    const player = await signedInPlayer(subject);
    await post('/auth/request-otp', {}, { identifier: player.email });
    const code = await latestCode(subject, player.email);
    const login = await post(
      '/auth/login',
      {},
      {
        identifier: player.email,
        value: code,
        type: 'OTP',
      },
    );
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json<{ accessToken: string }>();
    const auth = { authorization: `Bearer ${accessToken}` };
    // The code proved the mailbox for this one change, not for money to move.
    const owner = { id: player.session.uid, sessionId: decodeJwt(accessToken).sid as string };
    const deps = {
      db: subject.database.db,
      clock,
      secrets: subject.app.secrets,
      notifier: subject.app.notifier,
      rateLimiter: subject.app.rateLimiter,
    };
    await expect(
      requireRecentProof(deps, owner, 'FIRST_WITHDRAWAL', {}, { ip: '127.0.0.1' }),
    ).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const changed = await changePassword(auth, {});
    expect(changed.statusCode).toBe(200);
    // The proof was spent with the sessions that change ended: the new session has none.
    const newAuth = {
      authorization: `Bearer ${changed.json<{ accessToken: string }>().accessToken}`,
    };
    expect((await changePassword(newAuth, { newPassword: 'Canter#2033z' })).statusCode).toBe(403);
  });

  it('lets a proof count for 5 minutes, then asks again', async () => {
    const player = await signedInPlayer(subject);
    const proved = await post('/identity/self/step-up', player.auth, {
      password: STRONG_PASSWORD,
    });
    expect(proved.statusCode).toBe(200);
    expect(Date.parse(proved.json<{ provedUntil: string }>().provedUntil)).toBe(
      clock.now().getTime() + RECENT_PROOF_MS,
    );
    clock.advance(RECENT_PROOF_MS + 1000);
    expect((await changePassword(player.auth, {})).statusCode).toBe(403);
    const again = await post('/identity/self/step-up', player.auth, { password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(200);
    clock.advance(RECENT_PROOF_MS - 1000);
    expect((await changePassword(player.auth, {})).statusCode).toBe(200);
  });

  it('tells the player by email and SMS at once, with a freeze link', async () => {
    const player = await signedInPlayer(subject);
    expect(
      (await changePassword(player.auth, { currentPassword: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    for (const to of [player.email, player.mobile]) {
      const [notice] = await subject.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, to), eq(outboxMessages.purpose, 'PASSWORD_CHANGED')));
      expect(notice?.body).toMatch(/Not you\?.*http:\/\/localhost:8080\/freeze-account#ey/);
    }
  });
});
