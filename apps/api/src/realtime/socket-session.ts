import {
  clientMessageSchema,
  REALTIME_MAX_SUBSCRIPTIONS,
  type ClientMessage,
  type RealtimeErrorCode,
  type ServerMessage,
} from '@furlong/contract';
import type { ChannelAccess, SocketViewer } from './channel-access';
import type { HubEvent, RealtimeHub } from './hub';

export interface SocketSessionDeps {
  /** Where the socket follows channels: the app's socket fan-out (or the hub itself in tests). */
  hub: Pick<RealtimeHub, 'subscribe' | 'onResync'>;
  send(message: ServerMessage): void;
  /** Asked on subscribe and again before each delivery, so an expired proof stops the flow. */
  authorize(channel: string, viewer: SocketViewer | undefined): ChannelAccess;
  /** Checks an access token; absent, the socket cannot authenticate. */
  authenticate?(token: string): Promise<SocketViewer | undefined>;
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
  let viewer: SocketViewer | undefined;
  /** Frames that arrived while a token was being checked wait for it, so order is kept. */
  let waiting: (string | null)[] | undefined;
  let isClosed = false;
  // Events may have been lost between instances: a client following channels reloads.
  const stopResync = deps.hub.onResync(() => {
    if (!isClosed && subscriptions.size > 0) deps.send({ type: 'resync' });
  });

  const sendError = (code: RealtimeErrorCode, message: string, channel?: string) =>
    deps.send(
      channel === undefined
        ? { type: 'error', code, message }
        : { type: 'error', code, message, channel },
    );

  const subscribe = (channel: string) => {
    const access = deps.authorize(channel, viewer);
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
      const stop = deps.hub.subscribe(channel, (hubEvent) => {
        const stillAllowed = deps.authorize(channel, viewer);
        if (!stillAllowed.allowed) {
          subscriptions.get(channel)?.();
          subscriptions.delete(channel);
          return sendError(stillAllowed.code, stillAllowed.message, channel);
        }
        deps.send(eventMessageFor(hubEvent));
      });
      subscriptions.set(channel, stop);
    }
    deps.send({ type: 'subscribed', channel });
  };

  const unsubscribe = (channel: string) => {
    subscriptions.get(channel)?.();
    subscriptions.delete(channel);
    deps.send({ type: 'unsubscribed', channel });
  };

  const authenticate = (token: string) => {
    if (!deps.authenticate) return sendError('UNAUTHORIZED', 'This connection cannot sign in.');
    waiting = [];
    void deps
      .authenticate(token)
      .catch(() => undefined)
      .then((proved) => {
        if (isClosed) return;
        viewer = proved;
        if (proved) deps.send({ type: 'authenticated', player: proved.playerId });
        else sendError('UNAUTHORIZED', 'Sign in again to follow your account.');
        const queued = waiting ?? [];
        waiting = undefined;
        for (const frame of queued) handleMessage(frame);
      });
  };

  const handleMessage = (text: string | null): void => {
    if (waiting) {
      waiting.push(text);
      return;
    }
    const message = text === null ? undefined : parseClientMessage(text);
    if (!message) {
      return sendError(
        'INVALID_MESSAGE',
        'Send JSON: authenticate with a token, subscribe or unsubscribe with a channel, or ping.',
      );
    }
    switch (message.type) {
      case 'authenticate':
        return authenticate(message.token);
      case 'subscribe':
        return subscribe(message.channel);
      case 'unsubscribe':
        return unsubscribe(message.channel);
      case 'ping':
        return deps.send({ type: 'pong' });
    }
  };

  return {
    handleMessage,
    close: () => {
      isClosed = true;
      stopResync();
      for (const stop of subscriptions.values()) stop();
      subscriptions.clear();
    },
  };
}

/**
 * One message object per hub event, shared by every socket that receives it, so the transport
 * serialises an event once however many sockets follow its channel (see sendMessage).
 */
const eventMessages = new WeakMap<HubEvent, ServerMessage>();
function eventMessageFor(hubEvent: HubEvent): ServerMessage {
  let message = eventMessages.get(hubEvent);
  if (!message) {
    message = { ...hubEvent, type: 'event' };
    eventMessages.set(hubEvent, message);
  }
  return message;
}

function parseClientMessage(text: string): ClientMessage | undefined {
  try {
    const parsed = clientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
