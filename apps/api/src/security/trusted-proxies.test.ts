import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loadEnv } from '../env';

describe('TRUST_PROXY', () => {
  it('takes off, a hop count or proxy addresses, and refuses on with what to set', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    });
    expect(() => loadEnv({ TRUST_PROXY: 'on' })).toThrow(
      /TRUST_PROXY: .*set the number of proxies in front of the server \(1 behind one load balancer\) or their addresses/,
    );
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*"10.0.0.0\/33"/);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

/** A client behind one load balancer that appends the address it saw to X-Forwarded-For. */
describe.each([
  ['a hop count', '1'],
  ['the proxy addresses', '10.0.0.0/8'],
])('the client address with TRUST_PROXY as %s', (_, trustProxy) => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(async () => {
    await subject.close();
  });

  const throughTheProxy = (spoofed: string, client: string, identifier: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier, value: 'Wrong@2031x', type: 'PASSWORD' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    });

  it('is the right-most untrusted hop, so a spoofed left-most address does not escape the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      const spoofed = `198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const response = await throughTheProxy(spoofed, '203.0.113.9', `spoof.${i}@example.in`);
      statuses.push(response.statusCode);
    }
    // 30 failed sign-ins a minute from one address, whichever accounts (decision 027).
    expect(statuses).toEqual([...Array<number>(30).fill(401), 429]);
    // Another client behind the same proxy is not affected.
    expect(
      (await throughTheProxy('198.51.100.1', '203.0.113.10', 'other@example.in')).statusCode,
    ).toBe(401);
  });
});
