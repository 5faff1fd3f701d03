import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRealtimeClient,
  PING_INTERVAL_MS,
  RESYNC_SPREAD_MS,
  type SocketLike,
} from './realtime';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

const FIXTURE = '00000000-0000-4000-8000-000000000001';

describe('realtime client', () => {
  let sockets: FakeSocket[];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function connect() {
    const client = createRealtimeClient({
      url: 'ws://localhost/api/realtime',
      random: () => 1,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    const events: unknown[] = [];
    client.listen('sports', (event) => events.push(event.data));
    return { client, events };
  }

  it('subscribes once open, passes events on and pings every 25 s', () => {
    const { events } = connect();
    const socket = sockets[0]!;
    socket.open();

    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'sports' }]);
    socket.receive({ type: 'subscribed', channel: 'sports' });
    socket.receive({
      type: 'event',
      channel: 'sports',
      event: 'fixture_changed',
      data: { [FIXTURE]: { version: 3, status: 'RESULT' } },
    });
    socket.receive({
      type: 'event',
      channel: 'sports',
      event: 'fixture_changed',
      data: { 'not-a-uuid': {} },
    });
    expect(events).toEqual([{ [FIXTURE]: { version: 3, status: 'RESULT' } }]);

    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
  });

  it('reconnects with growing delays and subscribes again', () => {
    const { client } = connect();
    const subscribed = vi.fn();
    client.onSubscribed('sports', subscribed);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'subscribed', channel: 'sports' });

    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]!.open();

    expect(sockets[2]!.sent).toEqual([{ type: 'subscribe', channel: 'sports' }]);
    sockets[2]!.receive({ type: 'subscribed', channel: 'sports' });
    expect(subscribed).toHaveBeenCalledTimes(2);
  });

  it('reloads what it follows, within the spread, when the server says resync', () => {
    const { client } = connect();
    const subscribed = vi.fn();
    client.onSubscribed('sports', subscribed);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'subscribed', channel: 'sports' });
    expect(subscribed).toHaveBeenCalledTimes(1);

    sockets[0]!.receive({ type: 'resync' });
    // random() is 1 here: the reload waits the whole spread, never longer.
    vi.advanceTimersByTime(RESYNC_SPREAD_MS - 1);
    expect(subscribed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(subscribed).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(1);
  });

  it('stays closed after close()', () => {
    const { client } = connect();
    sockets[0]!.open();

    client.close();
    vi.advanceTimersByTime(60_000);

    expect(sockets).toHaveLength(1);
  });

  it('authenticates before subscribing on every connection and re-requests private channels', () => {
    const { client } = connect();
    const player = 'player:00000000-0000-4000-8000-000000000002';
    const refusals: string[] = [];
    client.authenticate('token-1');
    client.listen(player, () => undefined);
    client.onRefused(player, (code) => refusals.push(code));
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([
      { type: 'authenticate', token: 'token-1' },
      { type: 'subscribe', channel: 'sports' },
      { type: 'subscribe', channel: player },
    ]);

    // The token expired: the server stops the channel; a renewed token brings it back.
    sockets[0]!.receive({
      type: 'error',
      code: 'UNAUTHORIZED',
      message: 'Sign in to follow this channel.',
      channel: player,
    });
    expect(refusals).toEqual(['UNAUTHORIZED']);
    client.authenticate('token-2');
    sockets[0]!.receive({ type: 'authenticated', player: '00000000-0000-4000-8000-000000000002' });
    expect(sockets[0]!.sent.slice(3)).toEqual([
      { type: 'authenticate', token: 'token-2' },
      { type: 'subscribe', channel: player },
    ]);

    client.authenticate(null);
    sockets[0]!.drop();
    vi.advanceTimersByTime(1_000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([
      { type: 'subscribe', channel: 'sports' },
      { type: 'subscribe', channel: player },
    ]);
  });
});
