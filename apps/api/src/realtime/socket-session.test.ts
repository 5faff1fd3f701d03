import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@furlong/contract';
import { describe, expect, it, vi } from 'vitest';
import { authorizeChannel } from './channel-access';
import { createInProcessHub } from './hub';
import { openSocketSession } from './socket-session';

// Only one public channel exists today, so the limit is exercised with a permissive authoriser.
function openPermissiveSession() {
  const hub = createInProcessHub();
  const sent: ServerMessage[] = [];
  const session = openSocketSession({
    hub,
    send: (message) => sent.push(message),
    authorize: () => ({ allowed: true }),
    maxSubscriptions: 3,
  });
  const subscribe = (channel: string) =>
    session.handleMessage(JSON.stringify({ type: 'subscribe', channel }));
  return { hub, sent, session, subscribe };
}

describe('socket session', () => {
  it('refuses subscriptions past the limit, counting each channel once', () => {
    const { sent, session, subscribe } = openPermissiveSession();
    for (const channel of ['a', 'b', 'c', 'a']) subscribe(channel);
    subscribe('d');
    expect(sent).toEqual([
      { type: 'subscribed', channel: 'a' },
      { type: 'subscribed', channel: 'b' },
      { type: 'subscribed', channel: 'c' },
      { type: 'subscribed', channel: 'a' },
      {
        type: 'error',
        code: 'TOO_MANY_SUBSCRIPTIONS',
        message: 'At most 3 channels per connection.',
        channel: 'd',
      },
    ]);

    session.handleMessage(JSON.stringify({ type: 'unsubscribe', channel: 'b' }));
    subscribe('d');
    expect(sent.slice(-2)).toEqual([
      { type: 'unsubscribed', channel: 'b' },
      { type: 'subscribed', channel: 'd' },
    ]);
  });

  it('gives every socket the same message object for one event, so it is serialised once', async () => {
    const hub = createInProcessHub();
    const received: ServerMessage[] = [];
    for (let socket = 0; socket < 3; socket += 1) {
      const session = openSocketSession({
        hub,
        send: (message) => received.push(message),
        authorize: () => ({ allowed: true }),
      });
      session.handleMessage(JSON.stringify({ type: 'subscribe', channel: 'sports' }));
    }
    const data = { [randomUUID()]: { version: 2, status: 'PUBLISHED' as const } };
    await hub.publish({ channel: 'sports', event: 'fixture_changed', data });
    const events = received.filter((message) => message.type === 'event');
    expect(events).toHaveLength(3);
    expect(new Set(events).size).toBe(1);
  });

  it('sends one copy of an event per channel and none after close', async () => {
    const { hub, sent, session, subscribe } = openPermissiveSession();
    subscribe('a');
    subscribe('a');
    const data = { [randomUUID()]: { version: 1, status: 'PUBLISHED' as const } };
    await hub.publish({ channel: 'a', event: 'fixture_changed', data });
    expect(sent.filter((message) => message.type === 'event')).toEqual([
      { type: 'event', channel: 'a', event: 'fixture_changed', data },
    ]);

    session.close();
    await hub.publish({ channel: 'a', event: 'fixture_changed', data });
    expect(sent.filter((message) => message.type === 'event')).toHaveLength(1);
  });

  it('treats a binary frame as an invalid message', () => {
    const { sent, session } = openPermissiveSession();
    session.handleMessage(null);
    expect(sent).toEqual([expect.objectContaining({ type: 'error', code: 'INVALID_MESSAGE' })]);
  });

  it('stops a private channel once the token that opened it expires', async () => {
    const hub = createInProcessHub();
    const sent: ServerMessage[] = [];
    const playerId = randomUUID();
    let now = new Date('2026-11-21T10:00:00Z');
    const session = openSocketSession({
      hub,
      send: (message) => sent.push(message),
      authorize: (channel, viewer) => authorizeChannel(channel, viewer, now),
      authenticate: async () => ({ playerId, expiresAt: new Date('2026-11-21T10:15:00Z') }),
    });
    const channel = `player:${playerId}`;
    session.handleMessage(JSON.stringify({ type: 'authenticate', token: 'checked-by-the-stub' }));
    session.handleMessage(JSON.stringify({ type: 'subscribe', channel }));
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'subscribed', channel }));

    await hub.publish({ channel, event: 'account_changed', data: { reason: 'BET_PLACED' } });
    now = new Date('2026-11-21T10:15:00Z');
    await hub.publish({ channel, event: 'account_changed', data: { reason: 'BET_SETTLED' } });
    await hub.publish({ channel, event: 'account_changed', data: { reason: 'BET_SETTLED' } });

    expect(sent.slice(2)).toEqual([
      { type: 'event', channel, event: 'account_changed', data: { reason: 'BET_PLACED' } },
      { type: 'error', code: 'UNAUTHORIZED', message: 'Sign in to follow this channel.', channel },
    ]);
  });

  it('tells a client following channels to resync when events may have been missed', () => {
    const listeners = new Set<() => void>();
    const hub = {
      ...createInProcessHub(),
      onResync: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const sent: ServerMessage[] = [];
    const session = openSocketSession({
      hub,
      send: (message) => sent.push(message),
      authorize: () => ({ allowed: true }),
    });
    listeners.forEach((listener) => listener());
    // Following nothing, it has nothing to reload.
    expect(sent).toEqual([]);
    session.handleMessage(JSON.stringify({ type: 'subscribe', channel: 'sports' }));
    listeners.forEach((listener) => listener());
    expect(sent).toEqual([{ type: 'subscribed', channel: 'sports' }, { type: 'resync' }]);
    session.close();
    expect(listeners.size).toBe(0);
  });
});
