import { FREEZE_MESSAGES, type ErrorBody } from '@furlong/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestCode, signedInPlayer, signIn, STRONG_PASSWORD } from '../../../test/players';
import { auditLog } from '../audit/audit.schema';
import { outboxMessages } from '../notifications/notifications.schema';

describe('freezing an account from a security notice', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'POST', url: `/api/aic${url}`, headers, payload });
  const freeze = (token: string) => post('/auth/freeze-account', { token });

  /** The token of the newest "not you?" link sent to an address. */
  async function freezeToken(to: string): Promise<string> {
    const [notice] = await subject.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), eq(outboxMessages.purpose, 'PASSWORD_CHANGED')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const token = /\/freeze-account#([\w.-]+)/.exec(notice?.body ?? '')?.[1];
    if (!token) throw new Error(`no freeze link sent to ${to}`);
    return token;
  }

  async function playerWhosePasswordChanged() {
    const player = await signedInPlayer(subject);
    const changed = await post(
      '/identity/self/change-password',
      { newPassword: 'Galop#2032x', currentPassword: STRONG_PASSWORD },
      player.auth,
    );
    if (changed.statusCode !== 200) throw new Error(changed.body);
    const accessToken = changed.json<{ accessToken: string }>().accessToken;
    return { ...player, auth: { authorization: `Bearer ${accessToken}` } };
  }

  it('signs every device out and refuses sign-in by password, without a sign-in of its own', async () => {
    const player = await playerWhosePasswordChanged();
    const frozen = await freeze(await freezeToken(player.mobile));
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toEqual({ message: FREEZE_MESSAGES.frozen });
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: player.auth,
    });
    expect(self.statusCode).toBe(401);
    const login = await post('/auth/login', {
      identifier: player.email,
      value: 'Galop#2032x',
      type: 'PASSWORD',
    });
    expect(login.statusCode).toBe(423);
    expect(login.json<ErrorBody>().message).toBe(FREEZE_MESSAGES.signInRefused);
    // A wrong password says nothing of the freeze.
    const wrong = await post('/auth/login', {
      identifier: player.email,
      value: 'Wrong@12345',
      type: 'PASSWORD',
    });
    expect(wrong.statusCode).toBe(401);
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectId, player.session.uid), eq(auditLog.action, 'ACCOUNT_FROZEN')),
      );
    expect(audits).toHaveLength(1);
    // Following the link again changes nothing.
    expect((await freeze(await freezeToken(player.email))).statusCode).toBe(200);
  });

  it('lifts with a forgotten-password code, which leads to a new password', async () => {
    const player = await playerWhosePasswordChanged();
    await freeze(await freezeToken(player.email));
    await post('/auth/request-otp', { identifier: player.email });
    const code = await latestCode(subject, player.email);
    const login = await post('/auth/login', { identifier: player.email, value: code, type: 'OTP' });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const changed = await post(
      '/identity/self/change-password',
      { newPassword: 'Canter#2033z' },
      auth,
    );
    expect(changed.statusCode).toBe(200);
    await expect(signIn(subject.app, player.email, 'Canter#2033z')).resolves.toBeDefined();
  });

  it('refuses a forged, altered or access token', async () => {
    const player = await playerWhosePasswordChanged();
    const token = await freezeToken(player.email);
    for (const bad of [
      'not-a-token',
      `${token.slice(0, -2)}xx`,
      player.auth.authorization.slice('Bearer '.length),
    ]) {
      const response = await freeze(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().message).toBe(FREEZE_MESSAGES.invalidLink);
    }
    await expect(signIn(subject.app, player.email, 'Galop#2032x')).resolves.toBeDefined();
  });
});
