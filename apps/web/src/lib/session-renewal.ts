import { CSRF_HEADER, sessionResponseSchema } from '@furlong/contract';
import type { ZodType } from 'zod';
import { apiPaths } from '../config/paths';
import { playerTokens } from './auth-tokens';
import type { TokenStore } from './token-store';

export type Renewal =
  | { status: 'renewed'; accessToken: string }
  /** The server refused the refresh token: the user is signed out. */
  | { status: 'ended' }
  /** The refresh could not be done now (network, server busy); the tokens are kept. */
  | { status: 'failed' };

export interface SessionRenewal {
  /**
   * A fresh access token for a request that was refused with `staleToken` (null: this tab has
   * none yet, e.g. after a reload, and renews from the refresh cookie). Only one refresh runs
   * at a time: refresh tokens are single-use, so a second parallel refresh would present a
   * spent token and the server would end the session. Requests that failed meanwhile share it.
   */
  renewAccessToken(staleToken: string | null): Promise<Renewal>;
  /** New requests wait for a refresh in flight rather than spend the token it replaces. */
  waitForRenewal(): Promise<void>;
}

/** Token renewal for one token store (the player's or the operator's) and its refresh route. */
export function createSessionRenewal(options: {
  tokens: TokenStore;
  refreshPath: string;
  sessionSchema: ZodType<{ accessToken: string; refreshToken: string }>;
}): SessionRenewal {
  const { tokens } = options;
  let renewal: Promise<Renewal> | null = null;

  const endSession = (): Renewal => {
    tokens.clear();
    return { status: 'ended' };
  };

  const sendRefresh = (): Promise<Response> | null => {
    const headers = { accept: 'application/json', 'content-type': 'application/json' };
    if (tokens.usesRefreshCookie) {
      // The cookie goes by itself; the header is the route's CSRF check (decision 025).
      return fetch(options.refreshPath, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...headers, [CSRF_HEADER]: 'furlong' },
        body: '{}',
      });
    }
    const refreshToken = tokens.readRefreshToken();
    if (refreshToken === null) return null;
    return fetch(options.refreshPath, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refreshToken }),
    });
  };

  const refreshTokens = async (): Promise<Renewal> => {
    let response: Response;
    try {
      const sent = sendRefresh();
      if (sent === null) return endSession();
      response = await sent;
    } catch {
      return { status: 'failed' };
    }
    const payload: unknown = await response.json().catch(() => undefined);
    const session = options.sessionSchema.safeParse(payload);
    if (response.ok && session.success) {
      tokens.store(session.data);
      return { status: 'renewed', accessToken: session.data.accessToken };
    }
    // A refusal ends the session; a busy or failing server does not sign anyone out.
    const isRefused = response.status >= 400 && response.status < 500 && response.status !== 429;
    return isRefused ? endSession() : { status: 'failed' };
  };

  return {
    renewAccessToken(staleToken) {
      const current = tokens.readAccessToken();
      if (current !== null && current !== staleToken) {
        return Promise.resolve({ status: 'renewed', accessToken: current });
      }
      renewal ??= acrossTabs(tokens.usesRefreshCookie, refreshTokens).finally(() => {
        renewal = null;
      });
      return renewal;
    },
    async waitForRenewal() {
      if (renewal) await renewal;
    },
  };
}

/**
 * Tabs share one refresh cookie: two tabs renewing at once would spend the same single-use
 * token and end the session. A Web Lock lets one tab renew at a time; the next one then sends
 * the cookie the first one received. (Without Web Locks, as in tests, only this tab is kept
 * to one renewal.)
 */
async function acrossTabs(isShared: boolean, renew: () => Promise<Renewal>): Promise<Renewal> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!isShared || !locks) return renew();
  return await locks.request('furlong-session-renewal', renew);
}

/** The player's session renewal. */
export const playerSessionRenewal = createSessionRenewal({
  tokens: playerTokens,
  refreshPath: apiPaths.refreshToken,
  sessionSchema: sessionResponseSchema,
});
