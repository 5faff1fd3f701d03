import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { REALTIME_PATH, SPORTS_CHANNEL, type ServerMessage } from '@furlong/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { systemClock } from '../../src/clock';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createInProcessHub } from '../../src/realtime/hub';
import { createOperator } from '../../src/modules/operators/create-operator';
import { addPublishedRace } from './race-on-database';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { startServerProcess, type ServerProcess } from './server-process';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
/** Sockets opened one after the other: the primary hands connections to the workers in turn. */
const SOCKETS = 4;
const TRADER = { email: 'cluster.trader@furlong.test', password: 'Paddock@2031' };

/** The worker processes the primary forked (Linux lists a process's children in /proc). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** The processes holding the server's side of the established connections on a port. */
function holdersOfConnections(port: string): Set<number> {
  const listing = execFileSync('ss', ['-Htnp', 'state', 'established', `( sport = :${port} )`], {
    encoding: 'utf8',
  });
  return new Set([...listing.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1])));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function openSubscribedSocket(baseUrl: string) {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${REALTIME_PATH}`);
  const inbox: ServerMessage[] = [];
  socket.on('message', (data) => inbox.push(JSON.parse((data as Buffer).toString('utf8'))));
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'subscribe', channel: SPORTS_CHANNEL }));
  await vi.waitFor(() =>
    expect(inbox).toContainEqual({ type: 'subscribed', channel: SPORTS_CHANNEL }),
  );
  return { socket, inbox };
}

/**
 * WEB_CONCURRENCY=2 (decision 093): one instance, two worker processes on one port. A price
 * change made through one worker must reach the sockets held by the other, through Redis.
 */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('an instance of two workers (node:cluster)', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let server: ServerProcess | undefined;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL ?? '', 'furlong_cluster');
    database = openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      server.child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  it(
    "tells the other worker's sockets of a price change, and stops both workers on SIGTERM",
    { timeout: 240_000 },
    async () => {
      const raceId = await addPublishedRace({
        db: database.db,
        hub: createInProcessHub(),
        clock: systemClock,
      });
      await createOperator(database.db, { ...TRADER, name: 'Cluster Trader', roles: ['ADMIN'] });
      server = await startServerProcess(
        {
          DATABASE_URL: scratch.url,
          REDIS_URL: REDIS_URL ?? '',
          WEB_CONCURRENCY: '2',
          METRICS_PORT: 'off',
          SHUTDOWN_DRAIN_MS: '0',
        },
        180_000,
        // Both workers listen before the instance takes the sockets: the primary hands a
        // connection only to a worker that listens, so one still starting would get none.
        /all 2 workers listening/,
      );
      const primary = server.child.pid ?? 0;
      await vi.waitFor(() => expect(childrenOf(primary)).toHaveLength(2), { timeout: 120_000 });
      const workers = childrenOf(primary);
      const watchers = [];
      for (let index = 0; index < SOCKETS; index += 1) {
        const watcher = await openSubscribedSocket(server.baseUrl);
        sockets.push(watcher.socket);
        watchers.push(watcher);
      }
      // The sockets are spread over both workers (before any other connection is opened).
      expect(holdersOfConnections(new URL(server.baseUrl).port)).toEqual(new Set(workers));
      // Each worker's Redis SUBSCRIBE lands a moment after `subscribed`.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const login = await fetch(`${server.baseUrl}/api/operator/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TRADER),
      });
      expect(login.status).toBe(200);
      const { accessToken } = (await login.json()) as { accessToken: string };
      const put = await fetch(`${server.baseUrl}/api/operator/races/${raceId}/prices`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ prices: [{ horseNo: 1, market: 'WIN', price: 7.5 }] }),
      });
      expect(put.status).toBe(200);

      // One worker took the change; every socket, on either worker, hears it.
      for (const watcher of watchers) {
        await vi.waitFor(
          () =>
            expect(watcher.inbox).toContainEqual(
              expect.objectContaining({
                type: 'event',
                event: 'fixture_changed',
                data: { [raceId]: expect.objectContaining({ prices: expect.any(Array) }) },
              }),
            ),
          { timeout: 10_000 },
        );
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(workers.filter(isAlive)).toEqual([]);
    },
  );
});
