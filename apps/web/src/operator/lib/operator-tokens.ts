/**
 * The operator's tokens, kept apart from the player's (other storage keys), so signing in to
 * the console in one tab never signs a player in or out in another, and the player api client
 * can never send an operator token. Like the player's, every read goes back to storage, so a
 * rotation made by another console tab is seen before a spent refresh token is reused.
 */
const ACCESS_TOKEN_KEY = 'operatorAccessToken';
const REFRESH_TOKEN_KEY = 'operatorRefreshToken';

export interface OperatorTokens {
  accessToken?: string;
  refreshToken?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the session lasts as long as this page.
  }
}

export function readOperatorAccessToken(): string | null {
  return readItem(ACCESS_TOKEN_KEY);
}

export function readOperatorRefreshToken(): string | null {
  return readItem(REFRESH_TOKEN_KEY);
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function storeOperatorTokens(tokens: OperatorTokens): void {
  if (tokens.accessToken !== undefined) writeItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  if (tokens.refreshToken !== undefined) writeItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  notify();
}

export function clearOperatorTokens(): void {
  writeItem(ACCESS_TOKEN_KEY, null);
  writeItem(REFRESH_TOKEN_KEY, null);
  notify();
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
    notify();
  }
}

export function subscribeToOperatorTokens(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}
