/**
 * A pair of bearer tokens in localStorage under the given keys. Every read goes back to
 * storage, so a rotation done by another tab is seen here before this tab spends a refresh
 * token that is already used (rotation is single-use: reuse ends the whole session). The
 * player's and the operator's tokens are two stores with different keys, never mixed.
 */
export interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
}

type Listener = () => void;

export interface TokenStore {
  readAccessToken(): string | null;
  readRefreshToken(): string | null;
  /** Stores whichever tokens are given; a missing one keeps its stored value. */
  store(tokens: StoredTokens): void;
  clear(): void;
  /** Called on every change, from this tab or another one (signing out in one signs out all). */
  subscribe(listener: Listener): () => void;
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off (private modes, policies): the user is then signed out.
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

export function createTokenStore(accessKey: string, refreshKey: string): TokenStore {
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === accessKey || event.key === refreshKey) notify();
  };
  return {
    readAccessToken: () => readItem(accessKey),
    readRefreshToken: () => readItem(refreshKey),
    store(tokens) {
      if (tokens.accessToken !== undefined) writeItem(accessKey, tokens.accessToken);
      if (tokens.refreshToken !== undefined) writeItem(refreshKey, tokens.refreshToken);
      notify();
    },
    clear() {
      writeItem(accessKey, null);
      writeItem(refreshKey, null);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', handleStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
      };
    },
  };
}
