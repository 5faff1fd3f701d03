import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer, signIn, STRONG_PASSWORD } from '../../../test/players';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../security/access-tokens';
import { eq } from 'drizzle-orm';
import { sessions } from './identity.schema';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../auth/session-rules';

describe('sessions and tokens', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-02-01T06:00:00Z'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const self = (token: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (refreshToken: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/refresh-token',
      payload: { refreshToken },
    });

  it('serves a signed-in player and refuses a missing or malformed bearer', async () => {
    const { session } = await signedInPlayer(subject);
    expect((await self(session.accessToken)).statusCode).toBe(200);
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/customer/self' })).statusCode,
    ).toBe(401);
    expect((await self('not.a.token')).statusCode).toBe(401);
  });

  it('refuses alg none, a wrong signature, and a refresh token used as an access token', async () => {
    const { session } = await signedInPlayer(subject);
    const [, payload] = session.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await self(`${header}.${payload}.`)).statusCode).toBe(401);

    const hs256 = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const forged = createHmac('sha256', 'guessed-secret')
      .update(`${hs256}.${payload}`)
      .digest('base64url');
    expect((await self(`${hs256}.${payload}.${forged}`)).statusCode).toBe(401);

    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const refreshTyped = await new SignJWT({ ...claims, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(subject.app.secrets.tokenKey);
    expect((await self(refreshTyped)).statusCode).toBe(401);
    expect((await self(session.refreshToken)).statusCode).toBe(401);
  });

  it('expires access tokens after 15 minutes', async () => {
    const { session } = await signedInPlayer(subject);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await self(session.accessToken)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await self(session.accessToken)).statusCode).toBe(401);
  });

  it('rotates refresh tokens; replaying a used one revokes the whole family', async () => {
    const { session } = await signedInPlayer(subject);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect((await self(rotated.accessToken)).statusCode).toBe(200);

    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    // The newest token of the family stops working too, and so does its access token.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await self(rotated.accessToken)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { session, auth } = await signedInPlayer(subject);
    const out = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/logout',
      headers: auth,
    });
    expect(out.statusCode).toBe(204);
    expect((await self(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('asks for sign-in again after 30 minutes without activity', async () => {
    const { session } = await signedInPlayer(subject);
    clock.advance(SESSION_IDLE_MS + 1000);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('keeps an active session going, but never past 30 days', async () => {
    const { session } = await signedInPlayer(subject);
    const keepActive = () =>
      subject.database.db
        .update(sessions)
        .set({ lastActivityAt: clock.now() })
        .where(eq(sessions.playerId, session.uid));
    clock.advance(SESSION_MAX_MS - 60_000);
    await keepActive();
    const late = await refresh(session.refreshToken);
    expect(late.statusCode).toBe(200);
    clock.advance(120_000);
    await keepActive();
    expect((await refresh(late.json().refreshToken)).statusCode).toBe(401);
  });

  it('refuses tokens from before a password change, and the new session works', async () => {
    const { session, auth, email } = await signedInPlayer(subject);
    const other = await signIn(subject.app, email);
    const changed = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/change-password',
      headers: auth,
      payload: { newPassword: 'Galop#2032x', currentPassword: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await self(session.accessToken)).statusCode).toBe(401);
    expect((await self(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await self(changed.json().accessToken)).statusCode).toBe(200);
    await expect(signIn(subject.app, email)).rejects.toThrow();
    await expect(signIn(subject.app, email, 'Galop#2032x')).resolves.toMatchObject({
      tokenType: 'Bearer',
    });
  });

  it('applies the strength rule to a new password', async () => {
    const { auth } = await signedInPlayer(subject);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/change-password',
      headers: auth,
      payload: { newPassword: 'weakpassword' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Password must contain Alphanumeric with Special character',
    );
  });
});
