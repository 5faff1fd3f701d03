import { createTokenStore, type StoredTokens } from '../../lib/token-store';

export type OperatorTokens = StoredTokens;

/**
 * The operator's tokens, under storage keys of their own: signing in to the console never
 * signs a player in or out in another tab, and the player api client can never send them.
 */
export const operatorTokens = createTokenStore('operatorAccessToken', 'operatorRefreshToken');

export const readOperatorAccessToken = (): string | null => operatorTokens.readAccessToken();
export const readOperatorRefreshToken = (): string | null => operatorTokens.readRefreshToken();
export const storeOperatorTokens = (tokens: OperatorTokens): void => operatorTokens.store(tokens);
export const clearOperatorTokens = (): void => operatorTokens.clear();
export const subscribeToOperatorTokens = (listener: () => void): (() => void) =>
  operatorTokens.subscribe(listener);
