/**
 * The watchers of bench/realtime.ts, in their own process: each opens a WebSocket, subscribes to
 * `sports`, and on `fixture_changed` for a newer version of its race does what the web client
 * does: applies the event's prices when they follow the version it holds (no request), else
 * reloads the race card after a random 0.5-2 s by the announced version's URL, sending the
 * ETag it holds. Times are absolute (performance.timeOrigin + now), so the parent's moment of
 * change and a receipt here compare.
 */
import { Agent, request } from 'node:http';
import WebSocket from 'ws';

export type WatchersCommand =
  | { type: 'open'; origin: string; fixtureId: string; watchers: number; reloadConnections: number }
  | { type: 'changed'; changedAt: number };

export interface WatcherReport {
  deliveryMs: number[];
  reloadMs: number[];
  statuses: Record<string, number>;
  stormMs: number;
  /** Watchers that applied the event's prices and sent no request. */
  applied: number;
}

export type WatchersMessage = { type: 'ready' } | { type: 'report'; report: WatcherReport };

const OPENING_AT_ONCE = 250;
const STORM_TIMEOUT_MS = 60_000;
const now = () => performance.timeOrigin + performance.now();
const reply = (message: WatchersMessage) => process.send?.(message);

interface Held {
  etag: string;
  version: number;
  /** The round whose change this watcher has already been counted for. */
  countedIn?: object;
}

interface Change {
  version: number;
  prices?: unknown[];
}

function get(agent: Agent, url: string, etag?: string): Promise<{ status: number; etag: string }> {
  return new Promise((resolve, reject) => {
    // What a browser accepts: the card comes precompressed.
    const headers = {
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...(etag ? { 'if-none-match': etag } : {}),
    };
    const outgoing = request(url, { agent, headers }, (incoming) => {
      incoming.resume();
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, etag: String(incoming.headers.etag ?? '') }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function openWatcher(origin: string, onEvent: (data: unknown) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${origin}/api/realtime`);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel: 'sports' })));
    socket.on('error', reject);
    socket.on('message', (frame: Buffer) => {
      const message = JSON.parse(frame.toString('utf8')) as { type: string; data?: unknown };
      if (message.type === 'subscribed') resolve(socket);
      else if (message.type === 'event') onEvent(message.data);
    });
  });
}

/** One change's measurements; `finish` resolves once every watcher has dealt with it. */
function newRound(watchers: number) {
  const round = {
    receivedAt: [] as number[],
    reloadMs: [] as number[],
    statuses: {} as Record<string, number>,
    applied: 0,
    pending: 0,
    firstReloadAt: Number.POSITIVE_INFINITY,
    lastReloadAt: 0,
    finish: () => undefined as void,
    finished: undefined as unknown as Promise<void>,
    checkDone: () => {
      if (round.receivedAt.length === watchers && round.pending === 0) round.finish();
    },
  };
  round.finished = new Promise<void>((resolve) => (round.finish = resolve));
  return round;
}

async function run(command: Extract<WatchersCommand, { type: 'open' }>): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: command.reloadConnections });
  const cardUrl = `http://${command.origin}/api/mc/sport-fixture/cached/${command.fixtureId}`;
  const first = await get(agent, cardUrl);
  const firstVersion = Number(/\.(\d+)(-\w+)?"$/.exec(first.etag)?.[1]);
  let round = newRound(command.watchers);

  const reload = async (held: Held, version: number) => {
    const current = round;
    const started = now();
    current.firstReloadAt = Math.min(current.firstReloadAt, started);
    const answer = await get(agent, `${cardUrl}?v=${version}`, held.etag).catch(() => ({
      status: 0,
      etag: '',
    }));
    current.lastReloadAt = Math.max(current.lastReloadAt, now());
    current.reloadMs.push(now() - started);
    current.statuses[answer.status] = (current.statuses[answer.status] ?? 0) + 1;
    if (answer.status === 200) Object.assign(held, { etag: answer.etag, version });
    current.pending -= 1;
    current.checkDone();
  };
  const watcher = (held: Held) => (data: unknown) => {
    const current = round;
    // The channel carries every race's changes: only this race's count, once per watcher.
    const change = (data as Record<string, Change>)[command.fixtureId];
    if (!change) return;
    if (held.countedIn !== current) {
      held.countedIn = current;
      current.receivedAt.push(now());
    }
    // The web client skips what it already shows, and applies prices that follow its version.
    if (change.version > held.version) {
      if (change.prices && change.version === held.version + 1) {
        held.version = change.version;
        current.applied += 1;
      } else {
        current.pending += 1;
        setTimeout(() => void reload(held, change.version), 500 + Math.random() * 1_500);
      }
    }
    current.checkDone();
  };

  const sockets: WebSocket[] = [];
  for (let opened = 0; opened < command.watchers; opened += OPENING_AT_ONCE) {
    const batch = Math.min(OPENING_AT_ONCE, command.watchers - opened);
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () =>
          openWatcher(command.origin, watcher({ etag: first.etag, version: firstVersion })),
        ),
      )),
    );
  }
  reply({ type: 'ready' });

  process.on('message', (message: WatchersCommand) => {
    if (message.type !== 'changed') return;
    const current = round;
    void Promise.race([
      current.finished,
      new Promise((resolve) => setTimeout(resolve, STORM_TIMEOUT_MS)),
    ]).then(() => {
      round = newRound(command.watchers);
      reply({
        type: 'report',
        report: {
          deliveryMs: current.receivedAt.map((at) => at - message.changedAt),
          reloadMs: current.reloadMs,
          statuses: current.statuses,
          stormMs: Math.max(0, current.lastReloadAt - current.firstReloadAt),
          applied: current.applied,
        },
      });
    });
  });
  process.once('disconnect', () => {
    for (const socket of sockets) socket.terminate();
    agent.destroy();
  });
}

process.on('message', (message: WatchersCommand) => {
  if (message.type === 'open') {
    run(message).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  }
});
