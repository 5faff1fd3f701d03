import { MESSAGES } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestCode, register, registration, signIn } from '../../../test/players';
import { auditLog } from '../audit/audit.schema';
import { outboxMessages } from '../notifications/notifications.schema';

describe('signing in with a one-time code', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const requestCode = (identifier: string, ip = '10.60.0.1', purpose = 'SIGN_IN') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/request-otp',
      payload: { identifier, purpose, tenant: 'furlong' },
      remoteAddress: ip,
    });
  const signInWithCode = (
    identifier: string,
    value: string,
    ip = '10.60.0.1',
    purpose = 'SIGN_IN',
  ) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier, value, type: 'OTP', purpose, tenant: 'furlong' },
      remoteAddress: ip,
    });
  /** Sign-in codes sent to an address (registration has sent its own verify codes there). */
  const sentTo = (to: string) =>
    subject.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), eq(outboxMessages.purpose, 'SIGN_IN')));

  it('sends a code to the email or the mobile, and the code signs the player in', async () => {
    const body = await register(subject.app, registration());
    const { email, mobile } = body.customer.traits;
    expect((await requestCode(email)).statusCode).toBe(202);
    const byEmail = await signInWithCode(email, await latestCode(subject, email));
    expect(byEmail.statusCode).toBe(200);
    const session = byEmail.json<{ accessToken: string }>();
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(self.statusCode).toBe(200);

    expect((await requestCode(mobile, '10.60.0.2')).statusCode).toBe(202);
    const byMobile = await signInWithCode(mobile, await latestCode(subject, mobile), '10.60.0.2');
    expect(byMobile.statusCode).toBe(200);
    // Unlike a forgotten-password code, a sign-in code leaves the other sessions alone.
    const stillIn = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('answers alike whether or not the account exists, and sends only to a real one', async () => {
    const body = await register(subject.app, registration());
    const known = await requestCode(body.customer.traits.email, '10.61.0.1');
    const unknown = await requestCode('nobody.here@example.in', '10.61.0.1');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(await sentTo('nobody.here@example.in')).toHaveLength(0);
    expect(await sentTo(body.customer.traits.email)).toHaveLength(1);
    const guess = await signInWithCode('nobody.here@example.in', '123456', '10.61.0.1');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toMatchObject({ message: MESSAGES.signInFailed });
  });

  it('uses a code once, for its own purpose only, and refuses a wrong one with the same words', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    await requestCode(email, '10.62.0.1', 'PASSWORD_RESET');
    const resetCode = await latestCode(subject, email);
    // A forgotten-password code is not a sign-in code.
    expect((await signInWithCode(email, resetCode, '10.62.0.1')).statusCode).toBe(401);

    await requestCode(email, '10.62.0.1');
    const code = await latestCode(subject, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await signInWithCode(email, wrong, '10.62.0.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.signInFailed,
    });
    // Nor is a sign-in code a forgotten-password code.
    expect((await signInWithCode(email, code, '10.62.0.1', 'PASSWORD_RESET')).statusCode).toBe(401);
    const signedIn = await signInWithCode(email, code, '10.62.0.1');
    expect(signedIn.statusCode).toBe(200);
    expect((await signInWithCode(email, code, '10.62.0.1')).statusCode).toBe(401);

    const [audit] = await subject.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, signedIn.json<{ uid: string }>().uid),
          eq(auditLog.action, 'LOGIN_SUCCEEDED'),
        ),
      );
    expect(audit?.details).toMatchObject({ method: 'OTP', purpose: 'SIGN_IN' });
  });

  it('sends at most 3 codes per address in 15 minutes, alike for unknown addresses', async () => {
    const body = await register(subject.app, registration());
    for (const identifier of [body.customer.traits.email, 'ghost.player@example.in']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await requestCode(identifier, `10.63.${i}.1`)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
    }
    // The sign-in limit is its own: a forgotten-password code can still be sent.
    expect(
      (await requestCode(body.customer.traits.email, '10.63.9.1', 'PASSWORD_RESET')).statusCode,
    ).toBe(202);
  });

  it('makes an address wait after 5 wrong codes, like wrong passwords', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    await requestCode(email, '10.64.0.1');
    const code = await latestCode(subject, email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = String((Number(code) + i + 1) % 1_000_000).padStart(6, '0');
      expect((await signInWithCode(email, wrong, '10.64.0.1')).statusCode).toBe(401);
    }
    // Even the right code waits at that address.
    const refused = await signInWithCode(email, code, '10.64.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // And after its 5 tries the code is spent, wherever it comes from.
    expect((await signInWithCode(email, code, '10.64.9.9')).statusCode).toBe(401);
    expect((await signIn(subject.app, email)).accessToken).toBeTruthy();
  });

  it('refuses a purpose it does not know with player words', async () => {
    const response = await requestCode('someone@example.in', '10.65.0.1', 'EVERYTHING');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/expected|enum|invalid option/i);
  });
});
