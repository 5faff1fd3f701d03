import type { SessionResponse, SignedInDevices } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { register, registration, STRONG_PASSWORD } from '../../../test/players';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('signed-in devices', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date('2031-03-01T06:00:00Z'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const signInFrom = async (
    email: string,
    device: { ip: string; userAgent: string },
  ): Promise<SessionResponse> => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      remoteAddress: device.ip,
      headers: { 'user-agent': device.userAgent },
      payload: { identifier: email, value: STRONG_PASSWORD, type: 'PASSWORD' },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const call = (method: 'GET' | 'DELETE', session: SessionResponse, path = '') =>
    subject.app.inject({
      method,
      url: `/api/customer/self/sessions${path}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
  const devicesOf = async (session: SessionResponse): Promise<SignedInDevices> => {
    const response = await call('GET', session);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const refresh = (session: SessionResponse) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
  const twoDevices = async () => {
    const { email } = (await register(subject.app, registration())).customer.traits;
    const phone = await signInFrom(email, { ip: '203.0.113.57', userAgent: ANDROID_CHROME });
    clock.advance(60_000);
    const iphone = await signInFrom(email, { ip: '192.168.1.20', userAgent: IPHONE_SAFARI });
    return { email, phone, iphone };
  };

  it('lists both devices after two sign-ins: browser, system, place, times, and which is this one', async () => {
    const { phone, iphone } = await twoDevices();
    const { sessions } = await devicesOf(phone);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      browser: 'Chrome',
      os: 'Android',
      place: { kind: 'NETWORK', network: '203.0.113.0/24' },
      current: true,
    });
    expect(sessions[1]).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      place: { kind: 'LOCAL_NETWORK', network: null },
      current: false,
      signedInAt: clock.now().toISOString(),
    });
    // The full address is never shown, only its network.
    expect(JSON.stringify(sessions)).not.toContain('203.0.113.57');
    expect((await devicesOf(iphone)).sessions.map((device) => device.current)).toEqual([
      true,
      false,
    ]);
  });

  it('writes last seen on refresh at most once a minute', async () => {
    const { iphone } = await twoDevices();
    const lastSeen = async (session: SessionResponse) =>
      (await devicesOf(session)).sessions.find((device) => device.current)?.lastSeenAt;
    const refreshed = async (session: SessionResponse): Promise<SessionResponse> => {
      const response = await refresh(session);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const signedInAt = clock.now().toISOString();
    clock.advance(20_000);
    const first = await refreshed(iphone);
    expect(await lastSeen(first)).toBe(signedInAt);
    clock.advance(45_000);
    const second = await refreshed(first);
    expect(await lastSeen(second)).toBe(clock.now().toISOString());
  });

  it('signs one device out: its refresh token dies and its access token answers 401', async () => {
    const { phone, iphone } = await twoDevices();
    const iphoneId = (await devicesOf(phone)).sessions.find((device) => !device.current)?.id;
    const response = await call('DELETE', phone, `/${iphoneId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SignedInDevices>().sessions.map((device) => device.current)).toEqual([
      true,
    ]);
    expect((await refresh(iphone)).statusCode).toBe(401);
    expect((await call('GET', iphone)).statusCode).toBe(401);
    expect((await devicesOf(phone)).sessions).toHaveLength(1);
    // Again: the session is the player's, already ended, and nothing changes.
    expect((await call('DELETE', phone, `/${iphoneId}`)).statusCode).toBe(200);
  });

  it('signs out all other devices and keeps this one', async () => {
    const { email, phone, iphone } = await twoDevices();
    const laptop = await signInFrom(email, {
      ip: '2001:db8:abcd:12::1',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    expect((await devicesOf(laptop)).sessions[0]).toMatchObject({
      browser: 'Firefox',
      os: 'Windows',
      place: { kind: 'NETWORK', network: '2001:db8:abcd::/48' },
    });
    const response = await call('DELETE', iphone);
    expect(response.statusCode).toBe(200);
    const left: SignedInDevices = response.json();
    expect(left.sessions).toHaveLength(1);
    expect(left.sessions[0]?.current).toBe(true);
    expect((await call('GET', iphone)).statusCode).toBe(200);
    for (const other of [phone, laptop]) {
      expect((await call('GET', other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
  });

  it("answers 404 for another player's session, as for an unknown one, and leaves it signed in", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const theirId = (await devicesOf(theirs.phone)).sessions[0]?.id;
    const refused = await call('DELETE', mine.phone, `/${theirId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    const unknown = await call('DELETE', mine.phone, '/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(refused.json().message);
    expect((await call('GET', theirs.phone)).statusCode).toBe(200);
    expect((await call('DELETE', mine.phone, '/not-an-id')).statusCode).toBe(400);
  });

  it('needs a signed-in player, before anything else', async () => {
    const anonymous = await subject.app.inject({
      method: 'DELETE',
      url: '/api/customer/self/sessions/not-an-id',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/customer/self/sessions' })).statusCode,
    ).toBe(401);
  });
});
