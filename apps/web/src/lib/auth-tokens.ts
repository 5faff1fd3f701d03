/**
 * The player's tokens. They live in localStorage, so a reload stays signed in, and every read
 * goes back to storage, so a rotation done by another tab is seen here before this tab spends
 * a refresh token that is already used (rotation is single-use: reuse ends the whole session).
 */
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

export interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off (private modes, policies): the player is then signed out.
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: without storage the session lasts as long as the requests in flight.
  }
}

export function readAccessToken(): string | null {
  return readItem(ACCESS_TOKEN_KEY);
}

export function readRefreshToken(): string | null {
  return readItem(REFRESH_TOKEN_KEY);
}

export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Stores whichever tokens are given; a missing one keeps its stored value. */
export function storeTokens(tokens: StoredTokens): void {
  if (tokens.accessToken !== undefined) writeItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  if (tokens.refreshToken !== undefined) writeItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  notify();
}

export function clearTokens(): void {
  writeItem(ACCESS_TOKEN_KEY, null);
  writeItem(REFRESH_TOKEN_KEY, null);
  notify();
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
    notify();
  }
}

/** Called on every change, from this tab or another one (signing out in one signs out all). */
export function subscribeToTokens(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}
