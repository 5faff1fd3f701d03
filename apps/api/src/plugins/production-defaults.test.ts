import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInOperator } from '../../test/operators';
import { signedInPlayer } from '../../test/players';
import { loadEnv } from '../env';

const AUTH_SECRET = 'a-production-secret-of-32-characters!';
const DATA_KEY = Buffer.alloc(32, 1).toString('base64');
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET, DATA_KEY } as const;

describe('production defaults', () => {
  it('refuses to start with the sandbox payout provider unless it is allowed', () => {
    expect(() => loadEnv(PRODUCTION)).toThrow(/PAYOUT_PROVIDER: is the sandbox/);
    expect(loadEnv({ ...PRODUCTION, PAYOUT_SANDBOX_ALLOWED: 'on' }).PAYOUT_PROVIDER).toBe(
      'sandbox',
    );
    expect(loadEnv({}).PAYOUT_PROVIDER).toBe('sandbox');
  });

  it('seeds no demo race days, publishes no docs and runs no simulator unless asked', () => {
    const production = loadEnv({ ...PRODUCTION, PAYOUT_SANDBOX_ALLOWED: 'on' });
    expect([production.SEED, production.API_DOCS]).toEqual(['off', 'off']);
    const asked = loadEnv({
      ...PRODUCTION,
      PAYOUT_SANDBOX_ALLOWED: 'on',
      SEED: 'on',
      API_DOCS: 'on',
    });
    expect([asked.SEED, asked.API_DOCS]).toEqual(['on', 'on']);
    const development = loadEnv({});
    expect([development.SEED, development.API_DOCS]).toEqual(['on', 'on']);
  });
});

describe('/api/docs and private replies', () => {
  let withoutDocs: TestApp;
  let withDocs: TestApp;
  beforeAll(async () => {
    withoutDocs = await buildTestApp({ env: { API_DOCS: 'off' } });
    withDocs = await buildTestApp({ env: { API_DOCS: 'on' } });
  });
  afterAll(async () => {
    await withoutDocs.close();
    await withDocs.close();
  });

  it('publishes the docs only when asked', async () => {
    expect((await withoutDocs.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await withoutDocs.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    const docs = await withDocs.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
  });

  it('marks every reply to a signed-in player or operator no-store, and public ones not', async () => {
    const player = await signedInPlayer(withoutDocs);
    const operator = await signedInOperator(withoutDocs);
    for (const [url, auth] of [
      ['/api/customer/self', player.auth],
      ['/api/mc/sport-fixture', player.auth],
      ['/api/operator/me', operator.auth],
      ['/api/operator/races?day=2031-01-10', operator.auth],
    ] as const) {
      const response = await withoutDocs.app.inject({ url, headers: auth });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await withoutDocs.app.inject({
      url: '/api/customer/self',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const anonymous = await withoutDocs.app.inject({ url: '/api/mc/sport-fixture' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});
