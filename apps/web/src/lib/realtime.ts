import {
  serverMessageSchema,
  type ClientMessage,
  type RealtimeErrorCode,
  type ServerMessage,
} from '@furlong/contract';

export type ChannelEvent = Extract<ServerMessage, { type: 'event' }>;
export type ChannelListener = (event: ChannelEvent) => void;

export interface RealtimeClient {
  /** Listens to a channel's events; the server subscription follows the first and last listener. */
  listen(channel: string, listener: ChannelListener): () => void;
  /**
   * Called each time the server confirms a channel subscription, on the first connection and
   * after every reconnect, and when the server says `resync` (it may have missed events from
   * the other instances): events from before that moment were never delivered.
   */
  onSubscribed(channel: string, listener: () => void): () => void;
  /** Called when the server refuses or stops a channel (e.g. UNAUTHORIZED once a token expires). */
  onRefused(channel: string, listener: (code: RealtimeErrorCode) => void): () => void;
  /**
   * Proves who this device's player is, for their private channel; null forgets it. Sent again
   * on every reconnect, before the subscriptions; private channels are re-requested once the
   * server accepts a token.
   */
  authenticate(token: string | null): void;
  close(): void;
}

/** The subset of WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface RealtimeOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

const SOCKET_OPEN = 1;
// Proxies and phone networks drop idle sockets after 30-60 s; a ping keeps the line warm.
export const PING_INTERVAL_MS = 25_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** A `resync` reaches every client at once; each reloads within this window. */
export const RESYNC_SPREAD_MS = 2_000;

export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  const listeners = new Map<string, Set<ChannelListener>>();
  const subscribedListeners = new Map<string, Set<() => void>>();
  const refusedListeners = new Map<string, Set<(code: RealtimeErrorCode) => void>>();
  let token: string | null = null;
  let socket: SocketLike | undefined;
  let failedAttempts = 0;
  let isClosed = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function send(message: ClientMessage): void {
    if (socket?.readyState === SOCKET_OPEN) socket.send(JSON.stringify(message));
  }

  function handleMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'subscribed') {
      subscribedListeners.get(message.channel)?.forEach((listener) => listener());
    } else if (message.type === 'resync') {
      // Every socket on the server hears this at once: spread the reloads like a reconnect.
      const channels = [...listeners.keys()];
      setTimeout(() => {
        for (const channel of channels)
          subscribedListeners.get(channel)?.forEach((listener) => listener());
      }, random() * RESYNC_SPREAD_MS);
    } else if (message.type === 'authenticated') {
      for (const channel of listeners.keys()) {
        if (channel.startsWith('player:')) send({ type: 'subscribe', channel });
      }
    } else if (message.type === 'error' && message.channel !== undefined) {
      const code = message.code;
      refusedListeners.get(message.channel)?.forEach((listener) => listener(code));
    } else if (message.type === 'event') {
      listeners.get(message.channel)?.forEach((listener) => listener(message));
    }
  }

  function connect(): void {
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      failedAttempts = 0;
      if (token !== null) send({ type: 'authenticate', token });
      for (const channel of listeners.keys()) send({ type: 'subscribe', channel });
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_INTERVAL_MS);
    };
    current.onmessage = (event) => handleMessage(event.data);
    current.onclose = () => {
      clearInterval(pingTimer);
      if (socket === current) socket = undefined;
      if (!isClosed) scheduleReconnect();
    };
  }

  // Exponential backoff with jitter, so a server restart is not met by every phone at once.
  function scheduleReconnect(): void {
    const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** failedAttempts);
    failedAttempts += 1;
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined;
        connect();
      },
      ceiling / 2 + (random() * ceiling) / 2,
    );
  }

  function ensureConnected(): void {
    if (!socket && !reconnectTimer && !isClosed) connect();
  }

  return {
    listen(channel, listener) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        send({ type: 'subscribe', channel });
      }
      channelListeners.add(listener);
      ensureConnected();
      return () => {
        channelListeners.delete(listener);
        if (channelListeners.size === 0 && listeners.get(channel) === channelListeners) {
          listeners.delete(channel);
          send({ type: 'unsubscribe', channel });
        }
      };
    },
    onSubscribed(channel, listener) {
      const channelListeners = subscribedListeners.get(channel) ?? new Set();
      subscribedListeners.set(channel, channelListeners);
      channelListeners.add(listener);
      return () => channelListeners.delete(listener);
    },
    onRefused(channel, listener) {
      const channelListeners = refusedListeners.get(channel) ?? new Set();
      refusedListeners.set(channel, channelListeners);
      channelListeners.add(listener);
      return () => channelListeners.delete(listener);
    },
    authenticate(nextToken) {
      if (nextToken === token) return;
      token = nextToken;
      if (token !== null) send({ type: 'authenticate', token });
    },
    close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      socket?.close();
      socket = undefined;
    },
  };
}
