import { ERROR_MESSAGES, WRONG_CODES_PER_DAY } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { latestCode, register, registration, signIn } from '../../../test/players';
import { auditLog } from '../audit/audit.schema';
import { outboxMessages } from '../notifications/notifications.schema';
import { checkSignInCode } from './check-sign-in-code';

describe('the daily ceiling on wrong sign-in codes', () => {
  let subject: TestApp;
  // 11:30 in India: the India day ends at 18:30 UTC.
  const clock = createManualClock(new Date('2031-03-01T06:00:00Z'));
  let sequence = 0;
  // Each try from its own client address: the per-address waits are not what is tested here.
  const nextIp = () => {
    sequence += 1;
    return `10.71.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
  };
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await subject.close();
  });

  const requestCode = (identifier: string, purpose: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/request-otp',
      payload: { identifier, purpose, tenant: 'furlong' },
      remoteAddress: nextIp(),
    });
  const signInWithCode = (identifier: string, value: string, purpose: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier, value, type: 'OTP', purpose, tenant: 'furlong' },
      remoteAddress: nextIp(),
    });
  const wrongFor = (code: string, i: number) =>
    String((Number(code) + i + 1) % 1_000_000).padStart(6, '0');
  /** Requests a code and enters `count` wrong ones; answers the right one, still live. */
  const guessWrong = async (identifier: string, purpose: string, count: number) => {
    expect((await requestCode(identifier, purpose)).statusCode).toBe(202);
    const code = await latestCode(subject, identifier);
    for (let i = 0; i < count; i += 1) {
      expect((await signInWithCode(identifier, wrongFor(code, i), purpose)).statusCode).toBe(401);
    }
    return code;
  };
  const notices = (to: string) =>
    subject.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), eq(outboxMessages.purpose, 'CODE_SIGN_IN_PAUSED')));

  it('stops code sign-in and recovery after 15 wrong codes a day over email, mobile and both purposes, and tells the player once', async () => {
    expect(WRONG_CODES_PER_DAY).toBe(15);
    const body = await register(subject.app, registration());
    const { email, mobile } = body.customer.traits;
    await guessWrong(email, 'SIGN_IN', 4);
    await guessWrong(email, 'PASSWORD_RESET', 4);
    await guessWrong(mobile, 'PASSWORD_RESET', 4);
    expect(await notices(email)).toHaveLength(0);
    const live = await guessWrong(mobile, 'SIGN_IN', 3);

    // The right code, with tries left, no longer signs in; nor can a code be sent.
    const refused = await signInWithCode(mobile, live, 'SIGN_IN');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'CODE_SIGN_IN_PAUSED',
      message: ERROR_MESSAGES.CODE_SIGN_IN_PAUSED,
    });
    const untilMidnight = (Date.parse('2031-03-01T18:30:00Z') - clock.now().getTime()) / 1000;
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(untilMidnight));
    const noCode = await requestCode(email, 'PASSWORD_RESET');
    expect(noCode.statusCode).toBe(429);
    expect(noCode.json()).toMatchObject({ code: 'CODE_SIGN_IN_PAUSED' });
    expect((await signInWithCode(email, '123456', 'PASSWORD_RESET')).statusCode).toBe(429);

    // Told once, by email and by SMS, with the "not you?" link.
    const [byEmail] = await notices(email);
    expect(byEmail?.body).toMatch(/paused until midnight India time.*freeze-account#/);
    expect(await notices(mobile)).toHaveLength(1);
    expect(await notices(email)).toHaveLength(1);
    const [paused] = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CODE_SIGN_IN_PAUSED'), eq(auditLog.actorType, 'player')));
    expect(paused).toBeDefined();

    // The password still works; the next India day, codes work again.
    clock.set(new Date('2031-03-01T18:30:01Z'));
    expect((await requestCode(mobile, 'SIGN_IN')).statusCode).toBe(202);
    const fresh = await signInWithCode(mobile, await latestCode(subject, mobile), 'SIGN_IN');
    expect(fresh.statusCode).toBe(200);
  });

  it('lifts the pause when the player signs in with the password', async () => {
    clock.set(new Date('2031-03-05T04:00:00Z'));
    const body = await register(subject.app, registration());
    const { email, mobile } = body.customer.traits;
    await guessWrong(email, 'SIGN_IN', 5);
    await guessWrong(mobile, 'PASSWORD_RESET', 5);
    await guessWrong(mobile, 'SIGN_IN', 5);
    expect((await requestCode(email, 'PASSWORD_RESET')).statusCode).toBe(429);

    expect((await signIn(subject.app, email)).accessToken).toBeTruthy();
    expect((await requestCode(email, 'PASSWORD_RESET')).statusCode).toBe(202);
    const code = await latestCode(subject, email);
    expect((await signInWithCode(email, code, 'PASSWORD_RESET')).statusCode).toBe(200);
  });

  it('refuses an unknown address alike after as many wrong codes', async () => {
    clock.set(new Date('2031-03-07T04:00:00Z'));
    const { app } = subject;
    const deps = {
      db: subject.database.db,
      clock,
      secrets: app.secrets,
      notifier: app.notifier,
      rateLimiter: app.rateLimiter,
    };
    // Straight to the check: the sign-in route lets one identifier try 10 times a minute.
    const ghost = 'ghost.guesser@example.in';
    const attempt = (code: string, i: number) =>
      checkSignInCode(deps, {
        player: undefined,
        identifier: ghost,
        purpose: i % 2 ? 'SIGN_IN' : 'PASSWORD_RESET',
        code,
        ip: nextIp(),
      });
    for (let i = 0; i < WRONG_CODES_PER_DAY; i += 1) {
      expect(await attempt(wrongFor('000000', i), i)).toBe(false);
    }
    await expect(attempt('000000', 0)).rejects.toMatchObject({
      code: 'CODE_SIGN_IN_PAUSED',
      message: ERROR_MESSAGES.CODE_SIGN_IN_PAUSED,
    });
    const refused = await signInWithCode(ghost, '000000', 'SIGN_IN');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CODE_SIGN_IN_PAUSED' });
    expect((await requestCode(ghost, 'SIGN_IN')).statusCode).toBe(429);
    expect(await notices(ghost)).toHaveLength(0);
  });
});
