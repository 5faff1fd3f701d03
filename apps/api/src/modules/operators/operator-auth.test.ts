import { MESSAGES, type ErrorBody, type OperatorSessionResponse } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { OPERATOR_PASSWORD, signedInOperator } from '../../../test/operators';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../security/access-tokens';
import { auditLog } from '../audit/audit.schema';
import { OPERATOR_SESSION_MAX_MS, SESSION_IDLE_MS } from '../auth/session-rules';

describe('operator sign-in and sessions', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-03-01T06:00:00Z'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const login = (email: string, password: string, ip = '10.2.0.1') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const me = (token: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/operator/me',
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (refreshToken: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/refresh-token',
      payload: { refreshToken },
    });

  it('signs in by email in any case, answers the token pair and who is signed in', async () => {
    const { operator, email } = await signedInOperator(subject, 'TRADER');
    const response = await login(email.toUpperCase(), OPERATOR_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = response.json<OperatorSessionResponse>();
    expect(session).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      operator: { uid: operator.id, name: operator.name, roles: ['TRADER'] },
    });
    const self = await me(session.accessToken);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toEqual({
      uid: operator.id,
      name: operator.name,
      email,
      roles: ['TRADER'],
    });
    const [audit] = await subject.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectId, operator.id), eq(auditLog.action, 'OPERATOR_LOGIN_SUCCEEDED')),
      );
    expect(audit).toMatchObject({ actorType: 'operator', actorId: operator.id });
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const { email } = await signedInOperator(subject);
    const wrong = await login(email, 'Wrong@2031x');
    const unknown = await login('nobody@furlong.test', 'Wrong@2031x');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json<ErrorBody>().message).toBe(MESSAGES.signInFailed);
    expect(unknown.json<ErrorBody>().message).toBe(MESSAGES.signInFailed);
  });

  // Decision 027: growing waits per account and address replace the old 15-minute lock.
  it('makes an address wait after 5 failures, alike for a known and an unknown email', async () => {
    const { email } = await signedInOperator(subject);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(email, `Wrong@${i}abcd`, '10.3.0.1')).statusCode).toBe(401);
      expect((await login('nobody.3@furlong.test', `Wrong@${i}abcd`, '10.3.0.2')).statusCode).toBe(
        401,
      );
    }
    const known = await login(email, OPERATOR_PASSWORD, '10.3.0.1');
    const unknown = await login('nobody.3@furlong.test', OPERATOR_PASSWORD, '10.3.0.2');
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect([known.headers['retry-after'], unknown.headers['retry-after']]).toEqual(['2', '2']);
    expect(known.json<ErrorBody>().message).toBe(unknown.json<ErrorBody>().message);
    expect((await login(email, OPERATOR_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
  });

  it('expires access tokens after 15 minutes', async () => {
    const { session } = await signedInOperator(subject);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('rotates refresh tokens; replaying a used one revokes the whole family', async () => {
    const { session } = await signedInOperator(subject);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<OperatorSessionResponse>();
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(rotated.operator).toEqual(session.operator);
    expect((await me(rotated.accessToken)).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { session, auth, operator } = await signedInOperator(subject);
    const out = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/logout',
      headers: auth,
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const rows = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, operator.id), eq(auditLog.action, 'OPERATOR_LOGOUT')));
    expect(rows).toHaveLength(1);
  });

  it('ends idle sessions after 30 minutes and any session after a 12-hour shift', async () => {
    const idle = await signedInOperator(subject);
    clock.advance(SESSION_IDLE_MS + 1000);
    expect((await refresh(idle.session.refreshToken)).statusCode).toBe(401);

    const busy = await signedInOperator(subject);
    let refreshToken = busy.session.refreshToken;
    // Refreshing every 25 minutes keeps it alive, until the shift limit.
    for (let elapsed = 0; elapsed + 25 * 60_000 < OPERATOR_SESSION_MAX_MS; elapsed += 25 * 60_000) {
      clock.advance(25 * 60_000);
      const next = await refresh(refreshToken);
      expect(next.statusCode).toBe(200);
      refreshToken = next.json<OperatorSessionResponse>().refreshToken;
    }
    clock.advance(25 * 60_000);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});
