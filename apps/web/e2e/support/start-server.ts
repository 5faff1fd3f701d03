import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../api/src/app';
import { systemClock } from '../../../api/src/clock';
import { openDatabase } from '../../../api/src/db/client';
import { loadEnv, type Env } from '../../../api/src/env';
import type { Notifier } from '../../../api/src/modules/notifications/notifier';
import type { RaceDeps } from '../../../api/src/modules/races/race-deps';
import { seedDevAccounts } from '../../../api/src/modules/player-desk/seed-dev-accounts';
import { openUnsetStates } from '../../../api/src/modules/legal/legal-states.queries';
import { seedReference } from '../../../api/src/modules/reference/seed-reference';
import { createInProcessHub } from '../../../api/src/realtime/hub';

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  /** What the race verbs need: the test changes races exactly as the operator would. */
  raceDeps: RaceDeps;
  /** The server's notifier (outbox), for jobs a journey runs itself. */
  notifier: Notifier;
  close(): Promise<void>;
}

/**
 * The real server (same build as server.ts) inside the test process, so a journey can call
 * the module verbs directly and watch the page react over the real WebSocket. Empty
 * in-memory database with the reference data; each journey adds the races it needs.
 */
export async function startServer(
  overrides: Partial<Record<keyof Env, string>> = {},
): Promise<RunningServer> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: 'memory://',
    SIMULATOR: 'off',
    SEED: 'off',
    ...overrides,
  });
  if (!existsSync(join(env.WEB_DIST, 'index.html'))) {
    throw new Error(
      `No built web app in ${env.WEB_DIST}: run "npm run build -w @furlong/web" first`,
    );
  }
  const database = openDatabase({ dataDir: env.DATA_DIR });
  await database.migrate();
  await seedReference(database.db);
  // Every state starts OFF (decision 063): journeys run with them open, as demo mode does, and
  // the demo player registers from Karnataka.
  await openUnsetStates(database.db);
  const hub = createInProcessHub();
  const app = await buildApp({ env, database, hub, clock: systemClock });
  // The README's demo player and operator, as a newcomer's `npm start` has them.
  const identity = {
    db: database.db,
    clock: systemClock,
    secrets: app.secrets,
    notifier: app.notifier,
    rateLimiter: app.rateLimiter,
  };
  await seedDevAccounts(identity, { NODE_ENV: env.NODE_ENV, SEED: 'on' });
  await app.listen({ host: env.HOST, port: env.PORT });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    raceDeps: { db: database.db, hub, clock: systemClock },
    notifier: app.notifier,
    close: async () => {
      await app.close();
      await hub.close();
      await database.close();
    },
  };
}
