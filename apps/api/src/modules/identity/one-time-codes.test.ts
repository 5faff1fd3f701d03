import { MESSAGES } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { latestCode, signedInPlayer } from '../../../test/players';
import { auditLog } from '../audit/audit.schema';
import { outboxMessages } from '../notifications/notifications.schema';
import type { Notification, Notifier } from '../notifications/notifier';
import { otpCodes } from './identity.schema';
import { consumeOtp, issueOtp, OTP_TTL_MS } from './one-time-codes';

const codeMessage = (to: string, code: string): Notification => ({
  to,
  channel: 'EMAIL',
  purpose: 'CONFIRM_ACTION',
  subject: 'Your code',
  body: `Your code is ${code}.`,
  code,
});

describe('one-time codes', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-03-01T06:00:00Z'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: 'POST', url, payload, headers });
  const requestReset = (identifier: string) =>
    post('/api/aic/auth/request-otp', { identifier, tenant: 'furlong' });
  const otpLogin = (identifier: string, code: string) =>
    post('/api/aic/auth/login', { identifier, value: code, type: 'OTP', tenant: 'furlong' });

  it('answers a forgotten-password request the same way whether or not the account exists', async () => {
    const { email } = await signedInPlayer(subject);
    const known = await requestReset(email);
    const unknown = await requestReset('nobody.here@example.in');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
  });

  it('stores only a hash of a 6-digit code, and signs in with it once, ending every other session', async () => {
    const { email, session } = await signedInPlayer(subject);
    await requestReset(email);
    const code = await latestCode(subject, email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await subject.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.address, email));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const signedIn = await otpLogin(email, code);
    expect(signedIn.statusCode).toBe(200);
    expect((await otpLogin(email, code)).statusCode).toBe(401);
    const refreshed = await post('/api/aic/auth/refresh-token', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('expires a code after 10 minutes, and a resend invalidates the previous code', async () => {
    const { email } = await signedInPlayer(subject);
    await requestReset(email);
    const first = await latestCode(subject, email);
    await requestReset(email);
    const second = await latestCode(subject, email);
    if (first !== second) expect((await otpLogin(email, first)).statusCode).toBe(401);
    clock.advance(OTP_TTL_MS + 1000);
    expect((await otpLogin(email, second)).statusCode).toBe(401);
  });

  it('binds a code to its purpose and address', async () => {
    const { email, mobile, auth } = await signedInPlayer(subject);
    expect(
      (await post('/api/aic/identity/self/request-verification', { identifier: email }, auth))
        .statusCode,
    ).toBe(202);
    const verifyCode = await latestCode(subject, email);
    expect((await otpLogin(email, verifyCode)).statusCode).toBe(401);
    const wrongAddress = await post(
      '/api/aic/identity/self/verify',
      { identifier: mobile, otp: verifyCode },
      auth,
    );
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json().message).toBe(MESSAGES.otpInvalid);
  });

  it('verifies the email and the mobile', async () => {
    const { email, mobile, auth } = await signedInPlayer(subject);
    await post('/api/aic/identity/self/request-verification', { identifier: email }, auth);
    const emailVerified = await post(
      '/api/aic/identity/self/verify',
      { identifier: email, otp: await latestCode(subject, email) },
      auth,
    );
    expect(emailVerified.json()).toEqual({ emailVerified: true });
    await post('/api/aic/identity/self/request-verification', { identifier: mobile }, auth);
    const mobileVerified = await post(
      '/api/aic/identity/self/verify',
      { identifier: mobile, otp: await latestCode(subject, mobile) },
      auth,
    );
    expect(mobileVerified.json()).toEqual({ mobileVerified: true });
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self',
      headers: auth,
    });
    expect(
      self.json().verifiableAddresses.map((address: { status: string }) => address.status),
    ).toEqual(['VERIFIED', 'VERIFIED']);
  });

  it('refuses to send codes to an address that is not the player’s own', async () => {
    const { auth } = await signedInPlayer(subject);
    const response = await post(
      '/api/aic/identity/self/request-verification',
      { identifier: 'someone.else@example.in' },
      auth,
    );
    expect(response.statusCode).toBe(400);
  });

  it('kills a code after 5 wrong tries: even the right code fails afterwards', async () => {
    const { email } = await signedInPlayer(subject);
    await requestReset(email);
    const code = await latestCode(subject, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await otpLogin(email, wrong)).statusCode).toBe(401);
    // That address now waits before its next try (decision 027); from another address the
    // code is still dead, not merely delayed.
    expect((await otpLogin(email, code)).statusCode).toBe(429);
    const elsewhere = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: email, value: code, type: 'OTP', tenant: 'furlong' },
      remoteAddress: '10.77.0.1',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('evaluates at most 5 of 50 parallel wrong guesses', async () => {
    const address = 'parallel.guess@example.in';
    const { otpPepper } = subject.app.secrets;
    const code = await issueOtp(
      subject.database.db,
      otpPepper,
      { purpose: 'CONFIRM_ACTION', address, playerId: null },
      clock.now(),
      { notifier: subject.app.notifier, message: (issued) => codeMessage(address, issued) },
    );
    const wrong = code === '999999' ? '888888' : '999999';
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        consumeOtp(
          subject.database.db,
          otpPepper,
          { purpose: 'CONFIRM_ACTION', address, code: wrong },
          clock.now(),
        ),
      ),
    );
    expect(results.every((result) => result === undefined)).toBe(true);
    const [row] = await subject.database.db
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(and(eq(otpCodes.address, address), eq(otpCodes.purpose, 'CONFIRM_ACTION')));
    expect(row?.attempts).toBe(5);
  });

  it('queues the message in the transaction of its code: both commit, or neither', async () => {
    const codesTo = async (address: string) =>
      (await subject.database.db.select().from(otpCodes).where(eq(otpCodes.address, address)))
        .length;
    const messagesTo = async (address: string) =>
      (
        await subject.database.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.to, address))
      ).length;
    const { otpPepper } = subject.app.secrets;
    const issue = (address: string, notifier: Notifier) =>
      issueOtp(
        subject.database.db,
        otpPepper,
        { purpose: 'CONFIRM_ACTION', address, playerId: null },
        clock.now(),
        { notifier, message: (code) => codeMessage(address, code) },
      );

    // The outbox row is written, then something fails before the commit: no code, no message.
    const failing: Notifier = {
      send: async (notification, executor) => {
        await subject.app.notifier.send(notification, executor);
        throw new Error('the process stopped here');
      },
    };
    await expect(issue('rolled.back@example.in', failing)).rejects.toThrow('stopped here');
    expect(await codesTo('rolled.back@example.in')).toBe(0);
    expect(await messagesTo('rolled.back@example.in')).toBe(0);

    // Committed: one code and the one message carrying it.
    const code = await issue('committed@example.in', subject.app.notifier);
    expect(await codesTo('committed@example.in')).toBe(1);
    const [message] = await subject.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'committed@example.in'));
    expect(message?.code).toBe(code);
  });

  it('caps sends at 3 per 15 minutes per address with 429', async () => {
    const { email, auth } = await signedInPlayer(subject);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await post('/api/aic/identity/self/request-verification', { identifier: email }, auth))
          .statusCode,
      );
    }
    // Registration sent the first of the three verify codes (decision 090).
    expect(statuses).toEqual([202, 202, 429, 429]);
    const anonymous = [];
    for (let i = 0; i < 4; i += 1)
      anonymous.push((await requestReset('capped.nobody@example.in')).statusCode);
    expect(anonymous).toEqual([202, 202, 202, 429]);
  });

  it('audits sends and verifications without the code', async () => {
    const { email, auth, session } = await signedInPlayer(subject);
    await post('/api/aic/identity/self/request-verification', { identifier: email }, auth);
    const code = await latestCode(subject, email);
    await post('/api/aic/identity/self/verify', { identifier: email, otp: code }, auth);
    const rows = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, session.uid));
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['REGISTERED', 'LOGIN_SUCCEEDED', 'OTP_SENT', 'OTP_VERIFIED']),
    );
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
