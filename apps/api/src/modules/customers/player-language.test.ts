import { LANGUAGE_MESSAGES } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer, signIn } from '../../../test/players';

const URL = '/api/customer/self/language';
const SELF = '/api/customer/self';

describe('the language a player chose', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('is null until chosen, then remembered on the account for the next sign-in', async () => {
    const player = await signedInPlayer(subject);
    const before = await subject.app.inject({ method: 'GET', url: SELF, headers: player.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ language: null });

    const chosen = await subject.app.inject({
      method: 'PUT',
      url: URL,
      headers: player.auth,
      payload: { language: 'hi-IN' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'hi-IN' });

    // Another device: a fresh session reads the same choice.
    const again = await signIn(subject.app, player.email);
    const after = await subject.app.inject({
      method: 'GET',
      url: SELF,
      headers: { authorization: `Bearer ${again.accessToken}` },
    });
    expect(after.json()).toMatchObject({ language: 'hi-IN' });
  });

  it('keeps one player’s choice to that player', async () => {
    const first = await signedInPlayer(subject);
    const second = await signedInPlayer(subject);
    await subject.app.inject({
      method: 'PUT',
      url: URL,
      headers: first.auth,
      payload: { language: 'hi-IN' },
    });
    const other = await subject.app.inject({ method: 'GET', url: SELF, headers: second.auth });
    expect(other.json()).toMatchObject({ language: null });
  });

  it.each([
    ['an unknown shape', { language: 'Hindi' }],
    ['a language of another country', { language: 'hi-PK' }],
    ['an over-long tag', { language: 'abcdefgh-IN' }],
    ['a missing language', {}],
  ])('refuses %s with player words', async (_label, payload) => {
    const player = await signedInPlayer(subject);
    const response = await subject.app.inject({
      method: 'PUT',
      url: URL,
      headers: player.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: { message: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    if ('language' in payload) {
      expect(body.issues.map((issue) => issue.message)).toContain(LANGUAGE_MESSAGES.invalid);
    }
    const unchanged = await subject.app.inject({ method: 'GET', url: SELF, headers: player.auth });
    expect(unchanged.json()).toMatchObject({ language: null });
  });

  it('asks a signed-out visitor to sign in, whatever the body', async () => {
    const response = await subject.app.inject({
      method: 'PUT',
      url: URL,
      payload: { language: 'nonsense' },
    });
    expect(response.statusCode).toBe(401);
  });
});
