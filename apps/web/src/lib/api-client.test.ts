import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requestsOf, type MockRequest } from '../test/mock-api';
import { ApiError, requestJson } from './api-client';
import { readAccessToken, readRefreshToken, storeTokens, subscribeToTokens } from './auth-tokens';

const UID = '00000000-0000-4000-8000-000000000001';
const okSchema = z.object({ ok: z.literal(true) });

function sessionReply(accessToken: string, refreshToken: string) {
  return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: 900, uid: UID };
}

/** Answers 401 to an expired token and 200 to the renewed one. */
function protectedReply({ token }: MockRequest) {
  return token === 'fresh-access'
    ? { ok: true }
    : { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Expired' } };
}

describe('API client sessions', () => {
  it('sends the bearer token and keeps tokens from any answer', async () => {
    storeTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    const fetchMock = mockApi({
      'POST /api/aic/identity/self/change-password': (request: MockRequest) =>
        request.token === 'old-access'
          ? sessionReply('new-access', 'new-refresh')
          : { status: 401, body: {} },
    });

    await requestJson('/api/aic/identity/self/change-password', {
      method: 'POST',
      body: { newPassword: 'Better@2026' },
      schema: z.unknown(),
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBe('new-access');
    // The refresh token stays in the server's HttpOnly cookie: no script keeps it.
    expect(readRefreshToken()).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('new-refresh');
    expect(JSON.stringify({ ...localStorage })).not.toContain('new-access');
  });

  it('renews from the refresh cookie after a reload, with the CSRF header', async () => {
    // A reload: the session marker is there, the access token (memory) is not.
    localStorage.setItem('signedIn', '1');
    const refreshes: MockRequest[] = [];
    mockApi({
      'GET /api/customer/self/wallet': protectedReply,
      'POST /api/aic/auth/refresh-token': (request: MockRequest) => {
        refreshes.push(request);
        return sessionReply('fresh-access', 'refresh-2');
      },
    });

    await expect(requestJson('/api/customer/self/wallet', { schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({});
    expect(refreshes[0]?.headers.get('x-requested-with')).toBe('furlong');
    expect(readAccessToken()).toBe('fresh-access');
  });

  it('runs exactly one refresh for 20 parallel 401s and replays all 20 with the new token', async () => {
    storeTokens({ accessToken: 'stale-access', refreshToken: 'refresh-1' });
    const refreshBodies: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/customer/self/wallet': protectedReply,
      'POST /api/aic/auth/refresh-token': async (request: MockRequest) => {
        refreshBodies.push(request.body);
        // Slow enough that every first attempt has failed before the refresh answers.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return sessionReply('fresh-access', 'refresh-2');
      },
    });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        requestJson('/api/customer/self/wallet', { schema: okSchema }),
      ),
    );

    expect(results).toHaveLength(20);
    expect(results.every((result) => result.ok)).toBe(true);
    const calls = requestsOf(fetchMock);
    expect(calls.filter((call) => call === 'POST /api/aic/auth/refresh-token')).toHaveLength(1);
    expect(refreshBodies).toEqual([{}]);
    // 20 refused attempts and 20 replays.
    expect(calls.filter((call) => call === 'GET /api/customer/self/wallet')).toHaveLength(40);
    expect(readAccessToken()).toBe('fresh-access');
  });

  it('signs the player out when the refresh is refused', async () => {
    storeTokens({ accessToken: 'stale-access', refreshToken: 'spent-refresh' });
    const onChange = vi.fn();
    const unsubscribe = subscribeToTokens(onChange);
    mockApi({
      'GET /api/customer/self': protectedReply,
      'POST /api/aic/auth/refresh-token': {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in again.' },
      },
    });

    const attempt = requestJson('/api/customer/self', { schema: okSchema });

    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 401 });
    expect(readAccessToken()).toBeNull();
    expect(localStorage.getItem('signedIn')).toBeNull();
    expect(onChange).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the session when the refresh fails for a server reason', async () => {
    storeTokens({ accessToken: 'stale-access', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': protectedReply,
      'POST /api/aic/auth/refresh-token': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Busy' },
      },
    });

    await expect(requestJson('/api/customer/self', { schema: okSchema })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(readAccessToken()).toBe('stale-access');
  });

  it('passes a sign-in 401 to the caller without refreshing', async () => {
    storeTokens({ accessToken: 'some-access', refreshToken: 'some-refresh' });
    const fetchMock = mockApi({
      'POST /api/aic/auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' },
      },
    });

    await expect(
      requestJson('/api/aic/auth/login', {
        method: 'POST',
        body: {},
        schema: z.unknown(),
        canRenewSession: false,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(requestsOf(fetchMock)).toEqual(['POST /api/aic/auth/login']);
    expect(readAccessToken()).toBe('some-access');
  });
});
