import type { SecondFactorChallenge } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { OPERATOR_PASSWORD } from '../../../test/operators';
import { loadEnv } from '../../env';
import { totpCodeAt } from '../../security/totp';
import { auditLog } from '../audit/audit.schema';
import { secondFactors } from '../auth/second-factors.schema';
import { createOperator } from './create-operator';
import { runOperatorCommand } from './operator-command';

let sequence = 0;

/** Operators sign in with a password and an authenticator code (decision 052). */
describe('operator second factor', () => {
  const clock = createManualClock(new Date('2031-03-01T06:00:00Z'));
  let required: TestApp;
  let optional: TestApp;
  beforeAll(async () => {
    [required, optional] = await Promise.all([
      buildTestApp({ clock, env: { OPERATOR_2FA: 'required' } }),
      buildTestApp({ clock }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([required.close(), optional.close()]);
  });

  const newOperator = async (subject: TestApp) => {
    sequence += 1;
    const email = `second.${sequence}@furlong.test`;
    const operator = await createOperator(subject.database.db, {
      email,
      name: `Second ${sequence}`,
      roles: ['CASHIER'],
      password: OPERATOR_PASSWORD,
    });
    if (!operator) throw new Error('operator not created');
    return { operator, email };
  };
  const login = (subject: TestApp, email: string, ip = '10.4.0.1') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email, password: OPERATOR_PASSWORD },
      remoteAddress: ip,
    });
  const secondStep = (subject: TestApp, challenge: string, code: string, ip = '10.4.0.1') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/second-factor',
      payload: { challenge, code },
      remoteAddress: ip,
    });
  /** Signs in for the first time, scans the QR code and confirms with the current code. */
  const enrol = async (subject: TestApp, email: string) => {
    const first = await login(subject, email);
    expect(first.statusCode).toBe(202);
    const challenge = first.json<SecondFactorChallenge>();
    const secret = challenge.enrolment?.secret ?? '';
    const confirmed = await secondStep(
      subject,
      challenge.challenge,
      totpCodeAt(secret, clock.now()),
    );
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  };

  it('enrols at the first sign-in when required: link, QR code, first code, 10 recovery codes', async () => {
    const { operator, email } = await newOperator(required);
    const first = await login(required, email);
    expect(first.statusCode).toBe(202);
    const challenge = first.json<SecondFactorChallenge>();
    expect(challenge).toMatchObject({ secondFactor: 'TOTP', expiresIn: 300 });
    expect(challenge).not.toHaveProperty('accessToken');
    const enrolment = challenge.enrolment!;
    expect(enrolment.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Furlong:second\.\d+%40furlong\.test\?/,
    );
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // Sealed at rest: the table never holds the secret in the clear.
    const [row] = await required.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.operatorId, operator.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(enrolment.secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await secondStep(required, challenge.challenge, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    const confirmed = await secondStep(
      required,
      challenge.challenge,
      totpCodeAt(enrolment.secret, clock.now()),
    );
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json();
    expect(session.operator.uid).toBe(operator.id);
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    const [after] = await required.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.operatorId, operator.id));
    expect(after?.confirmedAt).not.toBeNull();
    expect(after?.recoveryCodeHashes).toHaveLength(10);
    expect(after?.recoveryCodeHashes).not.toContain(session.recoveryCodes[0]);
    const me = await required.app.inject({
      method: 'GET',
      url: '/api/operator/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('asks an enrolled operator for a code; a wrong code and a replayed code are refused', async () => {
    const { email } = await newOperator(required);
    const { secret } = await enrol(required, email);
    clock.advance(30_000);

    const asked = await login(required, email);
    expect(asked.statusCode).toBe(202);
    const { challenge, enrolment } = asked.json<SecondFactorChallenge>();
    expect(enrolment).toBeUndefined();
    expect((await secondStep(required, challenge, '123456')).statusCode).toBe(401);
    const code = totpCodeAt(secret, clock.now());
    const accepted = await secondStep(required, challenge, code);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).not.toHaveProperty('recoveryCodes');

    // The same code again, within its 30 seconds: once only.
    const again = await login(required, email);
    const replayed = await secondStep(required, again.json().challenge, code);
    expect(replayed.statusCode).toBe(401);
    // Nor a code of an earlier step still inside the window.
    clock.advance(30_000);
    const older = await secondStep(required, again.json().challenge, code);
    expect(older.statusCode).toBe(401);
    const next = await secondStep(
      required,
      again.json().challenge,
      totpCodeAt(secret, clock.now()),
    );
    expect(next.statusCode).toBe(200);
  });

  it('refuses a forged, foreign or expired challenge', async () => {
    const { email } = await newOperator(required);
    const { secret } = await enrol(required, email);
    clock.advance(30_000);
    const { challenge } = (await login(required, email)).json<SecondFactorChallenge>();
    const code = totpCodeAt(secret, clock.now());
    const forged = `${challenge.slice(0, -4)}AAAA`;
    expect((await secondStep(required, forged, code)).json().code).toBe('INVALID_CREDENTIALS');
    // Another app's key signed it: refused.
    expect((await secondStep(optional, challenge, code)).statusCode).toBe(401);
    clock.advance(6 * 60_000);
    const late = await secondStep(required, challenge, totpCodeAt(secret, clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/took too long/);
  });

  it('signs in once with each recovery code', async () => {
    const { email } = await newOperator(required);
    const { recoveryCodes } = await enrol(required, email);
    const first = await login(required, email);
    const used = await secondStep(
      required,
      first.json().challenge,
      recoveryCodes[3]!.toUpperCase(),
    );
    expect(used.statusCode).toBe(200);
    const second = await login(required, email);
    expect(
      (await secondStep(required, second.json().challenge, recoveryCodes[3]!)).statusCode,
    ).toBe(401);
    expect(
      (await secondStep(required, second.json().challenge, recoveryCodes[4]!)).statusCode,
    ).toBe(200);
  });

  it('with optional, signs in by password alone until enrolled, then asks the code', async () => {
    const { email } = await newOperator(optional);
    const plain = await login(optional, email);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveProperty('accessToken');

    const { email: enrolledEmail, operator } = await newOperator(optional);
    // Enrolled while required elsewhere: here, on the same kind of store, it is asked.
    const { startSecondFactorEnrolment, confirmSecondFactor } =
      await import('../auth/second-factors');
    const enrolment = await startSecondFactorEnrolment(
      optional.database.db,
      optional.app.secrets,
      { operatorId: operator.id },
      enrolledEmail,
    );
    await confirmSecondFactor(
      optional.database.db,
      optional.app.secrets,
      { operatorId: operator.id },
      totpCodeAt(enrolment!.secret, clock.now()),
      clock.now(),
    );
    clock.advance(30_000);
    const asked = await login(optional, enrolledEmail);
    expect(asked.statusCode).toBe(202);
    const done = await secondStep(
      optional,
      asked.json().challenge,
      totpCodeAt(enrolment!.secret, clock.now()),
    );
    expect(done.statusCode).toBe(200);
  });

  it('is required in production: the default there, and optional is refused', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-32-characters!',
      DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      PAYOUT_SANDBOX_ALLOWED: 'on',
    };
    expect(loadEnv(production).OPERATOR_2FA).toBe('required');
    expect(() => loadEnv({ ...production, OPERATOR_2FA: 'optional' })).toThrow(
      /OPERATOR_2FA: must be required in production/,
    );
    expect(loadEnv({ NODE_ENV: 'development' }).OPERATOR_2FA).toBe('optional');
    expect(loadEnv({ NODE_ENV: 'test', OPERATOR_2FA: 'required' }).OPERATOR_2FA).toBe('required');
  });

  it('reset-2fa clears the enrolment, audited; disabling ends it too', async () => {
    const printed: string[] = [];
    const run = (argv: string[]) =>
      runOperatorCommand(
        {
          db: required.database.db,
          now: () => clock.now(),
          readPassword: async () => OPERATOR_PASSWORD,
          print: (line) => printed.push(line),
        },
        argv,
      );
    const { email, operator } = await newOperator(required);
    const { recoveryCodes } = await enrol(required, email);
    expect(await run(['reset-2fa', '--email', email.toUpperCase()])).toBe(0);
    expect(printed.at(-1)).toMatch(/cleared; the next sign-in enrols again/);
    const audits = await required.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, operator.id));
    expect(audits.map((entry) => entry.action)).toContain('OPERATOR_SECOND_FACTOR_RESET');
    const again = await login(required, email);
    expect(again.statusCode).toBe(202);
    expect(again.json().enrolment).toBeDefined();
    // The old recovery codes died with the old enrolment.
    expect((await secondStep(required, again.json().challenge, recoveryCodes[0]!)).statusCode).toBe(
      401,
    );
    expect(await run(['reset-2fa', '--email', 'nobody@furlong.test'])).toBe(1);

    const { email: leaver, operator: leaverRow } = await newOperator(required);
    await enrol(required, leaver);
    const pending = await login(required, leaver);
    expect(await run(['disable', '--email', leaver])).toBe(0);
    const rows = await required.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.operatorId, leaverRow.id));
    expect(rows).toEqual([]);
    // A challenge earned before the disabling opens nothing.
    expect((await secondStep(required, pending.json().challenge, '123456')).statusCode).toBe(401);
  });
});
