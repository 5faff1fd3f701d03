import { createCookieSessionStore, type StoredTokens } from './token-store';

export type { StoredTokens } from './token-store';

/**
 * The player's tokens (see token-store.ts): the access token in memory, the refresh token in
 * an HttpOnly cookie; a reload renews from the cookie. `accessToken` and `refreshToken` are
 * the keys an older version kept in localStorage: they are removed.
 */
export const playerTokens = createCookieSessionStore('signedIn', ['accessToken', 'refreshToken']);

export const readAccessToken = (): string | null => playerTokens.readAccessToken();
export const readRefreshToken = (): string | null => playerTokens.readRefreshToken();
/** Signed in: an access token, or a session marker to renew one from the cookie. */
export const hasSession = (): boolean => playerTokens.hasSession();
export const storeTokens = (tokens: StoredTokens): void => playerTokens.store(tokens);
export const clearTokens = (): void => playerTokens.clear();
export const subscribeToTokens = (listener: () => void): (() => void) =>
  playerTokens.subscribe(listener);
