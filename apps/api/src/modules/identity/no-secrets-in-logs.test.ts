import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestCode, register, registration, STRONG_PASSWORD } from '../../../test/players';

describe('logs', () => {
  let subject: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    subject = await buildTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('never carry a password, a one-time code, a token or a full PAN', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    const login = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: email, value: STRONG_PASSWORD },
    });
    const { accessToken, refreshToken } = login.json();
    const auth = { authorization: `Bearer ${accessToken}` };
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: email, value: 'Wrong@Pass1' },
    });
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/request-otp',
      payload: { identifier: email },
    });
    const code = await latestCode(subject, email);
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: email, value: code, type: 'OTP' },
    });
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/refresh-token',
      payload: { refreshToken },
    });
    await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self',
      headers: auth,
      payload: { address1: '12 MG Road', address2: '', city: 'Bengaluru', taxNumber: 'ABCDE1234F' },
    });
    await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/change-password',
      headers: auth,
      payload: { newPassword: 'Second@Pass9' },
    });

    const log = lines.join('\n');
    // Every write is logged (seven POSTs above), so the secrets had every chance to appear.
    expect(
      lines.filter((line) => line.includes('request completed')).length,
    ).toBeGreaterThanOrEqual(7);
    for (const secret of [
      STRONG_PASSWORD,
      'Wrong@Pass1',
      'Second@Pass9',
      code,
      accessToken,
      refreshToken,
      'ABCDE1234F',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('never carry a failed query, its parameters or the value PostgreSQL quotes back', async () => {
    const before = lines.length;
    const nul = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: 'leak.1\u0000@example.in', value: 'x' },
    });
    expect(nul.statusCode).toBe(400);
    const failed = await subject.database.db
      .execute(sql`select ${'leak.2@example.in'}::int as n`)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    subject.app.log.error({ err: failed }, 'unhandled error');
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('database query failed');
    expect(logged).toContain('22P02');
    for (const secret of ['leak.1', 'leak.2@example.in', 'select', '::int'])
      expect(logged).not.toContain(secret);
  });
});
