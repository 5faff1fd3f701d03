import type { ErrorBody, Wallet } from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';

describe('operator and player tokens are kept apart', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  /** Every guarded operator route, with a body it would accept from an operator. */
  const guardedRoutes = (playerId: string) => [
    { method: 'POST' as const, url: '/api/operator/auth/logout' },
    { method: 'GET' as const, url: '/api/operator/me' },
    {
      method: 'POST' as const,
      url: `/api/operator/players/${playerId}/adjustments`,
      payload: { amount: 10, pocket: 'cash', reason: 'Goodwill' },
    },
    {
      method: 'POST' as const,
      url: `/api/operator/players/${playerId}/cash-in`,
      payload: { amount: 10, reference: 'RCPT-1' },
    },
  ];
  const call = (route: ReturnType<typeof guardedRoutes>[number], headers: Record<string, string>) =>
    subject.app.inject({
      ...route,
      headers: { ...headers, 'idempotency-key': `access-${randomUUID()}` },
    });

  it('checks routes that exist (every operator route is also checked by race-admin/operator-guard.test.ts)', () => {
    const paths = Object.entries(
      (subject.app.swagger() as { paths: Record<string, object> }).paths,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = guardedRoutes('{uid}').map((route) => `${route.method} ${route.url}`);
    expect(paths).toEqual(expect.arrayContaining(expected));
  });

  it('answers 401 without a token or with a junk one, on every guarded route', async () => {
    const { session } = await freshPlayer(subject);
    for (const route of guardedRoutes(session.uid)) {
      expect((await call(route, {})).statusCode, route.url).toBe(401);
      expect(
        (await call(route, { authorization: 'Bearer not.a.token' })).statusCode,
        route.url,
      ).toBe(401);
    }
  });

  it("answers 403 FORBIDDEN to a player's token on every guarded route, and moves no money", async () => {
    const { session, auth } = await freshPlayer(subject);
    for (const route of guardedRoutes(session.uid)) {
      const response = await call(route, auth);
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json<ErrorBody>().code).toBe('FORBIDDEN');
    }
    const wallet = await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth });
    expect(wallet.json<Wallet>().pockets.cash.amount).toBe(0);
  });

  it("refuses an operator's token on player routes (401), and each side's refresh token on the other's refresh", async () => {
    const operator = await signedInOperator(subject);
    const player = await freshPlayer(subject);
    for (const url of [
      '/api/customer/self',
      '/api/customer/self/wallet',
      '/api/customer/self/transactions',
    ]) {
      expect((await subject.app.inject({ url, headers: operator.auth })).statusCode, url).toBe(401);
    }
    const playerRefresh = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/refresh-token',
      payload: { refreshToken: operator.session.refreshToken },
    });
    expect(playerRefresh.statusCode).toBe(401);
    const operatorRefresh = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/refresh-token',
      payload: { refreshToken: player.session.refreshToken },
    });
    expect(operatorRefresh.statusCode).toBe(401);
    // Both still work where they belong.
    expect(
      (await subject.app.inject({ url: '/api/operator/me', headers: operator.auth })).statusCode,
    ).toBe(200);
    expect(
      (await subject.app.inject({ url: '/api/customer/self', headers: player.auth })).statusCode,
    ).toBe(200);
  });

  it('refuses an operator-typed token that we did not sign, and one naming a session that does not exist', async () => {
    const { operator } = await signedInOperator(subject);
    const forge = (key: Uint8Array, sid: string) =>
      new SignJWT({ typ: 'operator', sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(operator.id)
        .setIssuer('furlong')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
    const wrongKey = await forge(
      new TextEncoder().encode('a-guessed-secret-of-32-characters!!'),
      randomUUID(),
    );
    const noSession = await forge(subject.app.secrets.tokenKey, randomUUID());
    for (const token of [wrongKey, noSession]) {
      expect(
        (
          await subject.app.inject({
            url: '/api/operator/me',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode,
      ).toBe(401);
    }
  });
});
