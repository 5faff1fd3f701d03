import { MESSAGES, type ErrorBody } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';

describe('identity routes answer the spec messages', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await subject.app.inject({ method: 'POST', url, payload, headers });
    expect(response.statusCode).toBe(400);
    return response.json<ErrorBody>().issues ?? [];
  };

  it('a new password is required and strong', async () => {
    const { auth } = await signedInPlayer(subject);
    const url = '/api/aic/identity/self/change-password';
    expect(await post(url, { newPassword: '' }, auth)).toEqual([
      { path: 'body.newPassword', message: MESSAGES.newPasswordRequired },
    ]);
    expect(await post(url, { newPassword: 'Ab1@xyz' }, auth)).toContainEqual({
      path: 'body.newPassword',
      message: MESSAGES.passwordLength,
    });
  });

  it('a code is six digits, and an address to send or verify is required', async () => {
    const { auth, email } = await signedInPlayer(subject);
    for (const otp of ['12345', '1234567', '12a456', ''])
      expect(await post('/api/aic/identity/self/verify', { identifier: email, otp }, auth)).toEqual(
        [{ path: 'body.otp', message: MESSAGES.otpInvalid }],
      );
    expect(
      await post('/api/aic/identity/self/request-verification', { identifier: '' }, auth),
    ).toEqual([{ path: 'body.identifier', message: MESSAGES.identifierRequired }]);
    expect(await post('/api/aic/auth/request-otp', { identifier: ' ' })).toEqual([
      { path: 'body.identifier', message: MESSAGES.identifierRequired },
    ]);
  });
});
