import { SECOND_FACTOR_MESSAGES, type SecondFactorChallenge } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { latestCode, signedInPlayer, STRONG_PASSWORD } from '../../../test/players';
import { totpCodeAt } from '../../security/totp';

const BASE = '/api/customer/self/second-factor';
const STEP_MS = 30_000;

/** Players turn the authenticator on in their profile; sign-in then asks it (decision 052). */
describe('player second factor', () => {
  const clock = createManualClock(new Date('2031-04-01T06:00:00Z'));
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    auth: Record<string, string>,
    payload?: object,
  ) => subject.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const login = (identifier: string, value: string, ip: string, extra: object = {}) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier, value, type: 'PASSWORD', tenant: 'furlong', ...extra },
      remoteAddress: ip,
    });
  const secondStep = (challenge: string, code: string, ip: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/second-factor',
      payload: { challenge, code },
      remoteAddress: ip,
    });
  /** The current code, one step after the last: each code is taken once. */
  const nextCode = (secret: string) => {
    clock.advance(STEP_MS);
    return totpCodeAt(secret, clock.now());
  };
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  const enrolledPlayer = async () => {
    const player = await signedInPlayer(subject);
    const started = await call('POST', BASE, player.auth, { password: STRONG_PASSWORD });
    expect(started.statusCode).toBe(201);
    const { secret } = started.json<{ secret: string }>();
    const confirmed = await call('POST', `${BASE}/confirm`, player.auth, {
      code: nextCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    return {
      ...player,
      secret,
      recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
    };
  };

  it('turns on with a recent proof, a scan and the first code, and answers 10 recovery codes once', async () => {
    const player = await signedInPlayer(subject);
    expect((await call('GET', BASE, player.auth)).json()).toEqual({ enabled: false });
    const unproved = await call('POST', BASE, player.auth, {});
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().code).toBe('STEP_UP_REQUIRED');

    const started = await call('POST', BASE, player.auth, { password: STRONG_PASSWORD });
    expect(started.statusCode).toBe(201);
    const enrolment = started.json<{ otpauthUri: string; qrCode: string; secret: string }>();
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Furlong:/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await call('GET', BASE, player.auth)).json()).toEqual({ enabled: false });

    const wrong = await call('POST', `${BASE}/confirm`, player.auth, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.codeFailed);
    const confirmed = await call('POST', `${BASE}/confirm`, player.auth, {
      code: nextCode(enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call('GET', BASE, player.auth)).json()).toEqual({ enabled: true });
    // Once on, starting again is refused: the secret is never shown a second time.
    expect((await call('POST', BASE, player.auth, {})).statusCode).toBe(409);
    expect(
      (await call('POST', `${BASE}/confirm`, player.auth, { code: nextCode(enrolment.secret) }))
        .statusCode,
    ).toBe(409);
  });

  it('asks the code after the password; a code signs in once, and a wrong one is refused', async () => {
    const player = await enrolledPlayer();
    const ip = '10.90.0.1';
    const first = await login(player.email, STRONG_PASSWORD, ip);
    expect(first.statusCode).toBe(202);
    const challenge = first.json<SecondFactorChallenge>();
    expect(challenge).toMatchObject({ secondFactor: 'TOTP', expiresIn: 300 });
    expect(challenge).not.toHaveProperty('accessToken');
    expect(first.headers['set-cookie']).toBeUndefined();

    const wrong = await secondStep(challenge.challenge, '000000', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.codeFailed);
    const code = nextCode(player.secret);
    const signedIn = await secondStep(challenge.challenge, code, ip);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{ accessToken: string }>();
    expect((await call('GET', '/api/customer/self', bearer(session.accessToken))).statusCode).toBe(
      200,
    );
    // The same code again, even with a fresh challenge, opens nothing.
    const again = await login(player.email, STRONG_PASSWORD, ip);
    const replay = await secondStep(again.json<SecondFactorChallenge>().challenge, code, ip);
    expect(replay.statusCode).toBe(401);
    // A challenge is no access token.
    expect((await call('GET', '/api/customer/self', bearer(challenge.challenge))).statusCode).toBe(
      401,
    );
  });

  it('asks the code after a sign-in code and a forgotten-password code too', async () => {
    const player = await enrolledPlayer();
    const ip = '10.90.1.1';
    for (const purpose of ['SIGN_IN', 'PASSWORD_RESET'] as const) {
      const sent = await subject.app.inject({
        method: 'POST',
        url: '/api/aic/auth/request-otp',
        payload: { identifier: player.email, purpose, tenant: 'furlong' },
        remoteAddress: ip,
      });
      expect(sent.statusCode).toBe(202);
      const first = await login(player.email, await latestCode(subject, player.email), ip, {
        type: 'OTP',
        purpose,
      });
      expect(first.statusCode).toBe(202);
      expect(first.json()).not.toHaveProperty('accessToken');
      const done = await secondStep(
        first.json<SecondFactorChallenge>().challenge,
        nextCode(player.secret),
        ip,
      );
      expect(done.statusCode).toBe(200);
    }
  });

  it('takes each recovery code once', async () => {
    const player = await enrolledPlayer();
    const ip = '10.90.2.1';
    const [recovery] = player.recoveryCodes;
    const first = await login(player.email, STRONG_PASSWORD, ip);
    const challenge = first.json<SecondFactorChallenge>().challenge;
    expect((await secondStep(challenge, recovery!.toUpperCase(), ip)).statusCode).toBe(200);
    expect((await secondStep(challenge, recovery!, ip)).statusCode).toBe(401);
  });

  it('counts wrong codes against the sign-in limits', async () => {
    const player = await enrolledPlayer();
    const ip = '10.90.3.1';
    const first = await login(player.email, STRONG_PASSWORD, ip);
    const challenge = first.json<SecondFactorChallenge>().challenge;
    for (let i = 0; i < 5; i += 1)
      expect((await secondStep(challenge, `00000${i}`, ip)).statusCode).toBe(401);
    // Past the free failures, even the right code waits, as a right password does.
    const waited = await secondStep(challenge, nextCode(player.secret), ip);
    expect(waited.statusCode).toBe(429);
    expect((await login(player.email, STRONG_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('counts a current code as a recent proof; a recovery code does not', async () => {
    const player = await enrolledPlayer();
    const ip = '10.90.4.1';
    clock.advance(6 * 60 * 1000);
    const byRecovery = await secondStep(
      (await login(player.email, STRONG_PASSWORD, ip)).json<SecondFactorChallenge>().challenge,
      player.recoveryCodes[1]!,
      ip,
    );
    const recoveryAuth = bearer(byRecovery.json<{ accessToken: string }>().accessToken);
    const refused = await call('DELETE', BASE, recoveryAuth);
    expect(refused.body).toContain('STEP_UP_REQUIRED');
    expect(refused.statusCode).toBe(403);

    const byCode = await secondStep(
      (await login(player.email, STRONG_PASSWORD, ip)).json<SecondFactorChallenge>().challenge,
      nextCode(player.secret),
      ip,
    );
    const codeAuth = bearer(byCode.json<{ accessToken: string }>().accessToken);
    // Turning it off needs a recent proof: the sign-in's code is one.
    const off = await call('DELETE', BASE, codeAuth);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await login(player.email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('takes an authenticator code where a proof is asked, and turning off needs a proof', async () => {
    const player = await enrolledPlayer();
    clock.advance(6 * 60 * 1000);
    const unproved = await call('DELETE', BASE, player.auth);
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().code).toBe('STEP_UP_REQUIRED');
    const wrong = await call('POST', '/api/aic/identity/self/step-up', player.auth, {
      totp: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call('DELETE', BASE, player.auth)).statusCode).toBe(403);
    expect((await call('GET', BASE, player.auth)).json()).toEqual({ enabled: true });

    const stepUp = await call('POST', '/api/aic/identity/self/step-up', player.auth, {
      totp: nextCode(player.secret),
    });
    expect(stepUp.statusCode).toBe(200);
    expect((await call('DELETE', BASE, player.auth)).statusCode).toBe(200);
    expect((await call('GET', BASE, player.auth)).json()).toEqual({ enabled: false });
  });

  it('lets a right password lift the daily pause on wrong codes before the code is asked', async () => {
    const player = await enrolledPlayer();
    let host = 0;
    const nextIp = () => `10.91.${Math.floor(host / 200)}.${(host++ % 200) + 1}`;
    const requestCode = (identifier: string, purpose = 'SIGN_IN') =>
      subject.app.inject({
        method: 'POST',
        url: '/api/aic/auth/request-otp',
        payload: { identifier, purpose, tenant: 'furlong' },
        remoteAddress: nextIp(),
      });
    // 15 wrong codes over both addresses, under the 10 attempts a minute of each.
    const rounds = [
      [player.email, 5],
      [player.mobile, 5],
      [player.email, 4],
      [player.mobile, 1],
    ] as const;
    for (const [identifier, count] of rounds) {
      expect((await requestCode(identifier)).statusCode).toBe(202);
      const code = Number(await latestCode(subject, identifier));
      for (let i = 1; i <= count; i += 1) {
        const wrong = String((code + i) % 1_000_000).padStart(6, '0');
        const refused = await login(identifier, wrong, nextIp(), {
          type: 'OTP',
          purpose: 'SIGN_IN',
        });
        expect(refused.statusCode).toBe(401);
      }
    }
    // Its own bucket of sends: only the day's ceiling refuses it.
    expect((await requestCode(player.email, 'PASSWORD_RESET')).statusCode).toBe(429);
    expect((await login(player.mobile, STRONG_PASSWORD, nextIp())).statusCode).toBe(202);
    expect((await requestCode(player.email, 'PASSWORD_RESET')).statusCode).toBe(202);
  });

  it('answers bad input with a 4xx, and takes no access token for a challenge', async () => {
    const player = await signedInPlayer(subject);
    expect((await call('POST', `${BASE}/confirm`, player.auth, { code: 'abc' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', BASE, player.auth, { otp: '12' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/aic/identity/self/step-up', player.auth, { totp: 'x' })).statusCode,
    ).toBe(400);
    const ip = '10.90.5.1';
    expect((await secondStep('not-a-challenge', '123456', ip)).statusCode).toBe(401);
    expect((await secondStep(player.session.accessToken, '123456', ip)).statusCode).toBe(401);
    expect((await secondStep('x', 'a'.repeat(40), ip)).statusCode).toBe(400);
  });

  it('answers 401 before reading the body', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: `${BASE}/confirm`,
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
