import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { register, STRONG_PASSWORD } from '../../../test/players';

describe('the refresh cookie', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const login = async (host = 'furlong.example') => {
    const body = await register(subject.app);
    return subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      headers: { host },
      payload: { identifier: body.customer.traits.email, value: STRONG_PASSWORD, type: 'PASSWORD' },
    });
  };
  const cookieOf = (response: {
    headers: Record<string, string | string[] | number | undefined>;
  }) => {
    const raw = response.headers['set-cookie'];
    const header = Array.isArray(raw) ? raw.join('\n') : String(raw ?? '');
    return { header, value: new RegExp(`${REFRESH_COOKIE}=([^;]*)`).exec(header)?.[1] };
  };
  const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    subject.app.inject({
      method: 'POST',
      url: REFRESH_COOKIE_PATH,
      headers: { host: 'furlong.example', cookie: `${REFRESH_COOKIE}=${cookie}`, ...headers },
      payload: {},
    });

  it('is set at sign-in: HttpOnly, Secure, SameSite=Strict, only for the refresh route', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    const { header, value } = cookieOf(response);
    expect(value).toBe(response.json<{ refreshToken: string }>().refreshToken);
    expect(header).toContain(`Path=${REFRESH_COOKIE_PATH}`);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Secure');
  });

  it('drops Secure only for plain http on a loopback host outside production', async () => {
    expect(cookieOf(await login('127.0.0.1:8080')).header).not.toContain('Secure');
    expect(cookieOf(await login('localhost:8080')).header).not.toContain('Secure');
    const production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PAYOUT_SANDBOX_ALLOWED: 'on',
        AUTH_SECRET: 'x'.repeat(32),
        DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
    try {
      const body = await register(production.app);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/aic/auth/login',
        headers: { host: 'localhost:8080' },
        payload: { identifier: body.customer.traits.email, value: STRONG_PASSWORD },
      });
      expect(cookieOf(response).header).toContain('Secure');
    } finally {
      await production.close();
    }
  });

  it('renews from the cookie only with X-Requested-With (CSRF), rotating it', async () => {
    const { value } = cookieOf(await login());
    const forged = await refresh(value);
    expect(forged.statusCode).toBe(403);
    const renewed = await refresh(value, { 'x-requested-with': 'furlong' });
    expect(renewed.statusCode).toBe(200);
    const next = cookieOf(renewed).value;
    expect(next).toBe(renewed.json<{ refreshToken: string }>().refreshToken);
    expect(next).not.toBe(value);
    // Single use: the old cookie now ends the session, and the refusal clears the cookie.
    const replay = await refresh(value, { 'x-requested-with': 'furlong' });
    expect(replay.statusCode).toBe(401);
    expect(cookieOf(replay).header).toContain('Max-Age=0');
  });

  it('still takes the spec body field from API clients, with no header needed', async () => {
    const { refreshToken } = (await login()).json<{ refreshToken: string }>();
    const response = await subject.app.inject({
      method: 'POST',
      url: REFRESH_COOKIE_PATH,
      payload: { refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accessToken: expect.any(String), tokenType: 'Bearer' });
  });

  it('is cleared by logout', async () => {
    const response = await login();
    const { accessToken } = response.json<{ accessToken: string }>();
    const logout = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/logout',
      headers: { host: 'furlong.example', authorization: `Bearer ${accessToken}` },
    });
    expect(logout.statusCode).toBe(204);
    const { header, value } = cookieOf(logout);
    expect(value).toBe('');
    expect(header).toContain('Max-Age=0');
    expect(header).toContain(`Path=${REFRESH_COOKIE_PATH}`);
  });
});
