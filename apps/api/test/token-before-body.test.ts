import { errorBodySchema } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { operationsOf } from './fuzz/openapi-arbitraries';

/**
 * Every route that needs a player's or an operator's token checks it before anything the
 * caller sent: without one, a bad path, query or body is answered 401, never 400, so an
 * anonymous caller learns nothing of a guarded route's shape from its validation messages.
 */
describe('authenticated routes check the token before the body', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers 401 to a bad path, query and body without a token, on every guarded route', async () => {
    const operations = operationsOf(
      subject.app.swagger() as Parameters<typeof operationsOf>[0],
    ).filter((operation) => operation.guard !== 'none');
    expect(operations.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const operation of operations) {
      const path = operation.path.replace(/\{[^}]+\}/g, 'not-an-id');
      const query = Object.keys(operation.query)
        .map((name) => `${name}=%00not-valid`)
        .join('&');
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const response = await subject.app.inject({
          method: operation.method,
          url: query ? `${path}?${query}` : path,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
            'idempotency-key': '',
          },
          ...(hasBody ? { payload: '{"amount":"x","uid":7,"__proto__":{"a":1}}' } : {}),
        });
        if (response.statusCode !== 401)
          wrong.push(
            `${operation.method} ${operation.path} (${authorization ?? 'no token'}) → ${response.statusCode}`,
          );
        else expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHORIZED');
      }
    }
    expect(wrong).toEqual([]);
  });
});
