import { sessionResponseSchema } from '@furlong/contract';
import { apiPaths } from '../config/paths';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens } from './auth-tokens';

export type Renewal =
  | { status: 'renewed'; accessToken: string }
  /** The server refused the refresh token: the player is signed out. */
  | { status: 'ended' }
  /** The refresh could not be done now (network, server busy); the tokens are kept. */
  | { status: 'failed' };

let renewal: Promise<Renewal> | null = null;

/**
 * A fresh access token for a request that was refused with `staleToken`. Only one refresh runs
 * at a time: refresh tokens are single-use, so a second parallel refresh would present a spent
 * token and the server would end the session. Requests that failed meanwhile share the result.
 */
export function renewAccessToken(staleToken: string): Promise<Renewal> {
  const current = readAccessToken();
  if (current !== null && current !== staleToken) {
    return Promise.resolve({ status: 'renewed', accessToken: current });
  }
  renewal ??= refreshTokens().finally(() => {
    renewal = null;
  });
  return renewal;
}

/** New requests wait for a refresh in flight rather than spend the token it replaces. */
export async function waitForRenewal(): Promise<void> {
  if (renewal) await renewal;
}

async function refreshTokens(): Promise<Renewal> {
  const refreshToken = readRefreshToken();
  if (refreshToken === null) return endSession();
  let response: Response;
  try {
    response = await fetch(apiPaths.refreshToken, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    return { status: 'failed' };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const session = sessionResponseSchema.safeParse(payload);
  if (response.ok && session.success) {
    storeTokens(session.data);
    return { status: 'renewed', accessToken: session.data.accessToken };
  }
  // A refusal ends the session; a busy or failing server does not sign anyone out.
  const isRefused = response.status >= 400 && response.status < 500 && response.status !== 429;
  return isRefused ? endSession() : { status: 'failed' };
}

function endSession(): Renewal {
  clearTokens();
  return { status: 'ended' };
}
