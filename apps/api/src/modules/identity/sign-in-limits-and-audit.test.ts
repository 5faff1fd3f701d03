import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { register, registration, signedInPlayer, STRONG_PASSWORD } from '../../../test/players';
import { auditLog } from '../audit/audit.schema';

describe('sign-in rate limits and the audit trail', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const attempt = (identifier: string, value: string, ip: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier, value, type: 'PASSWORD' },
      remoteAddress: ip,
    });
  const auditRows = (subjectId: string, action: string) =>
    subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));

  it('limits one account to 10 attempts a minute, from however many addresses', async () => {
    // An unknown account never locks, so only the rate limit can refuse it.
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await attempt('sprayed@example.in', 'Wrong@2031x', `10.30.0.${i}`)).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const refused = await attempt('sprayed@example.in', 'Wrong@2031x', '10.30.1.1');
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same addresses is not affected.
    expect((await attempt('other.account@example.in', 'Wrong@2031x', '10.30.0.1')).statusCode).toBe(
      401,
    );
  });

  it('lets the owner in from an address they used before while their account is sprayed', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    expect((await attempt(email, STRONG_PASSWORD, '10.34.0.1')).statusCode).toBe(200);
    // The owner's own sign-in was the first of the account's 10 attempts this minute.
    for (let i = 0; i < 9; i += 1)
      expect((await attempt(email, 'Wrong@2031x', `10.34.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(email, STRONG_PASSWORD, '10.34.2.1')).statusCode).toBe(429);
    expect((await attempt(email, STRONG_PASSWORD, '10.34.0.1')).statusCode).toBe(200);
  });

  // Carrier NAT: a whole town signs in from one address on race day.
  it('does not count successful sign-ins against an address', async () => {
    const emails = [];
    for (let i = 0; i < 35; i += 1)
      emails.push((await register(subject.app, registration())).customer.traits.email);
    for (const email of emails)
      expect((await attempt(email, STRONG_PASSWORD, '10.35.0.1')).statusCode).toBe(200);
    expect((await attempt('typo@example.in', 'Wrong@2031x', '10.35.0.1')).statusCode).toBe(401);
  });

  it('lets 100 registrations an hour through from one address', async () => {
    for (let i = 0; i < 100; i += 1) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/register',
        payload: registration(),
        remoteAddress: '10.36.0.1',
      });
      expect(response.statusCode, `registration ${i + 1}`).toBe(201);
    }
  });

  it('limits one address to 30 failures a minute, whichever accounts it tries', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await attempt(`spray.${i}@example.in`, 'Wrong@2031x', '10.31.0.1')).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(30).fill(401), 429]);
    // Even the right password is refused from that address until the window ends...
    const body = await register(subject.app, registration());
    expect(
      (await attempt(body.customer.traits.email, STRONG_PASSWORD, '10.31.0.1')).statusCode,
    ).toBe(429);
    // ...while the player signs in from their own address.
    expect(
      (await attempt(body.customer.traits.email, STRONG_PASSWORD, '10.31.0.2')).statusCode,
    ).toBe(200);
  });

  it('audits a failed sign-in and a delayed refusal, without the password tried', async () => {
    const body = await register(subject.app, registration());
    const email = body.customer.traits.email;
    const login = await attempt(email, STRONG_PASSWORD, '10.32.0.1');
    const uid = login.json().uid as string;
    for (let i = 0; i < 5; i += 1) await attempt(email, `Wrong@${i}pass`, '10.32.1.1');
    expect((await attempt(email, STRONG_PASSWORD, '10.32.1.1')).statusCode).toBe(429);

    const failed = await auditRows(uid, 'LOGIN_FAILED');
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({
      actorType: 'player',
      actorId: uid,
      ip: '10.32.1.1',
      details: { reason: 'password' },
    });
    expect(await auditRows(uid, 'LOGIN_SUCCEEDED')).toHaveLength(1);
    expect(await auditRows(uid, 'LOGIN_REFUSED_DELAYED')).toHaveLength(1);
    const everything = JSON.stringify(
      await subject.database.db.select().from(auditLog).where(eq(auditLog.subjectId, uid)),
    );
    for (const secret of [STRONG_PASSWORD, 'Wrong@0pass', 'Wrong@4pass'])
      expect(everything).not.toContain(secret);
  });

  it('audits a failed sign-in of an unknown account as anonymous', async () => {
    await attempt('ghost.player@example.in', 'Wrong@2031x', '10.33.0.1');
    const rows = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'LOGIN_FAILED'), eq(auditLog.ip, '10.33.0.1')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorType: 'anonymous',
      subjectId: null,
      details: { identifier: 'ghost.player@example.in', reason: 'unknown' },
    });
  });

  it('audits a password change, without either password', async () => {
    const { session, auth } = await signedInPlayer(subject);
    const changed = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/identity/self/change-password',
      headers: auth,
      payload: { newPassword: 'Canter#2032y', currentPassword: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const rows = await auditRows(session.uid, 'PASSWORD_CHANGED');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'player', actorId: session.uid });
    for (const secret of [STRONG_PASSWORD, 'Canter#2032y'])
      expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
