import type { OperatorSelf } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { OPERATOR_PASSWORD, signInOperator, signedInOperator } from '../../../test/operators';
import { auditLog } from '../audit/audit.schema';
import { runOperatorCommand } from './operator-command';
import { eq } from 'drizzle-orm';

/** `npm run operator`: its core, against a real database, and what each change does at once. */
describe('npm run operator', () => {
  let subject: TestApp;
  let printed: string[];
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const run = (argv: string[], password = OPERATOR_PASSWORD) => {
    printed = [];
    return runOperatorCommand(
      {
        db: subject.database.db,
        now: () => new Date(),
        readPassword: async () => password,
        print: (line) => printed.push(line),
      },
      argv,
    );
  };
  const me = (auth: { authorization: string }) =>
    subject.app.inject({ method: 'GET', url: '/api/operator/me', headers: auth });

  it('creates an operator with roles and a password from stdin, who can sign in', async () => {
    const argv = ['create', '--email', 'Kiran@Furlong.test', '--name', 'Kiran Rao'];
    expect(await run([...argv, '--role', 'cashier', '--role', 'SUPPORT'])).toBe(0);
    expect(printed).toEqual(['Created kiran@furlong.test (CASHIER, SUPPORT).']);
    const session = await signInOperator(subject, 'kiran@furlong.test');
    expect(session.operator.roles).toEqual(['CASHIER', 'SUPPORT']);
    // The same email again changes nothing.
    expect(await run([...argv, '--roles', 'ADMIN'])).toBe(1);
    expect(printed[0]).toMatch(/already exists/);
  });

  it('refuses a password on the command line, a weak password, unknown roles and commands', async () => {
    const base = ['create', '--email', 'weak@furlong.test', '--name', 'Weak', '--role', 'ADMIN'];
    expect(await run([...base, '--password', 'Paddock@2031'])).toBe(2);
    expect(printed[0]).toMatch(/never given on the command line/);
    expect(await run(base, 'short')).toBe(2);
    expect(printed[0]).toMatch(/password is refused/);
    expect(
      await run(['create', '--email', 'x@furlong.test', '--name', 'X', '--role', 'BOSS']),
    ).toBe(2);
    expect(await run(['create', '--email', 'x@furlong.test', '--name', 'X'])).toBe(2);
    expect(await run(['set-roles', '--email', 'x@furlong.test', '--roles', 'ADMIN,ADMIN'])).toBe(2);
    expect(await run(['promote', '--email', 'x@furlong.test'])).toBe(2);
    expect(printed[0]).toMatch(/Unknown command: promote/);
    expect(await run(['disable', '--email', 'nobody@furlong.test'])).toBe(1);
  });

  it('disable ends every session at once and refuses sign-in and refresh; enable lets them back', async () => {
    const staff = await signedInOperator(subject, 'TRADER');
    expect((await me(staff.auth)).statusCode).toBe(200);

    expect(await run(['disable', '--email', staff.email])).toBe(0);
    expect((await me(staff.auth)).statusCode).toBe(401);
    const refresh = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/refresh-token',
      payload: { refreshToken: staff.session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/auth/login',
      payload: { email: staff.email, password: OPERATOR_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: 'This operator account is disabled.' });
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, staff.operator.id));
    expect(audits.map((row) => row.action)).toContain('OPERATOR_DISABLED');

    await run(['list']);
    expect(printed.find((line) => line.startsWith(staff.email))).toMatch(/\tTRADER\tdisabled /);

    expect(await run(['enable', '--email', staff.email])).toBe(0);
    const again = await signInOperator(subject, staff.email);
    expect((await me({ authorization: `Bearer ${again.accessToken}` })).statusCode).toBe(200);
  });

  it('set-roles bites on the next request of a session already open', async () => {
    const staff = await signedInOperator(subject, 'SUPPORT');
    const adjustments = () =>
      subject.app.inject({
        method: 'GET',
        url: '/api/operator/adjustment-requests',
        headers: staff.auth,
      });
    expect((await adjustments()).statusCode).toBe(403);
    expect(await run(['set-roles', '--email', staff.email, '--roles', 'cashier,support'])).toBe(0);
    expect((await adjustments()).statusCode).toBe(200);
    expect((await me(staff.auth)).json<OperatorSelf>().roles).toEqual(['CASHIER', 'SUPPORT']);
    expect(await run(['set-roles', '--email', staff.email, '--role', 'CONTENT'])).toBe(0);
    expect((await adjustments()).statusCode).toBe(403);
  });
});
