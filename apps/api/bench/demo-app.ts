import type { AddressInfo } from 'node:net';
import { indiaDayOf } from '@furlong/contract';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/seed-demo';
import { loadEnv } from '../src/env';
import { listFixturesOfDay } from '../src/modules/races/list-fixtures';
import { seedReference } from '../src/modules/reference/seed-reference';
import { createInProcessHub } from '../src/realtime/hub';
import { openUnsetStates } from '../src/modules/legal/legal-states.queries';

/**
 * The real app on an in-memory database with today's demo race day, listening on a free
 * loopback port: what the HTTP and realtime benchmarks load. `race` is today's first open race.
 */
export async function startDemoApp() {
  const env = loadEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    SEED: 'off',
  });
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  // Every state starts OFF (decision 063): a bench runs with them open, as demo mode does.
  await openUnsetStates(database.db);
  await seedReference(database.db);
  const hub = createInProcessHub();
  const deps = { db: database.db, hub, clock: systemClock };
  const today = indiaDayOf(systemClock.now());
  await seedDemo(deps, { today, daysBefore: 0, daysAfter: 0 });
  const fixtures = await listFixturesOfDay(database.db, today);
  const race = fixtures.find((candidate) => ['NEW', 'PUBLISHED'].includes(candidate.status));
  if (!race) throw new Error(`The demo seed made no open race for ${today}`);
  const app = await buildApp({ env, database, hub, clock: systemClock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    deps,
    race,
    host: `127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await hub.close();
      await database.close();
    },
  };
}
