import { sessionResponseSchema } from '@furlong/contract';
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
   * A fresh access token for a request that was refused with `staleToken`. Only one refresh
   * runs at a time: refresh tokens are single-use, so a second parallel refresh would present a
   * spent token and the server would end the session. Requests that failed meanwhile share it.
   */
  renewAccessToken(staleToken: string): Promise<Renewal>;
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

  const refreshTokens = async (): Promise<Renewal> => {
    const refreshToken = tokens.readRefreshToken();
    if (refreshToken === null) return endSession();
    let response: Response;
    try {
      response = await fetch(options.refreshPath, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
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
      renewal ??= refreshTokens().finally(() => {
        renewal = null;
      });
      return renewal;
    },
    async waitForRenewal() {
      if (renewal) await renewal;
    },
  };
}

/** The player's session renewal. */
export const playerSessionRenewal = createSessionRenewal({
  tokens: playerTokens,
  refreshPath: apiPaths.refreshToken,
  sessionSchema: sessionResponseSchema,
});
