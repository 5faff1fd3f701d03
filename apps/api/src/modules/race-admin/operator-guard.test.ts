import type { ErrorBody } from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { operatorRoutesOf, urlOf, type OperatorRoute } from '../../../test/operator-routes';
import { signedInPlayer } from '../../../test/players';

/**
 * Every route under /api/operator, read from the app itself, refuses callers who are not
 * staff: a route added later without the requireOperator guard fails here.
 */
describe('every operator route is for operators only', () => {
  let subject: TestApp;
  let routes: { method: OperatorRoute['method']; url: string }[];
  beforeAll(async () => {
    subject = await buildTestApp();
    routes = operatorRoutesOf(subject.app).map((route) => ({
      method: route.method,
      url: urlOf(route, randomUUID()),
    }));
  });
  afterAll(async () => {
    await subject.close();
  });

  it('finds the console routes among them', () => {
    const urls = routes.map(
      (route) => `${route.method} ${route.url.replace(/[0-9a-f-]{36}/g, ':id')}`,
    );
    for (const expected of [
      'GET /api/operator/races',
      'POST /api/operator/races/:id/result',
      'POST /api/operator/review-queue/:id/reject',
      'GET /api/operator/players/:id',
      'GET /api/operator/audit',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 401 without a token and 403 to a player, on every one', async () => {
    const player = await signedInPlayer(subject);
    for (const route of routes) {
      const headers = { 'idempotency-key': `guard-${randomUUID()}` };
      const anonymous = await subject.app.inject({ ...route, headers, payload: {} });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const asPlayer = await subject.app.inject({
        ...route,
        headers: { ...headers, ...player.auth },
        payload: {},
      });
      expect(asPlayer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asPlayer.json<ErrorBody>().code).toBe('FORBIDDEN');
    }
  });
});
