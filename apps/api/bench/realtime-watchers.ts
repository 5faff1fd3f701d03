/**
 * The watchers of bench/realtime.ts, in their own process: each opens a WebSocket, subscribes to
 * `sports`, and on `fixture_changed` for a newer version of its race reloads the race card as the
 * web client does (after a random 0.5-2 s, sending the ETag it holds). Times are absolute
 * (performance.timeOrigin + now), so the parent's moment of change and a receipt here compare.
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
}

export type WatchersMessage = { type: 'ready' } | { type: 'report'; report: WatcherReport };

const OPENING_AT_ONCE = 250;
const STORM_TIMEOUT_MS = 60_000;
const now = () => performance.timeOrigin + performance.now();
const reply = (message: WatchersMessage) => process.send?.(message);

interface Card {
  etag: string;
  version: number;
}

function get(agent: Agent, url: string, etag?: string): Promise<{ status: number; etag: string }> {
  return new Promise((resolve, reject) => {
    const headers = etag ? { 'if-none-match': etag } : {};
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

async function run(command: Extract<WatchersCommand, { type: 'open' }>): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: command.reloadConnections });
  const cardUrl = `http://${command.origin}/api/mc/sport-fixture/cached/${command.fixtureId}`;
  const first = await get(agent, cardUrl);
  const held: Card = {
    etag: first.etag,
    version: Number(first.etag.split('.').at(-1)?.replace('"', '')),
  };

  const receivedAt: number[] = [];
  const reloadMs: number[] = [];
  const statuses: Record<string, number> = {};
  let firstReloadAt = Number.POSITIVE_INFINITY;
  let lastReloadAt = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));

  const reload = async () => {
    const started = now();
    firstReloadAt = Math.min(firstReloadAt, started);
    const answer = await get(agent, cardUrl, held.etag).catch(() => ({ status: 0, etag: '' }));
    lastReloadAt = Math.max(lastReloadAt, now());
    reloadMs.push(now() - started);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (reloadMs.length === command.watchers) finish();
  };
  const onEvent = (data: unknown) => {
    receivedAt.push(now());
    const change = (data as Record<string, { version: number }>)[command.fixtureId];
    // The web client skips the reload when it already shows this version or a later one.
    if (!change || change.version <= held.version) return;
    setTimeout(() => void reload(), 500 + Math.random() * 1_500);
  };

  const sockets: WebSocket[] = [];
  for (let opened = 0; opened < command.watchers; opened += OPENING_AT_ONCE) {
    const batch = Math.min(OPENING_AT_ONCE, command.watchers - opened);
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openWatcher(command.origin, onEvent)),
      )),
    );
  }
  reply({ type: 'ready' });

  const changedAt = await new Promise<number>((resolve) =>
    process.on('message', (message: WatchersCommand) => {
      if (message.type === 'changed') resolve(message.changedAt);
    }),
  );
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, STORM_TIMEOUT_MS))]);
  for (const socket of sockets) socket.terminate();
  agent.destroy();
  reply({
    type: 'report',
    report: {
      deliveryMs: receivedAt.map((at) => at - changedAt),
      reloadMs,
      statuses,
      stormMs: lastReloadAt - firstReloadAt,
    },
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
