import { createTokenStore, type StoredTokens } from './token-store';

export type { StoredTokens } from './token-store';

/** The player's tokens (see token-store.ts): a reload stays signed in. */
export const playerTokens = createTokenStore('accessToken', 'refreshToken');

export const readAccessToken = (): string | null => playerTokens.readAccessToken();
export const readRefreshToken = (): string | null => playerTokens.readRefreshToken();
export const hasAccessToken = (): boolean => playerTokens.readAccessToken() !== null;
export const storeTokens = (tokens: StoredTokens): void => playerTokens.store(tokens);
export const clearTokens = (): void => playerTokens.clear();
export const subscribeToTokens = (listener: () => void): (() => void) =>
  playerTokens.subscribe(listener);
