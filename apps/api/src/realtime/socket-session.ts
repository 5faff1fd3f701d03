import {
  clientMessageSchema,
  REALTIME_MAX_SUBSCRIPTIONS,
  type ClientMessage,
  type RealtimeErrorCode,
  type ServerMessage,
} from '@furlong/contract';
import type { ChannelAccess } from './channel-access';
import type { RealtimeHub } from './hub';

export interface SocketSessionDeps {
  hub: RealtimeHub;
  send(message: ServerMessage): void;
  authorize(channel: string): ChannelAccess;
  maxSubscriptions?: number;
}

export interface SocketSession {
  /** One client frame: its text, or null for a binary frame (the protocol is text only). */
  handleMessage(text: string | null): void;
  /** Drops every hub subscription; call when the socket closes. */
  close(): void;
}

/** The protocol of one WebSocket connection, free of the transport so it reads (and tests) plainly. */
export function openSocketSession(deps: SocketSessionDeps): SocketSession {
  const maxSubscriptions = deps.maxSubscriptions ?? REALTIME_MAX_SUBSCRIPTIONS;
  const subscriptions = new Map<string, () => void>();

  const sendError = (code: RealtimeErrorCode, message: string, channel?: string) =>
    deps.send(
      channel === undefined
        ? { type: 'error', code, message }
        : { type: 'error', code, message, channel },
    );

  const subscribe = (channel: string) => {
    const access = deps.authorize(channel);
    if (!access.allowed) return sendError(access.code, access.message, channel);
    // Subscribing twice is harmless: the client may resend after a doubt, it gets one copy of each event.
    if (!subscriptions.has(channel)) {
      if (subscriptions.size >= maxSubscriptions) {
        return sendError(
          'TOO_MANY_SUBSCRIPTIONS',
          `At most ${maxSubscriptions} channels per connection.`,
          channel,
        );
      }
      const stop = deps.hub.subscribe(channel, ({ event, data }) =>
        deps.send({ type: 'event', channel, event, data }),
      );
      subscriptions.set(channel, stop);
    }
    deps.send({ type: 'subscribed', channel });
  };

  const unsubscribe = (channel: string) => {
    subscriptions.get(channel)?.();
    subscriptions.delete(channel);
    deps.send({ type: 'unsubscribed', channel });
  };

  return {
    handleMessage: (text) => {
      const message = text === null ? undefined : parseClientMessage(text);
      if (!message) {
        return sendError(
          'INVALID_MESSAGE',
          'Send JSON: subscribe or unsubscribe with a channel, or ping.',
        );
      }
      switch (message.type) {
        case 'subscribe':
          return subscribe(message.channel);
        case 'unsubscribe':
          return unsubscribe(message.channel);
        case 'ping':
          return deps.send({ type: 'pong' });
      }
    },
    close: () => {
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    },
  };
}

function parseClientMessage(text: string): ClientMessage | undefined {
  try {
    const parsed = clientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
