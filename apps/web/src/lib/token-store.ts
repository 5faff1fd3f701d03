/**
 * Bearer tokens of one client (the player's or the operator's, never mixed).
 *
 * `createTokenStore`: both tokens in localStorage under the given keys (the operator console).
 * Every read goes back to storage, so a rotation done by another tab is seen here before this
 * tab spends a refresh token that is already used (rotation is single-use: reuse ends the
 * whole session).
 *
 * `createCookieSessionStore` (the player, decision 025): the access token lives in this tab's
 * memory only and the refresh token never reaches a script: the server keeps it in an
 * HttpOnly cookie. localStorage holds just a marker that a session exists, so a reload knows
 * to renew from the cookie and signing out in one tab signs out all.
 */
export interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
}

type Listener = () => void;

export interface TokenStore {
  readAccessToken(): string | null;
  /** Null when the refresh token is kept in a cookie. */
  readRefreshToken(): string | null;
  /** Whether a session is held: an access token, or a refresh cookie to renew one from. */
  hasSession(): boolean;
  /** The refresh token travels as an HttpOnly cookie, not in the body. */
  readonly usesRefreshCookie: boolean;
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
    usesRefreshCookie: false,
    readAccessToken: () => readItem(accessKey),
    readRefreshToken: () => readItem(refreshKey),
    hasSession: () => readItem(accessKey) !== null,
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

/**
 * The player's store: the access token in memory, valid only while the session marker is in
 * localStorage (another tab signing out removes it); the refresh token in the server's cookie.
 * Tokens an older version left in localStorage are removed, so none lingers for a script.
 */
export function createCookieSessionStore(
  sessionKey: string,
  legacyKeys: readonly string[] = [],
): TokenStore {
  const listeners = new Set<Listener>();
  let accessToken: string | null = null;
  legacyKeys.forEach((key) => writeItem(key, null));
  const hasMarker = () => readItem(sessionKey) !== null;
  const notify = () => listeners.forEach((listener) => listener());
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === sessionKey) notify();
  };
  return {
    usesRefreshCookie: true,
    readAccessToken: () => (hasMarker() ? accessToken : null),
    readRefreshToken: () => null,
    hasSession: hasMarker,
    store(tokens) {
      if (tokens.accessToken === undefined) return;
      accessToken = tokens.accessToken;
      writeItem(sessionKey, '1');
      notify();
    },
    clear() {
      accessToken = null;
      writeItem(sessionKey, null);
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
